import { apiPaths } from '@cabo/contract';
import knexFactory from 'knex';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
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

const webhook = await startFakeHttp();
const smtp = await startFakeSmtp();

// A minute's poll: after the fault, deliveries resume only because the worker keeps trying
// and its LISTEN connection came back (a new lead's notification wakes it).
const config: OutboxConfig = {
  automationWebhookUrl: `${webhook.url}/hooks/catch/faults`,
  tableService: null,
  delivery: { retryLimit: 5, retryDelaySeconds: 1, pollingIntervalSeconds: 60 },
  mail: testMailConfig({ smtp }),
};

const app = useTestApp({ outbox: config });
const workers = useOutboxWorkers(app);

const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  webhook.reset();
  smtp.reset();
  unhandled.length = 0;
  process.on('unhandledRejection', recordUnhandled);
});

afterEach(() => {
  process.off('unhandledRejection', recordUnhandled);
});

afterAll(async () => {
  await Promise.all([webhook.close(), smtp.close()]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the database away for `ms`. On PostgreSQL (TEST_DATABASE_URL, as in CI) for real:
 * the test database refuses new connections and every open one is terminated, as when the
 * server stops. PGlite is in this process and cannot be stopped and started again under a
 * running app, so there every statement the outbox runs on pg-boss's jobs and its own rows
 * fails instead (a trigger raising, in the database).
 */
async function databaseAway(ms: number): Promise<void> {
  if (app.db.kind === 'postgres') {
    const { rows: named } = (await app.db.knex.raw('select current_database() as name')) as {
      rows: { name: string }[];
    };
    const name = named[0]!.name;
    const admin = knexFactory({
      client: 'pg',
      connection: process.env.TEST_DATABASE_URL,
      pool: { min: 0, max: 1 },
    });
    try {
      await admin.raw('alter database ?? allow_connections false', [name]);
      await admin.raw(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()',
        [name],
      );
      await sleep(ms);
    } finally {
      await admin.raw('alter database ?? allow_connections true', [name]);
      await admin.destroy();
    }
    return;
  }
  const knex = app.db.knex;
  await knex.raw(`create function outbox_fault() returns trigger language plpgsql as $$
    begin raise exception 'the database is away'; end $$`);
  await knex.raw(`create trigger outbox_fault before update on pgboss.job
    for each row execute function outbox_fault()`);
  await knex.raw(`create trigger outbox_fault before update on outbox_messages
    for each row execute function outbox_fault()`);
  try {
    await sleep(ms);
  } finally {
    await knex.raw('drop trigger outbox_fault on pgboss.job');
    await knex.raw('drop trigger outbox_fault on outbox_messages');
    await knex.raw('drop function outbox_fault()');
  }
}

async function rows(): Promise<OutboxMessageRow[]> {
  return (await app.db.knex('outbox_messages').orderBy('id')) as OutboxMessageRow[];
}

describe('the database goes away', () => {
  it('the workers survive, resume when it is back and deliver everything once', async () => {
    await workers.start(config);
    // Slow forwardings are still in flight, to be recorded, while the database is away.
    webhook.delay(1000);
    const before = Array.from({ length: 6 }, () => validLeads().wedding);
    for (const lead of before) {
      expect((await postJson(app.url, apiPaths.leads, lead)).status).toBe(201);
    }
    await databaseAway(6_000);

    // Back: a new lead is delivered without waiting for the poll.
    const after = Array.from({ length: 4 }, () => validLeads()['group-trip']);
    for (const lead of after) {
      await eventually(
        async () => (await postJson(app.url, apiPaths.leads, lead)).status === 201,
        'the app to store a lead again',
      );
    }
    const leads = [...before, ...after];
    const owed = leads.length * 3;
    await eventually(
      async () => (await rows()).filter((r) => r.state === 'sent').length === owed,
      'every delivery to be sent',
      40_000,
    );
    await sleep(1500);

    expect(unhandled).toEqual([]);
    expect(smtp.messages).toHaveLength(leads.length * 2);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(leads.length * 2);
    const forwarded = webhook
      .accepted()
      .map((r) => (r.body as { data: { submissionId: string } }).data.submissionId);
    expect(forwarded.sort()).toEqual(leads.map((l) => l.submissionId).sort());
    // The fault was told, but not once per poll (each kind at most once per 10 s).
    expect(workers.errors.length).toBeGreaterThan(0);
    expect(workers.errors.length).toBeLessThan(15);
  }, 90_000);
});
