import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/knex.ts';
import { migrationSource } from '../src/db/migrations/index.ts';
import { openUnmigratedTestDatabase } from './support/database.ts';

// A deploy that must be undone runs the migrations' down steps on a live database: each must
// leave the schema exactly as the step before left it, and keep the rows it can keep.

/** The application's tables as the database sees them: columns, constraints and indexes. */
async function schemaOf(knex: Knex): Promise<string[]> {
  const own = `table_schema = 'public' and table_name not like 'knex_migrations%'`;
  const columns = (await knex.raw(
    `select table_name || '.' || column_name || ' ' || data_type
        || coalesce('(' || character_maximum_length || ')', '')
        || case when is_nullable = 'NO' then ' not null' else '' end
        || coalesce(' default ' || column_default, '') as line
     from information_schema.columns where ${own}`,
  )) as { rows: { line: string }[] };
  const constraints = (await knex.raw(
    `select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
     from pg_constraint
     where connamespace = 'public'::regnamespace
       and conrelid::regclass::text not like 'knex_migrations%'`,
  )) as { rows: { line: string }[] };
  const indexes = (await knex.raw(
    `select indexdef as line from pg_indexes
     where schemaname = 'public' and tablename not like 'knex_migrations%'`,
  )) as { rows: { line: string }[] };
  return [...columns.rows, ...constraints.rows, ...indexes.rows].map((r) => r.line).sort();
}

describe('migrations', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openUnmigratedTestDatabase('migrations');
  });
  afterAll(async () => {
    await db.knex.destroy();
  });

  it('each down step leaves the schema as the step before left it, and up again restores it', async () => {
    const { knex } = db;
    const names = await migrationSource.getMigrations([]);
    expect(await schemaOf(knex)).toEqual([]);

    const after: string[][] = [];
    for (const name of names) {
      const [, ran] = (await knex.migrate.up({ migrationSource })) as [number, string[]];
      expect(ran).toEqual([name]);
      after.push(await schemaOf(knex));
    }
    const latest = after.at(-1)!;
    expect(latest).toContainEqual(expect.stringContaining('social_shares.listing_type'));

    for (let step = names.length - 1; step >= 0; step -= 1) {
      const [, undone] = (await knex.migrate.down({ migrationSource })) as [number, string[]];
      expect(undone).toEqual([names[step]]);
      expect(await schemaOf(knex)).toEqual(step === 0 ? [] : after[step - 1]);
    }

    await knex.migrate.latest({ migrationSource });
    expect(await schemaOf(knex)).toEqual(latest);
  });

  it("undoing the shares' listing kind keeps one share per listing id and platform", async () => {
    const { knex } = db;
    await knex.migrate.latest({ migrationSource });
    const [user] = (await knex('users')
      .insert({ email: 'sharer@example.com', password_hash: 'x' })
      .returning('id')) as { id: number }[];
    const share = (listing_type: string, listing_id: string, platform: string) => ({
      user_id: user!.id,
      listing_type,
      listing_id,
      platform,
    });
    await knex('social_shares').insert([
      share('resort', 'pueblo-bonito', 'facebook'),
      share('villa', 'pueblo-bonito', 'facebook'),
      share('villa', 'pueblo-bonito', 'twitter'),
      share('adventure', 'whale-watching', 'facebook'),
    ]);

    // The migrations after it first, newest first.
    for (const name of ['0210_villa_blocked_dates', '0200_content_studio']) {
      const [, later] = (await knex.migrate.down({ migrationSource })) as [number, string[]];
      expect(later).toEqual([name]);
    }
    const [, undone] = (await knex.migrate.down({ migrationSource })) as [number, string[]];
    expect(undone).toEqual(['0190_social_share_listing_type']);
    const kept = (await knex('social_shares').orderBy('id').select('listing_id', 'platform')) as {
      listing_id: string;
      platform: string;
    }[];
    // The first of the colliding pair stays; nothing else is lost.
    expect(kept).toEqual([
      { listing_id: 'pueblo-bonito', platform: 'facebook' },
      { listing_id: 'pueblo-bonito', platform: 'twitter' },
      { listing_id: 'whale-watching', platform: 'facebook' },
    ]);

    // Forward again: the shares stored before the kind existed count as adventure shares.
    await knex.migrate.latest({ migrationSource });
    const kinds = (await knex('social_shares').orderBy('id').pluck('listing_type')) as string[];
    expect(kinds).toEqual(['adventure', 'adventure', 'adventure']);
  });
});
