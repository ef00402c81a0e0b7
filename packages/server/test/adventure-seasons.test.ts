import { adventureSchema, apiErrorSchema, apiPath, apiPaths } from '@cabo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { migrationSource } from '../src/db/migrations/index.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { patchJson, signedInAdmin } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError } from './support/client.ts';
import { postJson, validBookings } from './support/submissions.ts';

// Cabo's 26 November 2026: whale watching (December to April) is out of season.
const app = useTestApp({ now: () => new Date('2026-11-27T05:30:00Z') });

beforeEach(async () => {
  await runSeeds(app.db);
});

const WHALES = 'whale-watching-cruise';
const whaleBooking = (date: string) => ({
  ...validBookings().adventure,
  adventureSlug: WHALES,
  date,
});
const bookings = async () => Number((await app.db.knex('bookings').count({ n: '*' }))[0]!.n);

describe('adventure seasons (docs/adventures-and-restaurants.md)', () => {
  it('answers the season with the adventure', async () => {
    const res = await fetch(`${app.url}${apiPath(apiPaths.adventure, { slug: WHALES })}`);
    const adventure = adventureSchema.parse(await res.json());
    expect(adventure.season).toEqual({ from: 12, to: 4 });
    const sailing = await fetch(
      `${app.url}${apiPath(apiPaths.adventure, { slug: 'luxury-sailing' })}`,
    );
    expect(adventureSchema.parse(await sailing.json()).season).toBeUndefined();
  });

  it('refuses a booking outside the season with a clear message, storing nothing', async () => {
    for (const date of ['2026-11-30', '2027-05-01', '2027-08-15']) {
      const res = await postJson(app.url, apiPaths.bookings, whaleBooking(date));
      expect(res.status, date).toBe(400);
      const error = apiErrorSchema.parse(res.body);
      const message = 'This adventure runs December to April: please pick a date in season';
      expect(error.message).toBe(message);
      expect(error.errors?.date).toEqual([message]);
    }
    expect(await bookings()).toBe(0);
  });

  it('accepts a date in season, and any date for an adventure without one', async () => {
    for (const date of ['2026-12-01', '2027-02-14', '2027-04-30']) {
      const res = await postJson(app.url, apiPaths.bookings, whaleBooking(date));
      expect(res.status, date).toBe(201);
    }
    const sailing = { ...validBookings().adventure, date: '2026-11-30' };
    expect((await postJson(app.url, apiPaths.bookings, sailing)).status).toBe(201);
    expect(await bookings()).toBe(4);
  });

  it('lets staff set a season, refusing half a season or a month that is not one', async () => {
    const admin = await signedInAdmin(app);
    const id = (await app.db.knex('adventures').where({ slug: 'luxury-sailing' }).first())
      .id as number;
    const item = apiPath(apiPaths.adminContentItem, { kind: 'adventures', id });

    const half = await patchJson(admin, item, { version: 1, season: { from: 6 } });
    expect(half.status).toBe(400);
    expect((await apiError(half)).errors?.['season.to']).toEqual(['Pick the month']);
    const thirteen = await patchJson(admin, item, { version: 1, season: { from: 6, to: 13 } });
    expect(thirteen.status).toBe(400);
    expect((await apiError(thirteen)).errors?.['season.to']).toEqual(['Pick the month']);

    expect((await patchJson(admin, item, { version: 1, season: { from: 6, to: 9 } })).status).toBe(
      200,
    );
    const publish = apiPath(apiPaths.adminContentPublish, { kind: 'adventures', id });
    expect((await admin.post(publish, { version: 2 })).status).toBe(200);
    const late = { ...validBookings().adventure, date: '2027-10-02' };
    const refused = await postJson(app.url, apiPaths.bookings, late);
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.parse(refused.body).message).toBe(
      'This adventure runs June to September: please pick a date in season',
    );
  });

  it('gives a database seeded before the seasons and the inclusions that agree', async () => {
    const { knex } = app.db;
    for (const name of ['0293_adventure_inclusions_agree', '0290_adventure_seasons']) {
      await knex.migrate.down({ migrationSource, name });
    }
    const seeded = [
      'Certified naturalist guide',
      'Life jackets',
      'Hydrophone to hear whale songs',
      'Bottled water',
      'Hotel transportation',
    ];
    await knex('adventures')
      .where({ title: 'Luxury Whale Watching on a Yacht' })
      .update({ included: JSON.stringify(seeded) });
    await knex.migrate.latest({ migrationSource });

    const read = async (slug: string) =>
      adventureSchema.parse(
        await (await fetch(`${app.url}${apiPath(apiPaths.adventure, { slug })}`)).json(),
      );
    const luxury = await read('luxury-whale-watching');
    expect(luxury.season).toEqual({ from: 12, to: 4 });
    expect(luxury.included).toContain('Hot coffee, mimosas and a light brunch');
    expect(luxury.included).not.toContain('Bottled water');
    expect((await read('kids-turtle-release')).season).toEqual({ from: 7, to: 12 });
  });
});
