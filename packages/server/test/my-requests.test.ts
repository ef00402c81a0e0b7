import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiPaths,
  priceBreakdown,
  REQUEST_REFERENCE_PATTERN,
  submissionReceiptSchema,
  villaPriceSummarySchema,
  visitorRequestListSchema,
  visitorRequestSchema,
} from '@cabo/contract';
import { pricingSettingsSeed } from '@cabo/data';
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

/** The e-mail written so far, parsed (subject, addressee, plain text and HTML). */
const parsedMail = () =>
  Promise.all(
    fs
      .readdirSync(mailDir)
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const parsed = await simpleParser(fs.readFileSync(path.join(mailDir, name)));
        const to = parsed.to
          ? [parsed.to]
              .flat()
              .map((a) => a.text)
              .join(', ')
          : '';
        return {
          text: `Subject: ${parsed.subject}\nTo: ${to}\n${parsed.text ?? ''}`,
          html: typeof parsed.html === 'string' ? parsed.html : '',
        };
      }),
  );

/** The e-mail written so far as text (subject, addressee and plain text). */
const mailFiles = async () => (await parsedMail()).map((m) => m.text);

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

/** A guest's villa request, its booking row, and an admin signed in to change it. */
async function villaRequestBeforeStaff() {
  const owner = await register('guest@example.com');
  const reference = await villaRequest(owner, 'guest@example.com');
  const booking = (await app.db.knex('bookings').where({ reference }).first('id')) as {
    id: number;
  };
  return { owner, reference, booking, admin: await signedInAdmin(app) };
}

describe('staff change a status', () => {
  it('confirming with a message shows it on the status page and e-mails the visitor once', async () => {
    await workers.start(outboxConfig);
    const { owner, reference, booking, admin } = await villaRequestBeforeStaff();

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
    const { booking, admin } = await villaRequestBeforeStaff();
    const res = await patchJson(admin, `/api/admin/bookings/${booking.id}`, {
      note: 'x',
      message: 'Hello',
    });
    expect(res.status).toBe(400);
    expect(await app.db.knex('outbox_messages').where({ kind: 'status_change' })).toEqual([]);
  });
});

describe('the stored price where the visitor reads it', () => {
  it('the acknowledgement, the staff alert and My requests state the stored figures, even after staff change the rates', async () => {
    const owner = await register('priced@example.com');
    const reference = await villaRequest(owner, 'priced@example.com');
    const row = (await app.db.knex('bookings').where({ reference }).first('id', 'price')) as {
      id: number;
      price: unknown;
    };
    const stored = villaPriceSummarySchema.parse(row.price);

    // Staff change every rate and the villa's nightly price before the e-mail is written.
    const admin = await signedInAdmin(app);
    const changed = {
      ...pricingSettingsSeed,
      serviceFeePercent: 20,
      ivaPercent: 8,
      depositPercent: 50,
      mxnPerUsd: 25,
      cancellationTerms: 'Changed terms: nothing is refunded after the request is made.',
    };
    expect((await admin.request('PUT', apiPaths.adminPricingSettings, changed)).status).toBe(200);
    const villa = (await app.db.knex('villas').orderBy('id').first('id')) as { id: string };
    await app.db.knex('villas').where({ id: villa.id }).update({ price_per_night: 3999 });
    await workers.start(outboxConfig);

    const words = priceBreakdown(stored);
    const expected = [
      ...[...words.charges, words.total, ...words.due].map((r) => `${r.label}: ${r.text}`),
      words.pesos,
      `Cancellation terms: ${stored.settings.cancellationTerms}`,
    ];
    const ack = await waitFor(async () =>
      (await parsedMail()).find((m) =>
        m.text.includes(`Subject: We received your request ${reference}`),
      ),
    );
    const alert = await waitFor(async () =>
      (await parsedMail()).find((m) => m.text.includes('Subject: New booking request')),
    );
    for (const mail of [ack, alert]) {
      for (const line of expected) expect(mail.text).toContain(line);
      // The HTML part states the same figures.
      expect(mail.html).toContain(words.total.text);
      expect(mail.html).toContain(words.due[0]!.text);
      expect(mail.text).not.toContain('Changed terms');
      expect(mail.text).not.toContain('(20%)');
    }
    // Written once: one acknowledgement for the booking.
    const acks = await app.db
      .knex('outbox_messages')
      .where({ record_table: 'bookings', record_id: row.id, kind: 'acknowledgement' });
    expect(acks).toHaveLength(1);

    const list = visitorRequestListSchema.parse(await (await owner.get('/api/my-requests')).json());
    const expectedPrice = {
      totalCents: stored.totalCents,
      depositCents: stored.depositCents,
      totalMxnCents: stored.totalMxnCents,
      mxnPerUsd: stored.settings.mxnPerUsd,
      mxnRateDate: stored.settings.mxnRateDate,
    };
    expect(list.items[0]).toMatchObject({ reference, price: expectedPrice });
    const page = visitorRequestSchema.parse(
      await (await owner.get(`/api/requests/${reference}`)).json(),
    );
    expect(page.price).toEqual(expectedPrice);
  });

  it('a request without a stored price shows none (a lead, a table)', async () => {
    const lead = await anonymous().post('/api/leads', validLeads().wedding);
    const { reference } = submissionReceiptSchema.parse(await lead.json());
    const token = signToken(LINK_KEY, 'request', reference, new Date(), 90);
    const page = visitorRequestSchema.parse(
      await (await anonymous().get(`/api/requests/${reference}?t=${token}`)).json(),
    );
    expect(page.price).toBeNull();
    const table = await anonymous().post('/api/bookings', validBookings().restaurant);
    const tableRef = submissionReceiptSchema.parse(await table.json()).reference;
    const tableToken = signToken(LINK_KEY, 'request', tableRef, new Date(), 90);
    const tablePage = visitorRequestSchema.parse(
      await (await anonymous().get(`/api/requests/${tableRef}?t=${tableToken}`)).json(),
    );
    expect(tablePage.price).toBeNull();
  });
});

describe('staff change a lead’s status', () => {
  async function sentLead(email = 'lead.visitor@example.com') {
    const res = await anonymous().post('/api/leads', { ...validLeads().wedding, email });
    expect(res.status).toBe(201);
    const { id, reference } = submissionReceiptSchema.parse(await res.json());
    const token = signToken(LINK_KEY, 'request', reference, new Date(), 90);
    const read = async () =>
      visitorRequestSchema.parse(
        await (await anonymous().get(`/api/requests/${reference}?t=${token}`)).json(),
      );
    return { id, reference, read };
  }

  const statusLetters = (id: number) =>
    app.db
      .knex('outbox_messages')
      .where({ record_table: 'leads', record_id: id, kind: 'status_change' });

  it('a move the visitor is told of e-mails them once, with the message on their page', async () => {
    await workers.start(outboxConfig);
    const { id, reference, read } = await sentLead();
    const admin = await signedInAdmin(app);
    const message = 'We have three villas on hold for your dates.';

    const res = await patchJson(admin, `/api/admin/leads/${id}`, { status: 'contacted', message });
    expect(res.status).toBe(200);
    // A note alone, and a move staff keep to themselves, write nothing to the visitor.
    expect((await patchJson(admin, `/api/admin/leads/${id}`, { note: 'Called' })).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'contacted', statusMessage: message });
    expect((await patchJson(admin, `/api/admin/leads/${id}`, { status: 'qualified' })).status).toBe(
      200,
    );
    expect(await statusLetters(id)).toHaveLength(1);

    const mail = await waitFor(async () =>
      (await mailFiles()).find((m) =>
        m.includes(`Subject: Your request ${reference} is in progress`),
      ),
    );
    expect(mail).toContain('To: lead.visitor@example.com');
    expect(mail).toContain(`A note from our concierge team: ${message}`);
    expect(mail).toContain(`/requests/${reference}?t=`);

    // Closing (with its reason) is the second e-mail; the page shows the new status.
    const closed = await patchJson(admin, `/api/admin/leads/${id}`, {
      status: 'closed',
      closeReason: 'other',
      closeReasonText: 'Chose another planner',
      message: 'Thank you for thinking of us.',
    });
    expect(closed.status).toBe(200);
    expect(await read()).toMatchObject({
      status: 'closed',
      statusMessage: 'Thank you for thinking of us.',
    });
    const letters = await statusLetters(id);
    expect(letters.map((l: { payload: { status: string } }) => l.payload.status)).toEqual([
      'contacted',
      'closed',
    ]);
    await waitFor(async () =>
      (await mailFiles()).find((m) => m.includes(`Subject: Your request ${reference} is closed`)),
    );
  });

  it('a spam lead’s moves send nothing; a message without a move is refused', async () => {
    const { id } = await sentLead('spammy@example.com');
    await app.db.knex('leads').where({ id }).update({ spam: true });
    const admin = await signedInAdmin(app);
    expect(
      (await patchJson(admin, `/api/admin/leads/${id}`, { status: 'contacted', message: 'Hi' }))
        .status,
    ).toBe(200);
    expect(await statusLetters(id)).toEqual([]);

    const other = await sentLead('other.lead@example.com');
    const refused = await patchJson(admin, `/api/admin/leads/${other.id}`, {
      note: 'x',
      message: 'Hello',
    });
    expect(refused.status).toBe(400);
    expect((await apiError(refused)).message).toBe(
      'A message to the visitor goes with a change of status',
    );
    const same = await patchJson(admin, `/api/admin/leads/${other.id}`, {
      status: 'new',
      message: 'Hello',
    });
    expect(same.status).toBe(400);
    expect(await statusLetters(other.id)).toEqual([]);
    expect((await other.read()).statusMessage).toBeNull();
  });
});
