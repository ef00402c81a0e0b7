import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  REQUEST_REFERENCE_PATTERN,
  submissionReceiptSchema,
  visitorRequestListSchema,
  visitorRequestSchema,
} from '@cabo/contract';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxConfig } from '../src/config.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { confirmEmailToken, signToken } from '../src/requests/links.ts';
import { patchJson, signedInAdmin } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';
import { testMailConfig } from './support/fake-destinations.ts';
import { useOutboxWorkers } from './support/outbox-workers.ts';
import { newSubmissionId, validBookings, validLeads } from './support/submissions.ts';

// From browsing to a confirmed request (docs/lead-forms.md, "After success").

const LINK_KEY = Buffer.alloc(32, 7);
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-requests-mail-'));
const outboxConfig: OutboxConfig = {
  automationWebhookUrl: null,
  tableService: null,
  mail: { ...testMailConfig({ dir: mailDir }), linkKey: LINK_KEY },
};

const app = useTestApp({ outbox: outboxConfig, security: { linkKey: LINK_KEY } });
const workers = useOutboxWorkers(app);

beforeEach(async () => {
  await runSeeds(app.db);
});

afterEach(async () => {
  await app.db.knex('pgboss.job').where('name', 'like', 'outbox.%').delete();
  for (const name of fs.readdirSync(mailDir)) fs.rmSync(path.join(mailDir, name));
});

afterAll(() => fs.rmSync(mailDir, { recursive: true, force: true }));

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function register(email: string): Promise<CookieClient> {
  const client = new CookieClient(app.url);
  const res = await client.post('/api/register', { email, password: 'long enough pw' });
  expect(res.status).toBe(201);
  return client;
}

async function villaRequest(client: CookieClient, email: string): Promise<string> {
  const villa = (await app.db.knex('villas').orderBy('id').first('id')) as { id: string };
  const res = await client.post('/api/villa-bookings', {
    submissionId: newSubmissionId(),
    startDate: day(30),
    endDate: day(34),
    guests: '2',
    villaId: villa.id,
    contactPhone: '+1 310 555 0199',
    contactEmail: email,
  });
  expect(res.status).toBe(201);
  return submissionReceiptSchema.parse(await res.json()).reference;
}

const anonymous = () => new CookieClient(app.url);

async function waitFor<T>(read: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The e-mail written so far, parsed (subject and plain text). */
const mailFiles = () =>
  Promise.all(
    fs
      .readdirSync(mailDir)
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const parsed = await simpleParser(fs.readFileSync(path.join(mailDir, name)));
        return `Subject: ${parsed.subject}\nTo: ${
          parsed.to
            ? [parsed.to]
                .flat()
                .map((a) => a.text)
                .join(', ')
            : ''
        }\n${parsed.text ?? ''}`;
      }),
  );

describe('references', () => {
  it('every receipt carries a short random reference, stored with the record; a replay gives the same', async () => {
    const lead = validLeads().wedding;
    const first = await anonymous().post('/api/leads', lead);
    expect(first.status).toBe(201);
    const receipt = submissionReceiptSchema.parse(await first.json());
    expect(receipt.reference).toMatch(REQUEST_REFERENCE_PATTERN);
    expect(receipt.statusPath).toMatch(new RegExp(`^/requests/${receipt.reference}\\?t=\\d+\\.`));
    // The receipt's own link opens the request without an account.
    expect((await anonymous().get(`/api${receipt.statusPath}`)).status).toBe(200);
    const replay = await anonymous().post('/api/leads', lead);
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    expect(submissionReceiptSchema.parse(await replay.json()).reference).toBe(receipt.reference);
    expect(await app.db.knex('leads').where({ id: receipt.id }).first('reference')).toEqual({
      reference: receipt.reference,
    });

    const booking = await anonymous().post('/api/bookings', validBookings().restaurant);
    expect(booking.status).toBe(201);
    const bookingRef = submissionReceiptSchema.parse(await booking.json()).reference;
    expect(bookingRef).toMatch(REQUEST_REFERENCE_PATTERN);
    expect(bookingRef).not.toBe(receipt.reference);
  });

  it('staff find a request by its reference in the admin search', async () => {
    const res = await anonymous().post('/api/bookings', validBookings().restaurant);
    const { reference } = submissionReceiptSchema.parse(await res.json());
    await anonymous().post('/api/bookings', validBookings().adventure);
    const admin = await signedInAdmin(app);
    const page = (await (await admin.get(`/api/admin/bookings?search=${reference}`)).json()) as {
      items: unknown[];
      total: number;
    };
    expect(page.total).toBe(1);
  });
});

describe('GET /api/requests/:reference', () => {
  it('answers the signed-in owner, and a valid signed link without a session', async () => {
    const owner = await register('owner@example.com');
    const reference = await villaRequest(owner, 'owner@example.com');

    const own = await owner.get(`/api/requests/${reference}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    const request = visitorRequestSchema.parse(await own.json());
    expect(request).toMatchObject({
      reference,
      kind: 'villa',
      status: 'pending',
      startDate: day(30),
      endDate: day(34),
      guests: 2,
      statusMessage: null,
    });

    const token = signToken(LINK_KEY, 'request', reference, new Date(), 90);
    const linked = await anonymous().get(`/api/requests/${reference}?t=${token}`);
    expect(linked.status).toBe(200);
    expect(visitorRequestSchema.parse(await linked.json()).reference).toBe(reference);
  });

  it('an expired link, or one for another request, is 410; signed out 401; another visitor 404', async () => {
    const owner = await register('owner@example.com');
    const reference = await villaRequest(owner, 'owner@example.com');
    const other = await villaRequest(owner, 'owner@example.com');

    const longAgo = new Date(Date.now() - 91 * 86_400_000);
    const expired = signToken(LINK_KEY, 'request', reference, longAgo, 90);
    const res = await anonymous().get(`/api/requests/${reference}?t=${expired}`);
    expect(res.status).toBe(410);
    expect((await apiError(res)).message).toBe('This link has expired');

    const forOther = signToken(LINK_KEY, 'request', other, new Date(), 90);
    expect((await anonymous().get(`/api/requests/${reference}?t=${forOther}`)).status).toBe(410);
    const forged = signToken(Buffer.alloc(32, 1), 'request', reference, new Date(), 90);
    expect((await anonymous().get(`/api/requests/${reference}?t=${forged}`)).status).toBe(410);

    const signedOut = await anonymous().get(`/api/requests/${reference}`);
    expect(signedOut.status).toBe(401);
    expect((await apiError(signedOut)).message).toBe('Log in to see this request');

    const stranger = await register('stranger@example.com');
    expect((await stranger.get(`/api/requests/${reference}`)).status).toBe(404);
    expect((await stranger.get('/api/requests/CBO-00000')).status).toBe(404);
    expect((await stranger.get('/api/requests/not-a-reference')).status).toBe(404);
    expect((await anonymous().get('/api/requests/not-a-reference')).status).toBe(404);
  });
});

describe('My requests', () => {
  it('lists only the visitor’s own requests, newest first; the spec’s lists answer their own kind', async () => {
    const mine = await register('mine@example.com');
    const theirs = await register('theirs@example.com');
    const first = await villaRequest(mine, 'mine@example.com');
    const second = await villaRequest(mine, 'mine@example.com');
    await villaRequest(theirs, 'theirs@example.com');

    const list = visitorRequestListSchema.parse(await (await mine.get('/api/my-requests')).json());
    expect(list.items.map((r) => r.reference)).toEqual([second, first]);

    const villas = visitorRequestListSchema.parse(
      await (await mine.get('/api/villa-bookings')).json(),
    );
    expect(villas.items.map((r) => r.reference)).toEqual([second, first]);
    const resorts = visitorRequestListSchema.parse(
      await (await mine.get('/api/resort-inquiries')).json(),
    );
    expect(resorts.items).toEqual([]);

    for (const p of ['/api/my-requests', '/api/villa-bookings', '/api/resort-inquiries']) {
      expect((await anonymous().get(p)).status).toBe(401);
    }
  });

  it('requests made before signing up join the account once its e-mail is confirmed', async () => {
    const lead = { ...validLeads().wedding, email: 'Later@Example.com' };
    const sent = await anonymous().post('/api/leads', lead);
    const { reference } = submissionReceiptSchema.parse(await sent.json());

    const visitor = await register('later@example.com');
    const before = visitorRequestListSchema.parse(
      await (await visitor.get('/api/my-requests')).json(),
    );
    expect(before.items).toEqual([]);
    expect((await visitor.get(`/api/requests/${reference}`)).status).toBe(404);

    const user = (await app.db.knex('users').where({ email: 'later@example.com' }).first('id')) as {
      id: number;
    };
    const letters = await app.db
      .knex('outbox_messages')
      .where({ record_table: 'users', record_id: user.id });
    expect(letters.map((m: { kind: string }) => m.kind)).toEqual(['account_confirmation']);

    const wrong = await anonymous().post('/api/confirm-email', {
      token: confirmEmailToken(LINK_KEY, user.id, 'someone@example.com', new Date()),
    });
    expect(wrong.status).toBe(400);
    expect((await apiError(wrong)).message).toBe(
      'This confirmation link is not valid or has expired',
    );

    const token = confirmEmailToken(LINK_KEY, user.id, 'later@example.com', new Date());
    expect((await anonymous().post('/api/confirm-email', { token })).status).toBe(204);
    const after = visitorRequestListSchema.parse(
      await (await visitor.get('/api/my-requests')).json(),
    );
    expect(after.items).toMatchObject([{ reference, kind: 'lead', status: 'new' }]);
    expect(await app.db.knex('leads').where({ reference }).first('user_id')).toEqual({
      user_id: user.id,
    });
  });

  it('the confirmation e-mail carries a link that confirms the account', async () => {
    await workers.start(outboxConfig);
    await register('linked@example.com');
    const mail = await waitFor(async () =>
      (await mailFiles()).find((m) => m.includes('To: linked@example.com')),
    );
    const link = /\/account\/confirm\?t=([\w.%-]+)/.exec(mail);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    expect((await anonymous().post('/api/confirm-email', { token })).status).toBe(204);
  });
});

describe('staff change a status', () => {
  it('confirming with a message shows it on the status page and e-mails the visitor once', async () => {
    await workers.start(outboxConfig);
    const owner = await register('guest@example.com');
    const reference = await villaRequest(owner, 'guest@example.com');
    const booking = (await app.db.knex('bookings').where({ reference }).first('id')) as {
      id: number;
    };
    const admin = await signedInAdmin(app);

    const res = await patchJson(admin, `/api/admin/bookings/${booking.id}`, {
      status: 'confirmed',
      message: 'See you at the gate at 3 pm',
    });
    expect(res.status).toBe(200);
    // A note alone tells the visitor nothing new.
    expect(
      (await patchJson(admin, `/api/admin/bookings/${booking.id}`, { note: 'Called' })).status,
    ).toBe(200);

    const page = visitorRequestSchema.parse(
      await (await owner.get(`/api/requests/${reference}`)).json(),
    );
    expect(page).toMatchObject({
      status: 'confirmed',
      statusMessage: 'See you at the gate at 3 pm',
    });

    const letters = await app.db
      .knex('outbox_messages')
      .where({ record_table: 'bookings', record_id: booking.id, kind: 'status_change' });
    expect(letters).toHaveLength(1);
    const mail = await waitFor(async () =>
      (await mailFiles()).find((m) =>
        m.includes(`Subject: Your request ${reference} is confirmed`),
      ),
    );
    expect(mail).toContain('See you at the gate at 3 pm');
    expect(mail).toContain(`/requests/${reference}?t=`);
  });

  it('a message without a change of status is refused, and nothing is stored', async () => {
    const owner = await register('guest@example.com');
    const reference = await villaRequest(owner, 'guest@example.com');
    const booking = (await app.db.knex('bookings').where({ reference }).first('id')) as {
      id: number;
    };
    const admin = await signedInAdmin(app);
    const res = await patchJson(admin, `/api/admin/bookings/${booking.id}`, {
      note: 'x',
      message: 'Hello',
    });
    expect(res.status).toBe(400);
    expect(await app.db.knex('outbox_messages').where({ kind: 'status_change' })).toEqual([]);
  });
});
