import type { Knex } from 'knex';

/**
 * An adventure's season (docs/adventures-and-restaurants.md, "Seasons"): the first and last
 * month it runs, both or neither. The seeded seasonal trips get theirs here, since a database
 * seeded before keeps its rows (whale watching December to April, the turtle release July to
 * December); a trip staff already gave a season keeps it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('adventures', (t) => {
    t.smallint('season_from').nullable();
    t.smallint('season_to').nullable();
  });
  await knex.raw(`alter table adventures add constraint adventures_season_check check (
    (season_from is null and season_to is null)
    or (season_from between 1 and 12 and season_to between 1 and 12))`);
  const seasons = [
    { pattern: '%whale%', from: 12, to: 4 },
    { pattern: '%turtle%', from: 7, to: 12 },
  ];
  for (const { pattern, from, to } of seasons) {
    await knex('adventures')
      .whereILike('title', pattern)
      .whereNull('season_from')
      .update({ season_from: from, season_to: to });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table adventures drop constraint adventures_season_check');
  await knex.schema.alterTable('adventures', (t) => {
    t.dropColumn('season_to');
    t.dropColumn('season_from');
  });
}
