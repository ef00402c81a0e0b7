import { apiPath, apiPaths, outboxItemSchema, outboxPageSchema } from '@cabo/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxConfig } from '../src/config.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import type { OutboxMessageRow } from '../src/submissions/outbox-repository.ts';
import { signedInAdmin } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import {
  eventually,
  startFakeHttp,
  startFakeSmtp,
  testMailConfig,
} from './support/fake-destinations.ts';
import { useOutboxWorkers } from './support/outbox-workers.ts';
import { postJson, validBookings, validGuide, validLeads } from './support/submissions.ts';

// Local fakes on 127.0.0.1 for every destination, and timings short enough for a test:
// 3 attempts (retry limit 2), backoff from 1 s (retry 1 after 1-2 s, retry 2 after 2-4 s).
const webhook = await startFakeHttp();
const tables = await startFakeHttp();
const smtp = await startFakeSmtp();

const config: OutboxConfig = {
  automationWebhookUrl: `${webhook.url}/hooks/catch/a1b2c3`,
  tableService: { url: `${tables.url}/v0`, token: 'patCaboTest123456', baseId: 'appCabo' },
  delivery: { retryLimit: 2, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
  mail: testMailConfig({ smtp }),
};

const app = useTestApp({ outbox: config });
const workers = useOutboxWorkers(app);

beforeEach(() => {
  webhook.reset();
  tables.reset();
  smtp.reset();
});

afterAll(async () => {
  await Promise.all([webhook.close(), tables.close(), smtp.close()]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rows(where: Partial<OutboxMessageRow> = {}): Promise<OutboxMessageRow[]> {
  return (await app.db.knex('outbox_messages').where(where).orderBy('id')) as OutboxMessageRow[];
}

async function row(where: Partial<OutboxMessageRow>): Promise<OutboxMessageRow> {
  const found = await rows(where);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** Waits until the single outbox row matching `where` is in `state`. */
const until = (where: Partial<OutboxMessageRow>, state: OutboxMessageRow['state']) =>
  eventually(
    async () => {
      const [found] = await rows(where);
      return found?.state === state ? found : undefined;
    },
    `${JSON.stringify(where)} to be ${state}`,
  );

const forLead = (submissionId: string) => (r: { body: unknown }) =>
  (r.body as { data?: { submissionId?: string } }).data?.submissionId === submissionId;

describe('forwarding with retries', () => {
  it('a lead posted while the webhook is down is delivered once after it comes back', async () => {
    await webhook.down();
    await workers.start(config);
    const lead = validLeads().wedding;
    expect((await postJson(app.url, apiPaths.leads, lead)).status).toBe(201);

    const failed = await until({ destination: 'automation_webhook' }, 'failed');
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(failed.next_attempt_at).not.toBeNull();

    await webhook.up();
    const sent = await until({ destination: 'automation_webhook' }, 'sent');
    expect(sent.attempts).toBe(2);
    expect(webhook.requests.filter(forLead(lead.submissionId))).toHaveLength(1);
    const [delivery] = webhook.accepted();
    expect(delivery).toMatchObject({
      method: 'POST',
      path: '/hooks/catch/a1b2c3',
      headers: { 'idempotency-key': `lead.created/leads/${lead.submissionId}` },
      body: {
        type: 'lead.created',
        version: 1,
        data: { email: lead.email, formName: 'wedding' },
      },
    });
    // Nothing more arrives later: the delivery is done.
    await sleep(1500);
    expect(webhook.requests).toHaveLength(1);
    expect(workers.errors).toEqual([]);
  });

  it('a table service that fails twice, then answers, gets the record once', async () => {
    tables.failNext(2);
    await workers.start(config);
    const lead = validLeads()['luxury-concierge'];
    expect((await postJson(app.url, apiPaths.leads, lead)).status).toBe(201);

    const sent = await until({ destination: 'table_service' }, 'sent');
    expect(sent).toMatchObject({ attempts: 3, max_attempts: 3, last_error: null });
    expect(tables.requests.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(tables.accepted()).toHaveLength(1);
    const [kept] = tables.accepted();
    expect(kept!.path).toBe('/v0/appCabo/contact_form');
    expect(kept!.headers.authorization).toBe('Bearer patCaboTest123456');
    const { records } = kept!.body as { records: { fields: Record<string, unknown> }[] };
    expect(records).toHaveLength(1);
    expect(records[0]!.fields).toMatchObject({
      formName: 'luxury-concierge',
      submissionId: lead.submissionId,
      email: lead.email,
    });
    expect(records[0]!.fields.submissionDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // randomId: drawn once when queued, so every attempt sent the same record.
    expect(records[0]!.fields.randomId).toMatch(/^[0-9a-z]{10}$/);
    const randomIds = tables.requests.map(
      (r) =>
        (r.body as { records: { fields: { randomId?: unknown } }[] }).records[0]!.fields.randomId,
    );
    expect(randomIds).toEqual([
      records[0]!.fields.randomId,
      records[0]!.fields.randomId,
      records[0]!.fields.randomId,
    ]);
    await sleep(1500);
    expect(tables.requests).toHaveLength(3);
  });

  it('after the last attempt the delivery is dead, listed by the outbox API, and a retry delivers it', async () => {
    webhook.failNext(1000);
    await workers.start(config);
    const lead = validLeads().influencer;
    expect((await postJson(app.url, apiPaths.leads, lead)).status).toBe(201);

    const dead = await until({ destination: 'automation_webhook' }, 'dead');
    expect(dead).toMatchObject({ attempts: 3, max_attempts: 3, next_attempt_at: null });
    expect(webhook.requests).toHaveLength(3);

    const admin = await signedInAdmin(app);
    const listed = await admin.get(`${apiPaths.adminOutbox}?state=dead`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const page = outboxPageSchema.parse(await listed.json());
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: dead.id,
      destination: 'automation_webhook',
      kind: 'lead.created',
      recordTable: 'leads',
      submissionId: lead.submissionId,
      state: 'dead',
      attempts: 3,
      maxAttempts: 3,
      lastError: 'HTTP 503 Service Unavailable',
      destinationConfigured: true,
    });

    webhook.failNext(0);
    const retry = await admin.post(apiPath(apiPaths.adminOutboxRetry, { id: dead.id }));
    expect(retry.status).toBe(200);
    expect(outboxItemSchema.parse(await retry.json())).toMatchObject({ state: 'waiting' });

    const sent = await until({ destination: 'automation_webhook' }, 'sent');
    expect(sent.attempts).toBe(4);
    expect(webhook.accepted()).toHaveLength(1);
    expect(webhook.accepted().filter(forLead(lead.submissionId))).toHaveLength(1);

    // A sent delivery is not retried; an unknown one is not found.
    expect((await admin.post(apiPath(apiPaths.adminOutboxRetry, { id: dead.id }))).status).toBe(
      409,
    );
    expect((await admin.post(apiPath(apiPaths.adminOutboxRetry, { id: 99999 }))).status).toBe(404);
    const sentPage = outboxPageSchema.parse(
      await (await admin.get(`${apiPaths.adminOutbox}?state=sent`)).json(),
    );
    expect(sentPage.items.map((i) => i.id)).toContain(dead.id);
  });
});

describe('queue maintenance', () => {
  it('a delivery whose worker died mid-attempt is given back by maintenance and sent once', async () => {
    const lead = validLeads().wedding;
    expect((await postJson(app.url, apiPaths.leads, lead)).status).toBe(201);
    // Fault injection: a worker fetched the webhook job two hours ago and never came back
    // (the job is active, far past its lease).
    const crashed = await app.db
      .knex('pgboss.job')
      .where({ name: 'outbox.automation_webhook' })
      .update({ state: 'active', started_on: app.db.knex.raw("now() - interval '2 hours'") });
    expect(crashed).toBe(1);

    await workers.start({
      ...config,
      delivery: { ...config.delivery, maintenanceIntervalSeconds: 1 },
    });
    const sent = await until({ destination: 'automation_webhook' }, 'sent');
    expect(sent.attempts).toBe(1);
    expect(webhook.accepted().filter(forLead(lead.submissionId))).toHaveLength(1);
    const job = await app.db.knex('pgboss.job').where({ id: sent.job_id }).first('state', 'output');
    expect(job).toMatchObject({ state: 'completed' });
  });
});

describe('e-mail over SMTP', () => {
  it('a guide request sends one e-mail with the guide link, then the request is sent', async () => {
    await workers.start(config);
    const guide = validGuide();
    const res = await postJson(app.url, apiPaths.guideSubmissions, guide);
    expect(res.status).toBe(201);
    const { id } = res.body as { id: number };

    await eventually(
      async () =>
        (await app.db.knex('guide_submissions').where({ id }).first('status'))?.status === 'sent',
      'the guide request to be sent',
    );
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.to).toMatchObject({ text: guide.email });
    expect(mail!.from?.value[0]).toMatchObject({
      name: 'Cabo Concierge',
      address: 'concierge@cabo.example',
    });
    expect(mail!.subject).toBe(`Your ${guide.guideType} is here`);
    expect(mail!.text).toContain('https://cabo.example/cabo-travel.pdf');
    expect(mail!.html).toContain('href="https://cabo.example/cabo-travel.pdf"');
    expect(await row({ destination: 'email' })).toMatchObject({ kind: 'guide', state: 'sent' });
    await sleep(1000);
    expect(smtp.messages).toHaveLength(1);
  });

  it('a lead sends the staff an alert and the visitor an acknowledgement', async () => {
    await workers.start(config);
    const lead = validLeads()['group-trip'];
    const posted = await postJson(app.url, apiPaths.leads, lead);
    expect(posted.status).toBe(201);
    const { reference } = posted.body as { reference: string };
    await eventually(() => smtp.messages.length === 2, 'two e-mails');
    const staff = smtp.messages.find((m) => m.subject?.startsWith('New lead'));
    const visitor = smtp.messages.find((m) => m !== staff);
    expect(staff).toMatchObject({
      to: { text: 'staff@cabo.example' },
      replyTo: { text: lead.email },
      subject: `New lead: ${lead.firstName} ${lead.lastName} (group-trip)`,
    });
    expect(staff!.text).toContain('Group Size: 8');
    expect(visitor).toMatchObject({
      to: { text: lead.email },
      subject: `Thank you for contacting Cabo Concierge (${reference})`,
    });
    expect(visitor!.text).toContain(`Hi ${lead.firstName},`);
    // The reference the visitor quotes (docs/lead-forms.md, "After success").
    expect(visitor!.text).toContain(`Reference: ${reference}`);
  });

  it('a booking sends the staff an alert and the visitor an acknowledgement naming the listing', async () => {
    await runSeeds(app.db);
    await workers.start(config);
    const booking = validBookings().restaurant;
    expect((await postJson(app.url, apiPaths.bookings, booking)).status).toBe(201);
    await eventually(() => smtp.messages.length === 2, 'two e-mails');
    const staff = smtp.messages.find((m) => m.subject?.startsWith('New booking request'));
    expect(staff?.to).toMatchObject({ text: 'staff@cabo.example' });
    const visitor = smtp.messages.find((m) => m !== staff);
    expect(visitor?.to).toMatchObject({ text: booking.email });
    expect(visitor?.subject).toMatch(/^We received your request CBO-[0-9A-Z]{5}: /);
    const forwarded = await until({ destination: 'table_service' }, 'sent');
    expect(forwarded.kind).toBe('booking.created');
    expect(tables.accepted()[0]!.path).toBe('/v0/appCabo/booking_requests');
  });
});

describe('two workers', () => {
  it('deliver every record once', async () => {
    await workers.start(config);
    await workers.start(config);
    const leads = Array.from({ length: 6 }, (_, i) =>
      i % 2 ? validLeads().wedding : validLeads()['corporate-event'],
    );
    const posted = await Promise.all(leads.map((l) => postJson(app.url, apiPaths.leads, l)));
    expect(posted.map((r) => r.status)).toEqual(leads.map(() => 201));

    // Each lead owes 4 deliveries: webhook, table service, staff alert, acknowledgement.
    await eventually(
      async () => (await rows({ state: 'sent' })).length === leads.length * 4,
      'every delivery to be sent',
      30_000,
    );
    await sleep(1500);
    const ids = (requests: { body: unknown }[], pick: (body: never) => string) =>
      requests.map((r) => pick(r.body as never)).sort();
    const expected = leads.map((l) => l.submissionId).sort();
    expect(
      ids(webhook.requests, (b: { data: { submissionId: string } }) => b.data.submissionId),
    ).toEqual(expected);
    expect(
      ids(
        tables.requests,
        (b: { records: { fields: { submissionId: string } }[] }) =>
          b.records[0]!.fields.submissionId,
      ),
    ).toEqual(expected);
    expect(smtp.messages).toHaveLength(leads.length * 2);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(leads.length * 2);
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
    expect(workers.errors).toEqual([]);
  }, 60_000);
});
