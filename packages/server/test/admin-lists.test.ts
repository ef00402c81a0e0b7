import {
  ADMIN_PAGE_SIZE,
  adminBookingPageSchema,
  adminGuideSubmissionPageSchema,
  adminLeadPageSchema,
  apiPaths,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import {
  insertBookingRow,
  insertGuideRow,
  insertLeadRow,
  march,
  signedInAdmin,
} from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError } from './support/client.ts';

const app = useTestApp();
const knex = () => app.db.knex;

async function leads(query = '') {
  const res = await (await signedInAdmin(app)).get(`${apiPaths.adminLeads}${query}`);
  expect(res.status).toBe(200);
  return adminLeadPageSchema.parse(await res.json());
}
async function bookings(query = '') {
  const res = await (await signedInAdmin(app)).get(`${apiPaths.adminBookings}${query}`);
  expect(res.status).toBe(200);
  return adminBookingPageSchema.parse(await res.json());
}
async function guides(query = '') {
  const res = await (await signedInAdmin(app)).get(`${apiPaths.adminGuideSubmissions}${query}`);
  expect(res.status).toBe(200);
  return adminGuideSubmissionPageSchema.parse(await res.json());
}

describe('GET /api/admin/leads', () => {
  it('answers a page, newest first, with the total and the full records', async () => {
    await insertLeadRow(knex(), { submission_id: 'older-lead', created_at: march(10) });
    await insertLeadRow(knex(), { submission_id: 'newer-lead', created_at: march(12) });
    const page = await leads();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(page.items.map((l) => l.submissionId)).toEqual(['newer-lead', 'older-lead']);
    expect(page.items[0]).toMatchObject({
      firstName: 'Sofía',
      phone: null,
      interestType: 'wedding',
      status: 'new',
      formData: { guestCount: '80' },
      createdAt: '2026-03-12T10:00:00.000Z',
    });
  });

  it('pages: page 2 of 3-row pages holds the next rows, the total stays', async () => {
    for (let day = 1; day <= 7; day += 1) {
      await insertLeadRow(knex(), { submission_id: `day-${day}`, created_at: march(day) });
    }
    const second = await leads('?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(second.items.map((l) => l.submissionId)).toEqual(['day-4', 'day-3', 'day-2']);
    const beyond = await leads('?page=9&pageSize=3');
    expect(beyond).toMatchObject({ total: 7, items: [] });
  });

  it("filters by status and interest exactly, 'all' switching a filter off", async () => {
    await insertLeadRow(knex(), { submission_id: 'w-new', interest_type: 'wedding' });
    await insertLeadRow(knex(), {
      submission_id: 'w-contacted',
      interest_type: 'wedding',
      status: 'contacted',
    });
    await insertLeadRow(knex(), {
      submission_id: 'v-contacted',
      interest_type: 'villa',
      status: 'contacted',
    });
    const ids = (page: { items: { submissionId: string }[] }) =>
      page.items.map((l) => l.submissionId).sort();
    expect(ids(await leads('?status=contacted'))).toEqual(['v-contacted', 'w-contacted']);
    expect(ids(await leads('?status=contacted&interest=wedding'))).toEqual(['w-contacted']);
    expect(ids(await leads('?status=all&interest=wedding'))).toEqual(['w-contacted', 'w-new']);
    expect((await leads('?status=converted')).total).toBe(0);
  });

  it('searches e-mail, first and last name case-insensitively, wildcards taken literally', async () => {
    await insertLeadRow(knex(), { submission_id: 'by-email', email: 'Golf.Fan@Example.com' });
    await insertLeadRow(knex(), {
      submission_id: 'by-first',
      first_name: 'GOLFINA',
      email: 'a@example.com',
    });
    await insertLeadRow(knex(), {
      submission_id: 'by-last',
      last_name: 'McGolf',
      email: 'b@example.com',
    });
    await insertLeadRow(knex(), {
      submission_id: 'phone-only',
      phone: 'golf 555',
      email: 'c@example.com',
    });
    await insertLeadRow(knex(), { submission_id: 'percent', email: 'x_100%@example.com' });
    const ids = (page: { items: { submissionId: string }[] }) =>
      page.items.map((l) => l.submissionId).sort();
    expect(ids(await leads('?search=golf'))).toEqual(['by-email', 'by-first', 'by-last']);
    expect(ids(await leads(`?search=${encodeURIComponent('_100%')}`))).toEqual(['percent']);
    expect(ids(await leads(`?search=${encodeURIComponent('%')}`))).toEqual(['percent']);
  });

  it('counts earlier leads with the same e-mail (a returning visitor)', async () => {
    await insertLeadRow(knex(), {
      submission_id: 'first',
      email: 'ana@example.com',
      created_at: march(1),
    });
    await insertLeadRow(knex(), {
      submission_id: 'second',
      email: 'ANA@example.com',
      created_at: march(5),
    });
    await insertLeadRow(knex(), {
      submission_id: 'third',
      email: 'ana@example.COM',
      created_at: march(9),
    });
    await insertLeadRow(knex(), {
      submission_id: 'stranger',
      email: 'bo@example.com',
      created_at: march(7),
    });
    const page = await leads();
    expect(Object.fromEntries(page.items.map((l) => [l.submissionId, l.previousLeads]))).toEqual({
      third: 2,
      stranger: 0,
      second: 1,
      first: 0,
    });
  });

  it('sorts by a chosen column either way', async () => {
    await insertLeadRow(knex(), {
      submission_id: 'b',
      email: 'b@example.com',
      created_at: march(1),
    });
    await insertLeadRow(knex(), {
      submission_id: 'c',
      email: 'C@example.com',
      created_at: march(2),
    });
    await insertLeadRow(knex(), {
      submission_id: 'a',
      email: 'a@example.com',
      created_at: march(3),
    });
    const ids = (page: { items: { submissionId: string }[] }) =>
      page.items.map((l) => l.submissionId);
    expect(ids(await leads('?sort=email&direction=ascending'))).toEqual(['a', 'b', 'c']);
    expect(ids(await leads('?sort=email&direction=descending'))).toEqual(['c', 'b', 'a']);
    expect(ids(await leads('?sort=createdAt&direction=ascending'))).toEqual(['b', 'c', 'a']);
  });

  it('refuses a filter value it does not know with the contract error shape', async () => {
    const admin = await signedInAdmin(app);
    for (const query of [
      '?status=pending',
      '?interest=golf',
      '?page=0',
      '?pageSize=1000',
      '?sort=phone',
    ]) {
      const res = await admin.get(`${apiPaths.adminLeads}${query}`);
      expect.soft(res.status, query).toBe(400);
      expect.soft((await apiError(res)).code, query).toBe('validation_failed');
    }
  });

  it('stops answering once the admin logs out', async () => {
    const client = await signedInAdmin(app);
    expect((await client.get(apiPaths.adminLeads)).status).toBe(200);
    expect((await client.post('/api/logout')).status).toBe(204);
    expect((await client.get(apiPaths.adminLeads)).status).toBe(401);
  });
});

describe('GET /api/admin/bookings', () => {
  it('filters by status and type, searches names and e-mail, newest first', async () => {
    await insertBookingRow(knex(), {
      submission_id: 'villa-pending',
      created_at: march(1),
      email: 'noah@example.com',
    });
    await insertBookingRow(knex(), {
      submission_id: 'villa-confirmed',
      status: 'confirmed',
      created_at: march(2),
      last_name: 'Noahson',
    });
    await insertBookingRow(knex(), {
      submission_id: 'restaurant-pending',
      booking_type: 'restaurant',
      end_date: null,
      created_at: march(3),
      first_name: null,
      last_name: null,
    });
    const ids = (page: { items: { submissionId: string }[] }) =>
      page.items.map((b) => b.submissionId);
    expect(ids(await bookings())).toEqual([
      'restaurant-pending',
      'villa-confirmed',
      'villa-pending',
    ]);
    expect(ids(await bookings('?status=pending'))).toEqual(['restaurant-pending', 'villa-pending']);
    expect(ids(await bookings('?type=villa&status=confirmed'))).toEqual(['villa-confirmed']);
    expect(ids(await bookings('?type=all&search=NOAH'))).toEqual([
      'villa-confirmed',
      'villa-pending',
    ]);
    const [restaurant] = (await bookings('?type=restaurant')).items;
    expect(restaurant).toMatchObject({ firstName: null, startDate: '2026-04-10', endDate: null });
  });
});

describe('GET /api/admin/guide-submissions', () => {
  it('matches the guide word inside the type and searches e-mail and first name only', async () => {
    await insertGuideRow(knex(), { submission_id: 'cabo', created_at: march(1) });
    await insertGuideRow(knex(), {
      submission_id: 'villa',
      guide_type: 'Villa Guide',
      created_at: march(2),
      interest_areas: JSON.stringify(['Beaches']),
    });
    await insertGuideRow(knex(), {
      submission_id: 'resort',
      guide_type: 'Resort Guide',
      created_at: march(3),
      last_name: 'Villalobos',
      email: 'r@example.com',
      first_name: 'Rita',
    });
    const ids = (page: { items: { submissionId: string }[] }) =>
      page.items.map((g) => g.submissionId);
    expect(ids(await guides())).toEqual(['resort', 'villa', 'cabo']);
    expect(ids(await guides('?guide=Cabo'))).toEqual(['cabo']);
    expect(ids(await guides('?guide=Villa'))).toEqual(['villa']);
    expect(ids(await guides('?guide=Resort'))).toEqual(['resort']);
    // The last name is not searched for guides.
    expect(ids(await guides('?search=villalobos'))).toEqual([]);
    expect(ids(await guides('?search=RITA'))).toEqual(['resort']);
    expect((await guides('?guide=Villa')).items[0]).toMatchObject({
      lastName: 'Lee',
      interestAreas: ['Beaches'],
    });
  });
});
