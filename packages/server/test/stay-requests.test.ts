import { adminBookingPageSchema, submissionReceiptSchema } from '@cabo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/accounts/service.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';

const app = useTestApp();

beforeEach(async () => {
  await runSeeds(app.db);
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let n = 0;
const submissionId = () => `stay-request-${String(++n).padStart(8, '0')}`;

async function visitor(email = 'guest@example.com'): Promise<CookieClient> {
  const client = new CookieClient(app.url);
  const res = await client.post('/api/register', { email, password: 'long enough pw' });
  expect(res.status).toBe(201);
  return client;
}

async function smallestResort(): Promise<{ id: number; name: string; max_guests: number }> {
  return app.db
    .knex('resorts')
    .orderBy('max_guests')
    .orderBy('id')
    .first('id', 'name', 'max_guests');
}

async function aVilla(): Promise<{ id: string; name: string; max_guests: number }> {
  return app.db.knex('villas').orderBy('id').first('id', 'name', 'max_guests');
}

async function inquiry(overrides: Record<string, unknown> = {}) {
  const resort = await smallestResort();
  return {
    submissionId: submissionId(),
    startDate: day(10),
    endDate: day(14),
    guests: '2',
    resortId: resort.id,
    specialRequests: 'Ocean view, please',
    contactPhone: '+52 624 555 0101',
    contactEmail: 'guest@example.com',
    ...overrides,
  };
}

describe('POST /api/resort-inquiries', () => {
  it('is 401 with the spec message when not logged in, and stores nothing', async () => {
    const res = await new CookieClient(app.url).post('/api/resort-inquiries', await inquiry());
    expect(res.status).toBe(401);
    expect((await apiError(res)).message).toBe('Please log in to make an inquiry');
    expect(await app.db.knex('bookings').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('stores a resort booking for the user, answers 201, and a replay gets the same answer', async () => {
    const client = await visitor();
    const body = await inquiry();
    const res = await client.post('/api/resort-inquiries', body);
    expect(res.status).toBe(201);
    const receipt = submissionReceiptSchema.parse(await res.json());
    expect(receipt).toMatchObject({ submissionId: body.submissionId, status: 'pending' });

    const replay = await client.post('/api/resort-inquiries', body);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    expect(await replay.json()).toEqual(receipt);

    const rows = await app.db.knex('bookings').select('*');
    expect(rows).toHaveLength(1);
    const resort = await smallestResort();
    expect(rows[0]).toMatchObject({
      form_type: 'resort-inquiry',
      booking_type: 'resort',
      email: 'guest@example.com',
      phone: '+52 624 555 0101',
      guests: 2,
      listing_id: String(resort.id),
      listing_name: resort.name,
      special_requests: 'Ocean view, please',
      user_id: expect.any(Number),
    });
  });

  it('treats the same submission id from another user as a different payload (422)', async () => {
    const body = await inquiry();
    expect(
      (await (await visitor('a@example.com')).post('/api/resort-inquiries', body)).status,
    ).toBe(201);
    const other = await (await visitor('b@example.com')).post('/api/resort-inquiries', body);
    expect(other.status).toBe(422);
    expect((await apiError(other)).code).toBe('submission_id_reused');
  });

  it.each([
    [{ startDate: '' }, 'startDate', 'Check-in date is required'],
    [{ endDate: undefined }, 'endDate', 'Check-out date is required'],
    [{ guests: '' }, 'guests', 'Number of guests is required'],
    [{ contactPhone: '555-01' }, 'contactPhone', 'Valid phone number is required'],
    [{ contactEmail: 'nope' }, 'contactEmail', 'Valid email is required'],
    [
      { startDate: day(12), endDate: day(12) },
      'endDate',
      'Check-out date must be after check-in date',
    ],
  ])('refuses %j with the spec message (400)', async (override, field, message) => {
    const client = await visitor();
    const res = await client.post('/api/resort-inquiries', await inquiry(override));
    expect(res.status).toBe(400);
    expect((await apiError(res)).errors?.[field]).toEqual([message]);
    expect(await app.db.knex('bookings').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it("refuses more guests than the resort's maximum, a past check-in and an unknown resort", async () => {
    const client = await visitor();
    const resort = await smallestResort();
    const tooMany = await client.post(
      '/api/resort-inquiries',
      await inquiry({ guests: String(resort.max_guests + 1) }),
    );
    expect(tooMany.status).toBe(400);
    expect((await apiError(tooMany)).errors?.guests).toEqual([
      `This resort welcomes at most ${resort.max_guests} guests`,
    ]);
    const atMax = await client.post(
      '/api/resort-inquiries',
      await inquiry({ guests: String(resort.max_guests) }),
    );
    expect(atMax.status).toBe(201);

    const past = await client.post(
      '/api/resort-inquiries',
      await inquiry({ startDate: day(-3), endDate: day(2) }),
    );
    expect(past.status).toBe(400);
    expect((await apiError(past)).errors?.startDate).toEqual([
      'Check-in date cannot be in the past',
    ]);

    const unknown = await client.post(
      '/api/resort-inquiries',
      await inquiry({ resortId: 999_999 }),
    );
    expect(unknown.status).toBe(422);
    expect(await app.db.knex('bookings').count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});

describe('POST /api/villa-bookings', () => {
  async function booking(overrides: Record<string, unknown> = {}) {
    const villa = await aVilla();
    return {
      submissionId: submissionId(),
      startDate: day(20),
      endDate: day(27),
      guests: '4',
      villaId: villa.id,
      contactPhone: '+1 310 555 0199',
      contactEmail: 'guest@example.com',
      ...overrides,
    };
  }

  it('is 401 with the spec message when not logged in', async () => {
    const res = await new CookieClient(app.url).post('/api/villa-bookings', await booking());
    expect(res.status).toBe(401);
    expect((await apiError(res)).message).toBe('Please log in to make a booking');
  });

  it('stores a villa booking for the user, within the villa’s maximum guests', async () => {
    const client = await visitor();
    const villa = await aVilla();
    const ok = await client.post('/api/villa-bookings', await booking());
    expect(ok.status).toBe(201);
    const tooMany = await client.post(
      '/api/villa-bookings',
      await booking({ guests: String(villa.max_guests + 1) }),
    );
    expect(tooMany.status).toBe(400);
    expect((await apiError(tooMany)).errors?.guests).toEqual([
      `This villa welcomes at most ${villa.max_guests} guests`,
    ]);
    const unknown = await client.post(
      '/api/villa-bookings',
      await booking({ villaId: 'no-such-villa' }),
    );
    expect(unknown.status).toBe(422);
    const rows = await app.db.knex('bookings').select('booking_type', 'listing_id', 'listing_name');
    expect(rows).toEqual([
      { booking_type: 'villa', listing_id: villa.id, listing_name: villa.name },
    ]);
  });

  it('refuses check-out on or before check-in with the modal message', async () => {
    const client = await visitor();
    const res = await client.post('/api/villa-bookings', await booking({ endDate: day(19) }));
    expect(res.status).toBe(400);
    expect((await apiError(res)).message).toBe('Check-out date must be after check-in date');
  });
});

describe('admin lists', () => {
  it('show the stored records newest first, in the contract shape', async () => {
    const client = await visitor();
    const first = await inquiry();
    const second = await inquiry({ guests: '1' });
    await client.post('/api/resort-inquiries', first);
    await client.post('/api/resort-inquiries', second);

    await ensureAdmin(app.db.knex, { username: 'boss', password: 'a long admin password' });
    const admin = new CookieClient(app.url);
    await admin.post('/api/admin/login', { username: 'boss', password: 'a long admin password' });
    const res = await admin.get('/api/admin/bookings');
    expect(res.status).toBe(200);
    const list = adminBookingPageSchema.parse(await res.json()).items;
    expect(list.map((b) => b.submissionId)).toEqual([second.submissionId, first.submissionId]);
    expect(list[1]).toMatchObject({
      bookingType: 'resort',
      startDate: first.startDate,
      endDate: first.endDate,
      guests: 2,
      userId: expect.any(Number),
    });
  });
});
