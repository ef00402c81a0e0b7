import type { Knex } from 'knex';

/**
 * A record is forwarded to each destination once (its `*.created` event), but every change of
 * its status is an event of its own (docs/integrations.md): those are queued in the change's
 * own transaction, one per change, and are left out of the forward-once index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop index outbox_messages_forward_once_idx');
  await knex.raw(`create unique index outbox_messages_forward_once_idx
    on outbox_messages (destination, record_table, record_id)
    where destination <> 'email' and kind not like '%.status_changed'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('outbox_messages').where('kind', 'like', '%.status_changed').delete();
  await knex.raw('drop index outbox_messages_forward_once_idx');
  await knex.raw(`create unique index outbox_messages_forward_once_idx
    on outbox_messages (destination, record_table, record_id) where destination <> 'email'`);
}
