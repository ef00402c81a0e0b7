import {
  ADMIN_FILTER_ALL,
  OWNER_FILTER_MINE,
  OWNER_FILTER_UNASSIGNED,
  ownerMessages,
  type RecordOwner,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { HttpError } from '../errors.ts';
import type { AdminRecordTable } from './repository.ts';

type Db = Knex | Knex.Transaction;

/** The owner columns a record row carries once `joinOwner` joined its account. */
export interface OwnerColumns {
  owner_id: number | null;
  owner_username: string | null;
  owner_disabled_at: Date | string | null;
}

/** Joins the record's owner account (as `owner`) and selects its name and state. */
export function joinOwner(query: Knex.QueryBuilder, table: AdminRecordTable): Knex.QueryBuilder {
  return query
    .leftJoin('users as owner', 'owner.id', `${table}.owner_id`)
    .select('owner.username as owner_username', 'owner.disabled_at as owner_disabled_at');
}

export function ownerFromRow(row: OwnerColumns): RecordOwner {
  if (row.owner_id === null || row.owner_username === null) return null;
  return {
    id: row.owner_id,
    username: row.owner_username,
    disabled: row.owner_disabled_at !== null,
  };
}

/**
 * The lists' owner filter: `mine` is the signed-in admin's records, `unassigned` those
 * without an owner, an id that account's.
 */
export function whereOwner(
  query: Knex.QueryBuilder,
  table: AdminRecordTable,
  owner: string,
  me: number | null,
): void {
  if (owner === ADMIN_FILTER_ALL) return;
  if (owner === OWNER_FILTER_UNASSIGNED) {
    query.whereNull(`${table}.owner_id`);
    return;
  }
  const id = owner === OWNER_FILTER_MINE ? me : Number(owner);
  // "Mine" without a signed-in account (never through the guard) matches nothing.
  query.where(`${table}.owner_id`, id ?? -1);
}

/** Active admins who opted in to new requests (docs/admin.md, "Owners"). */
const ELIGIBLE = `role = 'admin' and disabled_at is null and receives_new_requests`;

/**
 * Hands a new record to the next opted-in admin, round-robin, inside the insert's
 * transaction. The one-row counter is locked first (its update waits for any other
 * assignment's commit, on any instance), then the admin whose last turn is oldest is read by
 * a second statement, which sees what the transaction before committed. Without anyone
 * opted in the counter is not touched, so submissions do not queue behind one another.
 */
export async function assignNewRecord(
  trx: Knex.Transaction,
  table: AdminRecordTable,
  id: number,
): Promise<number | null> {
  const { rows: turns } = (await trx.raw(
    // An upsert: the counter's row comes back even after a table was emptied.
    `insert into owner_assignment (id, turn)
      select 1, 1 where exists (select 1 from users where ${ELIGIBLE})
      on conflict (id) do update set turn = owner_assignment.turn + 1
      returning turn`,
  )) as { rows: { turn: string | number }[] };
  const turn = turns[0]?.turn;
  if (turn === undefined) return null;
  const { rows } = (await trx.raw(
    `update users set last_assigned_turn = ?
      where id = (select id from users where ${ELIGIBLE}
        order by last_assigned_turn asc nulls first, id asc limit 1)
      returning id`,
    [turn],
  )) as { rows: { id: number }[] };
  const ownerId = rows[0]?.id ?? null;
  if (ownerId !== null) await trx(table).where({ id }).update({ owner_id: ownerId });
  return ownerId;
}

/** The account a record may be given to: an active admin, else a 400 under `ownerId`. */
export async function activeAdminNamed(
  db: Db,
  id: number,
): Promise<{ id: number; username: string }> {
  const row = (await db('users')
    .where({ id, role: 'admin' })
    .whereNull('disabled_at')
    .first('id', 'username')) as { id: number; username: string } | undefined;
  if (!row) {
    throw new HttpError(400, 'invalid_owner', ownerMessages.notAnAdmin, {
      ownerId: [ownerMessages.notAnAdmin],
    });
  }
  return row;
}
