import type { Knex } from 'knex';
import { expect } from 'vitest';
import { hashPassword } from '../../src/accounts/passwords.ts';
import { insertUser } from '../../src/accounts/repository.ts';
import { ensureAdmin } from '../../src/accounts/service.ts';
import type { TestApp } from './app.ts';
import { CookieClient } from './client.ts';

export const ADMIN = { username: 'boss', password: 'a long admin password' };

/** A client signed in as the admin (created on first use after each truncate). */
export async function signedInAdmin(app: TestApp): Promise<CookieClient> {
  await ensureAdmin(app.db.knex, ADMIN);
  const client = new CookieClient(app.url);
  const res = await client.post('/api/admin/login', ADMIN);
  expect(res.status).toBe(200);
  return client;
}

export const EDITOR = { username: 'writer', password: 'a long editor password' };

/** A client signed in as an editor (created on first use after each truncate). */
export async function signedInEditor(app: TestApp): Promise<CookieClient> {
  await insertUser(app.db.knex, {
    username: EDITOR.username,
    passwordHash: await hashPassword(EDITOR.password),
    role: 'editor',
  });
  const client = new CookieClient(app.url);
  const res = await client.post('/api/admin/login', EDITOR);
  expect(res.status).toBe(200);
  return client;
}

/** A client signed in as an ordinary visitor (role 'user'). */
export async function signedInVisitor(
  app: TestApp,
  email = 'visitor@example.com',
): Promise<CookieClient> {
  const client = new CookieClient(app.url);
  const res = await client.post('/api/register', { email, password: 'a long visitor password' });
  expect(res.status).toBe(201);
  return client;
}

export const patchJson = (client: CookieClient, path: string, body: unknown) =>
  client.request('PATCH', path, body);

let serial = 0;
const nextId = (prefix: string) => `${prefix}-${(serial += 1)}`;

/** Stores a lead row directly (the admin reads what the forms stored). */
export async function insertLeadRow(
  knex: Knex,
  row: Partial<Record<string, unknown>> & { created_at?: Date | string } = {},
): Promise<number> {
  const [inserted] = (await knex('leads')
    .insert({
      submission_id: nextId('lead'),
      first_name: 'Sofía',
      last_name: 'Ramírez',
      email: 'sofia@example.com',
      interest_type: 'wedding',
      source: 'website',
      status: 'new',
      form_name: 'wedding',
      form_data: JSON.stringify({ guestCount: '80' }),
      ...row,
    })
    .returning('id')) as { id: number }[];
  return inserted!.id;
}

export async function insertBookingRow(
  knex: Knex,
  row: Partial<Record<string, unknown>> & { created_at?: Date | string } = {},
): Promise<number> {
  const [inserted] = (await knex('bookings')
    .insert({
      form_type: 'booking',
      submission_id: nextId('booking'),
      booking_type: 'villa',
      status: 'pending',
      first_name: 'Olivia',
      last_name: 'Brooks',
      email: 'olivia@example.com',
      start_date: '2026-04-10',
      end_date: '2026-04-15',
      guests: 2,
      source: 'website',
      form_data: JSON.stringify({ villaName: 'Villa Las Rocas' }),
      ...row,
    })
    .returning('id')) as { id: number }[];
  return inserted!.id;
}

export async function insertGuideRow(
  knex: Knex,
  row: Partial<Record<string, unknown>> & { created_at?: Date | string } = {},
): Promise<number> {
  const [inserted] = (await knex('guide_submissions')
    .insert({
      submission_id: nextId('guide'),
      first_name: 'Hannah',
      last_name: 'Lee',
      email: 'hannah@example.com',
      guide_type: 'Ultimate Cabo Guide 2025',
      source: 'website',
      status: 'pending',
      interest_areas: JSON.stringify([]),
      form_name: 'ultimate-cabo-guide-2025-guide',
      form_data: JSON.stringify({ requestType: 'Guide Download' }),
      ...row,
    })
    .returning('id')) as { id: number }[];
  return inserted!.id;
}

/** 'yyyy-MM-ddTHH:00:00Z' on day `day` of March 2026: fixtures ordered by day. */
export const march = (day: number, hour = 10) =>
  new Date(`2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`);
