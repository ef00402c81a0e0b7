import { apiErrorSchema, submissionReceiptSchema } from '@cabo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import type { OutboxJob } from '../src/submissions/outbox.ts';
import { useTestApp } from './support/app.ts';
import { postJson, validBookings, validGuide, validLeads } from './support/submissions.ts';

// Both destinations configured: every stored submission gets one pg-boss job for each.
const app = useTestApp({
  outbox: {
    automationWebhookUrl: 'http://127.0.0.1:9/hook',
    tableService: { url: 'http://127.0.0.1:9/v0', token: 'keyTest1234', baseId: 'appTest' },
  },
});

beforeEach(async () => {
  await runSeeds(app.db.knex);
});

// pg-boss keeps its jobs in its own schema, which the per-test truncate does not touch.
afterEach(async () => {
  await app.db.knex('pgboss.job').delete();
});

interface JobRow {
  name: string;
  state: string;
  data: OutboxJob;
  retry_limit: number;
  retry_backoff: boolean;
  dead_letter: string | null;
}

async function jobs(): Promise<JobRow[]> {
  return (await app.db
    .knex('pgboss.job')
    .where('name', 'like', 'outbox.%')
    .orderBy('name')
    .select('name', 'state', 'data', 'retry_limit', 'retry_backoff', 'dead_letter')) as JobRow[];
}

async function count(table: string): Promise<number> {
  return Number((await app.db.knex(table).count({ n: '*' }))[0]!.n);
}

describe('outbox jobs (pg-boss)', () => {
  it('a lead gets one queued job per configured destination, in its shape', async () => {
    const payload = validLeads().wedding;
    const res = await postJson(app.url, '/api/leads', payload);
    expect(res.status).toBe(201);
    const { id } = submissionReceiptSchema.parse(res.body);
    const [webhook, table] = await jobs();
    expect(webhook).toMatchObject({
      name: 'outbox.automation_webhook',
      state: 'created',
      retry_limit: 8,
      retry_backoff: true,
      dead_letter: 'outbox.dead',
      data: {
        destination: 'automation_webhook',
        topic: 'lead.created',
        recordTable: 'leads',
        recordId: id,
        body: {
          event: 'lead.created',
          record: { id, email: payload.email, formData: payload.formData },
        },
      },
    });
    expect(table).toMatchObject({
      name: 'outbox.table_service',
      data: { destination: 'table_service', recordId: id, table: 'contact_form' },
    });
    const job = table!.data;
    if (job.destination !== 'table_service') throw new Error('expected a table service job');
    const fields = job.body.records[0]!.fields;
    expect(fields).toMatchObject({
      formName: 'wedding',
      submissionId: payload.submissionId,
      email: payload.email,
    });
    expect(fields.submissionDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(fields).not.toHaveProperty('id');
  });

  it.each([
    ['/api/guide-submissions', 'guide_requests', 'guide_submission.created', validGuide],
    ['/api/bookings', 'booking_requests', 'booking.created', () => validBookings().restaurant],
  ] as const)('%s goes to the %s table', async (path, tableName, topic, make) => {
    expect((await postJson(app.url, path, make())).status).toBe(201);
    const rows = await jobs();
    expect(rows.map((r) => [r.name, r.data.topic])).toEqual([
      ['outbox.automation_webhook', topic],
      ['outbox.table_service', topic],
    ]);
    expect(rows[1]!.data).toMatchObject({ table: tableName });
  });

  it('a replay queues nothing more', async () => {
    const payload = validBookings().adventure;
    await postJson(app.url, '/api/bookings', payload);
    await postJson(app.url, '/api/bookings', payload);
    expect(await jobs()).toHaveLength(2);
  });

  it('a refused submission (unknown listing) queues nothing', async () => {
    const body = { ...validBookings().event, eventId: 999 };
    expect((await postJson(app.url, '/api/bookings', body)).status).toBe(422);
    expect(await jobs()).toHaveLength(0);
  });
});

describe('one transaction', () => {
  it('when queuing fails after the record insert, neither is kept', async () => {
    const knex = app.db.knex;
    // Fault injection in the database itself: the job table refuses every row.
    await knex.raw(`create function fail_outbox_insert() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`);
    await knex.raw(`create trigger fail_outbox_insert before insert on pgboss.job
      for each row execute function fail_outbox_insert()`);
    const payload = validLeads()['group-trip'];
    try {
      const res = await postJson(app.url, '/api/leads', payload);
      expect(res.status).toBe(500);
      expect(apiErrorSchema.parse(res.body)).toEqual({
        message: 'Internal server error',
        code: 'internal_error',
      });
      expect(String(app.loggedErrors[0])).toMatch(/outbox unavailable/);
      expect(await count('leads')).toBe(0);
      expect(await count('submission_receipts')).toBe(0);
      expect(await jobs()).toHaveLength(0);
    } finally {
      await knex.raw('drop trigger fail_outbox_insert on pgboss.job');
      await knex.raw('drop function fail_outbox_insert()');
    }
    // The id was not used up: the same submission goes through once the queue works again.
    const retry = await postJson(app.url, '/api/leads', payload);
    expect(retry.status).toBe(201);
    expect(await count('leads')).toBe(1);
    expect(await jobs()).toHaveLength(2);
  });
});
