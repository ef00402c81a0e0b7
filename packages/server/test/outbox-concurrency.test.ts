import { apiPaths } from '@cabo/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxConfig } from '../src/config.ts';
import type { OutboxMessageRow } from '../src/submissions/outbox-repository.ts';
import { useTestApp } from './support/app.ts';
import {
  eventually,
  startFakeHttp,
  startFakeSmtp,
  testMailConfig,
} from './support/fake-destinations.ts';
import { useOutboxWorkers } from './support/outbox-workers.ts';
import { postJson, validLeads } from './support/submissions.ts';

// The poll is a minute: anything delivered sooner was fetched because the queueing
// transaction's notification woke the worker.
const webhook = await startFakeHttp();
const smtp = await startFakeSmtp();

const config: OutboxConfig = {
  automationWebhookUrl: `${webhook.url}/hooks/catch/burst`,
  tableService: null,
  delivery: {
    retryLimit: 2,
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 60,
    concurrency: 6,
    forwardConcurrency: 2,
  },
  mail: testMailConfig({ smtp }),
};

const app = useTestApp({ outbox: config });
const workers = useOutboxWorkers(app);

beforeEach(() => {
  webhook.reset();
  smtp.reset();
});

afterAll(async () => {
  await Promise.all([webhook.close(), smtp.close()]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rows(): Promise<OutboxMessageRow[]> {
  return (await app.db.knex('outbox_messages').orderBy('id')) as OutboxMessageRow[];
}

async function jobStates(): Promise<Record<string, number>> {
  const found = (await app.db
    .knex('pgboss.job')
    .where('name', 'like', 'outbox.%')
    .groupBy('state')
    .select('state')
    .count({ n: '*' })) as { state: string; n: number | string }[];
  return Object.fromEntries(found.map((r) => [r.state, Number(r.n)]));
}

const forms = ['wedding', 'group-trip', 'corporate-event', 'luxury-concierge'] as const;

describe('a burst of leads', () => {
  it('two instances deliver every lead’s e-mails and forwarding exactly once, woken by the queueing', async () => {
    await workers.start(config);
    await workers.start(config);
    const leads = Array.from({ length: 40 }, (_, i) => validLeads()[forms[i % forms.length]!]);
    const posted = [];
    for (let i = 0; i < leads.length; i += 8) {
      posted.push(
        ...(await Promise.all(
          leads.slice(i, i + 8).map((lead) => postJson(app.url, apiPaths.leads, lead)),
        )),
      );
    }
    expect(posted.map((r) => r.status)).toEqual(leads.map(() => 201));

    // Two letters and the webhook per lead; the table service is not configured and waits.
    const owed = leads.length * 3;
    await eventually(
      async () => (await rows()).filter((r) => r.state === 'sent').length === owed,
      'every delivery to be sent',
      45_000,
    );
    await sleep(1000);
    expect(smtp.messages).toHaveLength(leads.length * 2);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(leads.length * 2);
    const acknowledged = smtp.messages
      .filter((m) => m.subject?.startsWith('Thank you for contacting Cabo Concierge (CBO-'))
      .map((m) => m.messageId);
    expect(acknowledged).toHaveLength(leads.length);
    const forwarded = webhook.requests.map(
      (r) => (r.body as { data: { submissionId: string } }).data.submissionId,
    );
    expect(forwarded.sort()).toEqual(leads.map((l) => l.submissionId).sort());
    const all = await rows();
    expect(
      all.filter((r) => r.destination !== 'table_service').every((r) => r.attempts === 1),
    ).toBe(true);
    expect(await jobStates()).toEqual({ completed: owed, created: leads.length });
    expect(workers.errors).toEqual([]);
  }, 90_000);
});

describe('giving way to requests', () => {
  const holding = (yieldMaxMs: number): OutboxConfig => ({
    ...config,
    automationWebhookUrl: null,
    delivery: { ...config.delivery, yieldRequests: 4, yieldMaxMs },
  });
  const letters = () => smtp.messages.length;

  it('while a burst of requests is in flight, e-mails wait; they go once it has passed', async () => {
    let inFlight = 10;
    await workers.start(holding(60_000), () => inFlight);
    expect((await postJson(app.url, apiPaths.leads, validLeads().wedding)).status).toBe(201);
    await sleep(1500);
    expect(letters()).toBe(0);

    inFlight = 2;
    await eventually(async () => letters() === 2, 'the lead’s two letters', 15_000);
  }, 30_000);

  it('a burst that never ends still gets a batch each yieldMaxMs', async () => {
    await workers.start(holding(1000), () => 10);
    expect((await postJson(app.url, apiPaths.leads, validLeads().wedding)).status).toBe(201);
    await eventually(async () => letters() === 2, 'the lead’s two letters', 15_000);
  }, 30_000);
});

describe('stop', () => {
  it('lets the deliveries in flight finish and be recorded, and starts no other', async () => {
    webhook.delay(1500);
    const outbox = await workers.start({
      ...config,
      mail: undefined,
      delivery: { ...config.delivery, forwardConcurrency: 2 },
    });
    const leads = Array.from({ length: 5 }, () => validLeads().wedding);
    for (const lead of leads) {
      expect((await postJson(app.url, apiPaths.leads, lead)).status).toBe(201);
    }
    await eventually(() => webhook.requests.length === 2, 'two forwardings in flight');
    await outbox.stop();

    // Both finished and were recorded with their jobs; nothing else was fetched or is left
    // half-done, and no statement of the outbox runs after stop.
    expect(webhook.requests).toHaveLength(2);
    const forwardings = (await rows()).filter((r) => r.destination === 'automation_webhook');
    expect(forwardings.map((r) => r.state).sort()).toEqual([
      'sent',
      'sent',
      'waiting',
      'waiting',
      'waiting',
    ]);
    const states = (await app.db
      .knex('pgboss.job')
      .where({ name: 'outbox.automation_webhook' })
      .select('state', 'retry_count')) as { state: string; retry_count: number }[];
    expect(states.filter((j) => j.state === 'completed')).toHaveLength(2);
    expect(states.filter((j) => j.state === 'created')).toHaveLength(3);
    expect(states.every((j) => j.retry_count === 0)).toBe(true);
    expect(workers.errors).toEqual([]);
  }, 30_000);
});
