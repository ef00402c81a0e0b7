import { apiPath, apiPaths, adminLeadDetailSchema, adminLeadPageSchema } from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/accounts/passwords.ts';
import { insertUser } from '../src/accounts/repository.ts';
import { loadSubmissionRecords, writeLetter } from '../src/mail/letters.ts';
import {
  ADMIN,
  insertBookingRow,
  insertLeadRow,
  signedInAdmin,
  signedInEditor,
} from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { CookieClient } from './support/client.ts';
import { testMailConfig } from './support/fake-destinations.ts';
import { newSubmissionId, postJson, validLeads } from './support/submissions.ts';

const app = useTestApp();

const PASSWORD = 'a long staff password';

async function staff(
  username: string,
  options: { role?: 'admin' | 'editor'; optedIn?: boolean; disabled?: boolean } = {},
): Promise<number> {
  const user = await insertUser(app.db.knex, {
    username,
    email: `${username}@cabo.example`,
    passwordHash: await hashPassword(PASSWORD),
    role: options.role ?? 'admin',
  });
  await app.db
    .knex('users')
    .where({ id: user!.id })
    .update({
      receives_new_requests: options.optedIn ?? false,
      disabled_at: options.disabled ? new Date() : null,
    });
  return user!.id;
}

async function signIn(username: string): Promise<CookieClient> {
  const client = new CookieClient(app.url);
  expect((await client.post(apiPaths.adminLogin, { username, password: PASSWORD })).status).toBe(
    200,
  );
  return client;
}

/** A visitor's lead through the public form (the path round-robin runs on). */
async function submitLead(meta?: Record<string, unknown>): Promise<number> {
  const body = { ...validLeads().wedding, submissionId: newSubmissionId(), ...(meta && { meta }) };
  const res = await postJson(app.url, apiPaths.leads, body);
  expect(res.status).toBe(201);
  return (res.body as { id: number }).id;
}

const ownerOf = async (table: string, id: number) =>
  ((await app.db.knex(table).where({ id }).first('owner_id')) as { owner_id: number | null })
    .owner_id;

const ownerPath = (id: number) => apiPath(apiPaths.adminLeadOwner, { id });

describe('owners: round-robin', () => {
  it('hands new leads in turn to the active admins who opted in, never spam', async () => {
    const a = await staff('ana', { optedIn: true });
    const b = await staff('beto', { optedIn: true });
    const c = await staff('caro', { optedIn: true });
    await staff('dani'); // an admin who did not opt in
    await staff('eva', { optedIn: true, disabled: true });
    await staff('fer', { role: 'editor', optedIn: true });

    const owners: (number | null)[] = [];
    for (let i = 0; i < 6; i += 1) owners.push(await ownerOf('leads', await submitLead()));
    expect(owners).toEqual([a, b, c, a, b, c]);

    const spam = await submitLead({ website: 'https://spam.example', fillMs: 42_000 });
    expect(await ownerOf('leads', spam)).toBeNull();
    // Spam took no turn: the next lead is the next admin's.
    expect(await ownerOf('leads', await submitLead())).toBe(a);
  });

  it('concurrent submissions are shared out evenly: nobody gets two while another waits', async () => {
    const admins = [
      await staff('ana', { optedIn: true }),
      await staff('beto', { optedIn: true }),
      await staff('caro', { optedIn: true }),
    ];
    await staff('dani');
    await staff('eva', { optedIn: true, disabled: true });

    const ids = await Promise.all(Array.from({ length: 12 }, () => submitLead()));
    const rows = (await app.db.knex('leads').whereIn('id', ids).select('owner_id')) as {
      owner_id: number | null;
    }[];
    const counts = new Map<number | null, number>();
    for (const row of rows) counts.set(row.owner_id, (counts.get(row.owner_id) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(admins.map((id) => [id, 4])));

    // In the order the turns were taken, the owners rotate: no one twice in a row.
    const turns = (await app.db
      .knex('users')
      .whereIn('id', admins)
      .orderBy('last_assigned_turn')
      .pluck('last_assigned_turn')) as (string | number)[];
    expect(new Set(turns.map(Number)).size).toBe(3);
  });

  it('without anyone opted in, new leads stay unassigned', async () => {
    await staff('ana');
    expect(await ownerOf('leads', await submitLead())).toBeNull();
  });
});

describe('owners: assigning from the record', () => {
  it('an admin assigns, changes and clears the owner; each step is in the history', async () => {
    const admin = await signedInAdmin(app);
    const ana = await staff('ana');
    const beto = await staff('beto');
    const lead = await insertLeadRow(app.db.knex);

    let res = await admin.request('PUT', ownerPath(lead), { ownerId: ana });
    expect(res.status).toBe(200);
    let detail = adminLeadDetailSchema.parse(await res.json());
    expect(detail.record.owner).toEqual({ id: ana, username: 'ana', disabled: false });
    expect(detail.history[0]).toMatchObject({
      action: 'assigned',
      actor: { name: ADMIN.username },
      detail: { owner: 'ana' },
    });

    res = await admin.request('PUT', ownerPath(lead), { ownerId: beto });
    detail = adminLeadDetailSchema.parse(await res.json());
    expect(detail.record.owner?.username).toBe('beto');

    // The same owner again writes nothing.
    res = await admin.request('PUT', ownerPath(lead), { ownerId: beto });
    detail = adminLeadDetailSchema.parse(await res.json());
    expect(detail.history.filter((h) => h.action === 'assigned')).toHaveLength(2);

    res = await admin.request('PUT', ownerPath(lead), { ownerId: null });
    detail = adminLeadDetailSchema.parse(await res.json());
    expect(detail.record.owner).toBeNull();
    expect(detail.history.map((h) => h.detail?.owner)).toEqual(['Unassigned', 'beto', 'ana']);
  });

  it('bookings and guide requests take an owner the same way', async () => {
    const admin = await signedInAdmin(app);
    const ana = await staff('ana');
    const booking = await insertBookingRow(app.db.knex);
    const res = await admin.request('PUT', apiPath(apiPaths.adminBookingOwner, { id: booking }), {
      ownerId: ana,
    });
    expect(res.status).toBe(200);
    expect(await ownerOf('bookings', booking)).toBe(ana);
    const missing = await admin.request(
      'PUT',
      apiPath(apiPaths.adminGuideSubmissionOwner, { id: 999999 }),
      { ownerId: ana },
    );
    expect(missing.status).toBe(404);
  });

  it('refuses an editor (403), and a non-admin, disabled or unknown owner (400)', async () => {
    const admin = await signedInAdmin(app);
    const lead = await insertLeadRow(app.db.knex);
    const ana = await staff('ana');
    const editor = await signedInEditor(app);
    expect((await editor.request('PUT', ownerPath(lead), { ownerId: ana })).status).toBe(403);

    const writer = await staff('pablo', { role: 'editor' });
    const gone = await staff('gone', { disabled: true });
    const visitor = await insertUser(app.db.knex, {
      email: 'visitor@example.com',
      passwordHash: await hashPassword(PASSWORD),
      role: 'user',
    });
    for (const ownerId of [writer, gone, visitor!.id, 2_000_000]) {
      const res = await admin.request('PUT', ownerPath(lead), { ownerId });
      expect(res.status, String(ownerId)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_owner' });
    }
    for (const body of [{}, { ownerId: 'ana' }, { ownerId: 1.5 }, { ownerId: -1 }]) {
      const res = await admin.request('PUT', ownerPath(lead), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await ownerOf('leads', lead)).toBeNull();
    expect(await app.db.knex('admin_activity').where({ action: 'assigned' })).toHaveLength(0);
  });
});

describe('owners: the lists', () => {
  it('filters by mine, unassigned or an account, and shows a disabled owner as disabled', async () => {
    await signedInAdmin(app);
    const ana = await staff('ana');
    const beto = await staff('beto');
    const mine = await insertLeadRow(app.db.knex, { owner_id: ana, email: 'mine@example.com' });
    const betos = await insertLeadRow(app.db.knex, { owner_id: beto, email: 'b@example.com' });
    const nobodys = await insertLeadRow(app.db.knex, { email: 'n@example.com' });
    const client = await signIn('ana');

    const list = async (query: string) => {
      const res = await client.get(`${apiPaths.adminLeads}${query}`);
      expect(res.status, query).toBe(200);
      return adminLeadPageSchema.parse(await res.json()).items.map((l) => l.id);
    };
    expect(await list('?owner=mine')).toEqual([mine]);
    expect(await list('?owner=unassigned')).toEqual([nobodys]);
    expect(await list(`?owner=${beto}`)).toEqual([betos]);
    expect((await list('')).sort()).toEqual([mine, betos, nobodys].sort());
    expect((await client.get(`${apiPaths.adminLeads}?owner=someone`)).status).toBe(400);
    expect((await client.get(`${apiPaths.adminBookings}?owner=mine`)).status).toBe(200);
    expect((await client.get(`${apiPaths.adminGuideSubmissions}?owner=mine`)).status).toBe(200);

    // Disabling beto keeps his leads his, shown as disabled, and out of the round-robin.
    await app.db.knex('users').where({ id: beto }).update({ disabled_at: new Date() });
    const page = adminLeadPageSchema.parse(
      await (await client.get(`${apiPaths.adminLeads}?owner=${beto}`)).json(),
    );
    expect(page.items[0]!.owner).toEqual({ id: beto, username: 'beto', disabled: true });
  });

  it('an admin opts in to new requests for themself or another admin on the Users page', async () => {
    const admin = await signedInAdmin(app);
    const ana = await staff('ana');
    const res = await admin.request('PATCH', apiPath(apiPaths.adminUser, { id: ana }), {
      receivesNewRequests: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ receivesNewRequests: true });
    expect(await ownerOf('leads', await submitLead())).toBe(ana);
  });
});

describe('owners: the staff alert', () => {
  it('goes to the owner, the staff address copied; without an owner, to the staff address', async () => {
    const mail = testMailConfig({ dir: '/tmp' });
    const ana = await staff('ana');
    const owned = await insertLeadRow(app.db.knex, { owner_id: ana });
    const nobodys = await insertLeadRow(app.db.knex);
    const booking = await insertBookingRow(app.db.knex, { owner_id: ana });
    const leads = await loadSubmissionRecords(app.db.knex, 'leads', [owned, nobodys]);
    const bookings = await loadSubmissionRecords(app.db.knex, 'bookings', [booking]);

    expect(writeLetter('staff_alert', leads.get(owned)!, mail)).toMatchObject({
      to: 'ana@cabo.example',
      cc: mail.staffTo,
    });
    expect(writeLetter('staff_alert', bookings.get(booking)!, mail)).toMatchObject({
      to: 'ana@cabo.example',
      cc: mail.staffTo,
    });
    const alone = writeLetter('staff_alert', leads.get(nobodys)!, mail);
    expect(alone.to).toBe(mail.staffTo);
    expect(alone.cc).toBeUndefined();

    // A disabled owner is not written to.
    await app.db.knex('users').where({ id: ana }).update({ disabled_at: new Date() });
    const again = await loadSubmissionRecords(app.db.knex, 'leads', [owned]);
    expect(writeLetter('staff_alert', again.get(owned)!, mail).to).toBe(mail.staffTo);
  });
});
