import {
  VILLA_CONFIRM_OVERLAP,
  VILLA_DATES_UNAVAILABLE,
  villaAvailabilityListSchema,
  villaDetailSchema,
} from '@cabo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { sampleStayAnchor, sampleStays } from '@cabo/data';
import { seedSampleVillaBookings } from '../src/db/seeds/sample-bookings.ts';
import { insertBookingRow, patchJson, signedInAdmin, signedInVisitor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';

const app = useTestApp();

beforeEach(async () => {
  await runSeeds(app.db);
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let n = 0;
const submissionId = () => `villa-avail-${String(++n).padStart(9, '0')}`;

async function aVilla(): Promise<{ id: string; slug: string; name: string }> {
  return app.db.knex('villas').orderBy('id').first('id', 'slug', 'name');
}

/** A confirmed stay of the villa from day(from) to day(to). */
async function heldStay(villaId: string, from: number, to: number, status = 'confirmed') {
  return insertBookingRow(app.db.knex, {
    listing_id: villaId,
    status,
    start_date: day(from),
    end_date: day(to),
  });
}

const bookings = async () => Number((await app.db.knex('bookings').count({ n: '*' }))[0]!.n);

async function request(villaId: string, from: number, to: number) {
  return {
    submissionId: submissionId(),
    startDate: day(from),
    endDate: day(to),
    guests: '2',
    villaId,
    contactPhone: '+1 310 555 0199',
    contactEmail: 'guest@example.com',
  };
}

describe('GET /api/villa-availability', () => {
  it('lists every villa with the nights its confirmed bookings hold, soonest first', async () => {
    const villa = await aVilla();
    await heldStay(villa.id, 40, 44);
    await heldStay(villa.id, 20, 23);
    await heldStay(villa.id, 30, 33, 'pending');
    await heldStay(villa.id, 50, 53, 'cancelled');
    await heldStay(villa.id, -10, -5);

    const res = await new CookieClient(app.url).get('/api/villa-availability');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = villaAvailabilityListSchema.parse(await res.json());
    expect(list).toHaveLength(Number((await app.db.knex('villas').count({ n: '*' }))[0]!.n));
    expect(list.find((v) => v.villaId === villa.id)).toEqual({
      villaId: villa.id,
      slug: villa.slug,
      unavailable: [
        { start: day(20), end: day(23) },
        { start: day(40), end: day(44) },
      ],
    });
    expect(
      list.filter((v) => v.villaId !== villa.id).every((v) => v.unavailable.length === 0),
    ).toBe(true);
  });

  it('follows an admin confirming a booking at once (not cached)', async () => {
    const villa = await aVilla();
    const id = await heldStay(villa.id, 20, 23, 'pending');
    const client = new CookieClient(app.url);
    const before = villaAvailabilityListSchema.parse(
      await (await client.get('/api/villa-availability')).json(),
    );
    expect(before.find((v) => v.villaId === villa.id)?.unavailable).toEqual([]);
    const admin = await signedInAdmin(app);
    expect(
      (await patchJson(admin, `/api/admin/bookings/${id}`, { status: 'confirmed' })).status,
    ).toBe(200);
    const after = villaAvailabilityListSchema.parse(
      await (await client.get('/api/villa-availability')).json(),
    );
    expect(after.find((v) => v.villaId === villa.id)?.unavailable).toEqual([
      { start: day(20), end: day(23) },
    ]);
  });
});

describe('POST /api/villa-bookings and held nights', () => {
  it('refuses a request sharing a night with a confirmed booking (409) and stores nothing', async () => {
    const villa = await aVilla();
    await heldStay(villa.id, 20, 25);
    const client = await signedInVisitor(app);
    for (const [from, to] of [
      [18, 21],
      [24, 30],
      [21, 23],
      [15, 40],
    ] as const) {
      const res = await client.post('/api/villa-bookings', await request(villa.id, from, to));
      expect(res.status).toBe(409);
      const error = await apiError(res);
      expect(error).toMatchObject({ code: 'dates_unavailable', message: VILLA_DATES_UNAVAILABLE });
    }
    expect(await bookings()).toBe(1);
    expect(await app.db.knex('submission_receipts').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('takes stays that end on the check-in day or start on the check-out day', async () => {
    const villa = await aVilla();
    await heldStay(villa.id, 20, 25);
    const client = await signedInVisitor(app);
    expect((await client.post('/api/villa-bookings', await request(villa.id, 17, 20))).status).toBe(
      201,
    );
    expect((await client.post('/api/villa-bookings', await request(villa.id, 25, 28))).status).toBe(
      201,
    );
    // Pending and cancelled requests hold nothing: the owner confirms one of them later.
    await heldStay(villa.id, 30, 35, 'pending');
    await heldStay(villa.id, 40, 45, 'cancelled');
    expect((await client.post('/api/villa-bookings', await request(villa.id, 31, 33))).status).toBe(
      201,
    );
    expect((await client.post('/api/villa-bookings', await request(villa.id, 41, 43))).status).toBe(
      201,
    );
    // Another villa's held nights are not this one's.
    const other = await app.db.knex('villas').whereNot('id', villa.id).first('id');
    await heldStay(other.id, 50, 55);
    expect((await client.post('/api/villa-bookings', await request(villa.id, 50, 55))).status).toBe(
      201,
    );
  });

  it('refuses check-out before check-in with the contract message (400)', async () => {
    const villa = await aVilla();
    const client = await signedInVisitor(app);
    const res = await client.post('/api/villa-bookings', await request(villa.id, 24, 20));
    expect(res.status).toBe(400);
    const error = await apiError(res);
    expect(error.message).toBe('Check-out date must be after check-in date');
    expect(error.errors?.endDate).toEqual(['Check-out date must be after check-in date']);
    expect(await bookings()).toBe(0);
  });

  it('refuses the villa modal of POST /api/bookings over held nights too', async () => {
    const villa = await aVilla();
    await heldStay(villa.id, 20, 25);
    const res = await new CookieClient(app.url).post('/api/bookings', {
      submissionId: submissionId(),
      bookingType: 'villa',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: '+52 624 555 0101',
      startDate: day(22),
      endDate: day(26),
      guests: 2,
      formName: 'villa-booking',
      formData: { villaName: villa.name, villaId: villa.id },
    });
    expect(res.status).toBe(409);
    expect((await apiError(res)).message).toBe(VILLA_DATES_UNAVAILABLE);
    expect(await bookings()).toBe(1);
  });
});

describe('confirming villa bookings', () => {
  it('refuses to confirm a booking over nights another confirmed booking holds', async () => {
    const villa = await aVilla();
    await heldStay(villa.id, 20, 25);
    const overlapping = await heldStay(villa.id, 24, 27, 'pending');
    const admin = await signedInAdmin(app);
    const res = await patchJson(admin, `/api/admin/bookings/${overlapping}`, {
      status: 'confirmed',
    });
    expect(res.status).toBe(409);
    expect((await apiError(res)).message).toBe(VILLA_CONFIRM_OVERLAP);
    const row = await app.db.knex('bookings').where({ id: overlapping }).first('status');
    expect(row.status).toBe('pending');
    // Cancelling or noting it is still fine.
    expect(
      (await patchJson(admin, `/api/admin/bookings/${overlapping}`, { status: 'cancelled' }))
        .status,
    ).toBe(200);
  });

  it('lets only one of two overlapping bookings confirmed at the same time through', async () => {
    const villa = await aVilla();
    const a = await heldStay(villa.id, 20, 25, 'pending');
    const b = await heldStay(villa.id, 22, 28, 'pending');
    const admin = await signedInAdmin(app);
    const statuses = (
      await Promise.all(
        [a, b].map((id) => patchJson(admin, `/api/admin/bookings/${id}`, { status: 'confirmed' })),
      )
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
    const confirmed = await app.db
      .knex('bookings')
      .where({ status: 'confirmed' })
      .count({ n: '*' });
    expect(Number(confirmed[0]!.n)).toBe(1);
  });
});

describe('sample confirmed bookings (seed)', () => {
  it('holds fixed nights ahead of the seed day, once, on the first Saturday 21+ days out', async () => {
    const today = new Date('2026-03-04T15:00:00Z'); // a Wednesday
    expect(sampleStayAnchor(today).toISOString().slice(0, 10)).toBe('2026-03-28');
    await seedSampleVillaBookings(app.db.knex, today);
    await seedSampleVillaBookings(app.db.knex, today);
    const rows = await app.db
      .knex('bookings')
      .join('villas', 'villas.id', 'bookings.listing_id')
      .orderBy('villas.slug')
      .select(
        'villas.slug',
        'bookings.status',
        app.db.knex.raw(`to_char(start_date, 'YYYY-MM-DD') as start`),
        app.db.knex.raw(`to_char(end_date, 'YYYY-MM-DD') as "end"`),
      );
    expect(rows).toEqual(
      sampleStays(today)
        .map((s) => ({ ...s, status: 'confirmed' }))
        .sort((x, y) => x.slug.localeCompare(y.slug)),
    );
    expect(rows.find((r) => r.slug === 'villa-bellissima')).toMatchObject({
      start: '2026-03-28',
      end: '2026-04-04',
    });

    // A later start moves only the stays that have ended.
    const later = new Date('2026-04-05T10:00:00Z');
    await seedSampleVillaBookings(app.db.knex, later);
    const starts = (
      (await app.db
        .knex('bookings')
        .orderBy('submission_id')
        .select(app.db.knex.raw(`to_char(start_date, 'YYYY-MM-DD') as start`))) as {
        start: string;
      }[]
    ).map((r) => r.start);
    expect(starts).toEqual(['2026-05-02', '2026-04-11', '2026-05-05']);
  });
});

describe('GET /api/villas/:slug', () => {
  it("includes the villa's 'Good to know' facts", async () => {
    const villa = await aVilla();
    const res = await new CookieClient(app.url).get(`/api/villas/${villa.slug}`);
    expect(res.status).toBe(200);
    const detail = villaDetailSchema.parse(await res.json());
    expect(detail.goodToKnow.airportMinutes).toBeGreaterThan(0);
    expect(detail.goodToKnow.walkableTo.length).toBeGreaterThan(0);
  });
});
