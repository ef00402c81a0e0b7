import type { Knex } from 'knex';

const RECORD_TABLES = ['leads', 'bookings', 'guide_submissions'] as const;

/**
 * Contacts (docs/admin.md, "Contacts"): the person behind leads, bookings and guide requests.
 *
 * - `contacts`: one row per normalised e-mail (`email_key`, unique), or per phone for a record
 *   that has no e-mail. A contact merged into another keeps its row with `merged_into_id`, so
 *   a later request from its e-mail lands on the kept contact; merges fold chains, so that
 *   pointer is always one step.
 * - `contact_id` on the three record tables, set by a trigger before every insert (forms,
 *   seeds, staff, tests) in the inserting transaction. The e-mail's contact is taken with
 *   `insert ... on conflict (email_key)`, so two requests from one new e-mail at once wait on
 *   the unique index and land on one contact. A new e-mail whose phone a contact already has
 *   is folded into that contact: same phone, same person.
 * - `cabo_phone_key()`: the phone as E.164-style digits (the contract's `phoneKey`).
 * - `contact_merges`: every merge staff made, with the records it moved.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create or replace function cabo_phone_key(phone text) returns text
    language plpgsql immutable as $$
    declare
      d text := regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g');
    begin
      if left(d, 2) = '00' then d := substr(d, 3); end if;
      -- A Mexican mobile's old '1' after the country code is the same line.
      if length(d) = 13 and left(d, 3) = '521' then d := '52' || substr(d, 4); end if;
      -- Ten digits without a country code: a number in Mexico.
      if length(d) = 10 then d := '52' || d; end if;
      if length(d) < 8 then return null; end if;
      return d;
    end $$`);
  await knex.schema.createTable('contacts', (t) => {
    t.increments('id');
    t.text('email_key').nullable();
    t.text('phone_key').nullable();
    t.integer('merged_into_id').nullable().references('contacts.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['email_key'], { indexName: 'contacts_email_key_unique' });
    t.index(['phone_key']);
    t.index(['merged_into_id']);
  });
  await knex.schema.createTable('contact_merges', (t) => {
    t.increments('id');
    t.integer('kept_id').notNullable().references('contacts.id');
    t.integer('merged_id').notNullable().references('contacts.id');
    t.jsonb('records').notNullable();
    t.integer('actor_id').nullable().references('users.id').onDelete('SET NULL');
    t.text('actor_name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['kept_id']);
  });
  await knex.raw(`create or replace function cabo_contact_for(email text, phone text) returns integer
    language plpgsql volatile as $$
    declare
      ekey text := nullif(lower(btrim(coalesce(email, ''))), '');
      pkey text := cabo_phone_key(phone);
      found_id integer;
      merged integer;
      inserted boolean;
    begin
      if ekey is not null then
        insert into contacts (email_key, phone_key) values (ekey, pkey)
          on conflict (email_key) do update set email_key = excluded.email_key
          returning id, merged_into_id, (xmax = 0) into found_id, merged, inserted;
        if not inserted then return coalesce(merged, found_id); end if;
        if pkey is null then return found_id; end if;
        select id into merged from contacts
          where phone_key = pkey and id <> found_id and merged_into_id is null
          order by id limit 1;
        if merged is null then return found_id; end if;
        update contacts set merged_into_id = merged where id = found_id;
        return merged;
      end if;
      if pkey is not null then
        -- No unique index holds a phone-only contact: the lock keeps two at once to one.
        perform pg_advisory_xact_lock(hashtext('cabo_contact_phone:' || pkey));
        select coalesce(merged_into_id, id) into found_id from contacts
          where phone_key = pkey order by merged_into_id is not null, id limit 1;
        if found_id is not null then return found_id; end if;
      end if;
      insert into contacts (email_key, phone_key) values (null, pkey) returning id into found_id;
      return found_id;
    end $$`);
  await knex.raw(`create or replace function cabo_assign_contact() returns trigger
    language plpgsql as $$
    begin
      if new.contact_id is null then
        new.contact_id := cabo_contact_for(new.email, new.phone);
      end if;
      return new;
    end $$`);
  for (const table of RECORD_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('contact_id').nullable().references('contacts.id');
      t.index(['contact_id']);
    });
    await knex.raw(`update ?? set contact_id = cabo_contact_for(email, phone)`, [table]);
  }
  for (const table of RECORD_TABLES) {
    // The backfill ran table by table: a record of an earlier table may point at a contact
    // a later one folded away.
    await knex.raw(
      `update ?? as r set contact_id = c.merged_into_id
      from contacts c where c.id = r.contact_id and c.merged_into_id is not null`,
      [table],
    );
    await knex.raw(`alter table ?? alter column contact_id set not null`, [table]);
    await knex.raw(
      `create trigger ?? before insert on ??
      for each row execute function cabo_assign_contact()`,
      [`${table}_contact`, table],
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of RECORD_TABLES) {
    await knex.raw(`drop trigger if exists ?? on ??`, [`${table}_contact`, table]);
    await knex.schema.alterTable(table, (t) => t.dropColumn('contact_id'));
  }
  await knex.raw('drop function cabo_assign_contact()');
  await knex.raw('drop function cabo_contact_for(text, text)');
  await knex.schema.dropTable('contact_merges');
  await knex.schema.dropTable('contacts');
  await knex.raw('drop function cabo_phone_key(text)');
}
