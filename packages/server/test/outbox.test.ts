import { apiErrorSchema, apiPaths, submissionReceiptSchema } from '@cabo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import type { OutboxMessageRow } from '../src/submissions/outbox-repository.ts';
import { useQueueingTestApp } from './support/app.ts';
import { postJson, validBookings, validGuide, validLeads } from './support/submissions.ts';

// No destination configured and no worker: every stored submission still gets its outbox
// rows and pg-boss jobs, which wait for a destination to be configured later.
const app = useQueueingTestApp();

beforeEach(async () => {
  await runSeeds(app.db);
});

interface JobRow {
  id: string;
  name: string;
  state: string;
  data: { messageId: number };
  retry_limit: number;
  retry_backoff: boolean;
  keep_until: Date;
}

async function jobs(): Promise<JobRow[]> {
  return (
    (await app.db
      .knex('pgboss.job')
      .where('name', 'like', 'outbox.%')
      // One transaction stamps every job with the same created_on: order by the row they carry.
      .orderByRaw("(data->>'messageId')::int")
      .select(
        'id',
        'name',
        'state',
        'data',
        'retry_limit',
        'retry_backoff',
        'keep_until',
      )) as JobRow[]
  );
}

async function messages(): Promise<OutboxMessageRow[]> {
  return (await app.db.knex('outbox_messages').orderBy('id')) as OutboxMessageRow[];
}

async function count(table: string): Promise<number> {
  return Number((await app.db.knex(table).count({ n: '*' }))[0]!.n);
}

describe('outbox deliveries, configured yet or not', () => {
  it('a lead queues the webhook, the table service and two e-mails, each on its own job', async () => {
    const payload = validLeads().wedding;
    const res = await postJson(app.url, apiPaths.leads, payload);
    expect(res.status).toBe(201);
    const { id } = submissionReceiptSchema.parse(res.body);

    const rows = await messages();
    expect(rows.map((r) => [r.destination, r.kind, r.state])).toEqual([
      ['automation_webhook', 'lead.created', 'waiting'],
      ['table_service', 'lead.created', 'waiting'],
      ['email', 'staff_alert', 'waiting'],
      ['email', 'acknowledgement', 'waiting'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        record_table: 'leads',
        record_id: id,
        submission_id: payload.submissionId,
        attempts: 0,
      });
    }
    const [webhook, table] = rows;
    expect(webhook!.payload).toMatchObject({
      body: {
        type: 'lead.created',
        version: 1,
        data: { id, email: payload.email, formData: payload.formData },
      },
    });
    const { table: tableName, body } = table!.payload as {
      table: string;
      body: { records: { fields: Record<string, unknown> }[] };
    };
    expect(tableName).toBe('contact_form');
    const fields = body.records[0]!.fields;
    expect(fields).toMatchObject({
      formName: 'wedding',
      submissionId: payload.submissionId,
      email: payload.email,
    });
    expect(fields.submissionDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(fields.randomId).toMatch(/^[0-9a-z]{10}$/);
    expect(fields).not.toHaveProperty('id');

    // Each row's job waits in its destination's queue, with the retry policy and a
    // retention that outlives any wait for a destination.
    const queued = await jobs();
    expect(queued.map((j) => [j.name, j.id, j.data.messageId])).toEqual(
      rows.map((r) => [`outbox.${r.destination}`, r.job_id, r.id]),
    );
    const inForty = Date.now() + 40 * 365 * 24 * 3_600_000;
    for (const job of queued) {
      expect(job).toMatchObject({ state: 'created', retry_limit: 8, retry_backoff: true });
      expect(new Date(job.keep_until).getTime()).toBeGreaterThan(inForty);
    }
  });

  it.each([
    [
      apiPaths.guideSubmissions,
      'guide_requests',
      'guide_submission.created',
      validGuide,
      ['guide'],
    ],
    [
      apiPaths.bookings,
      'booking_requests',
      'booking.created',
      () => validBookings().restaurant,
      ['staff_alert', 'acknowledgement'],
    ],
  ] as const)('%s goes to the %s table', async (path, tableName, topic, make, letters) => {
    expect((await postJson(app.url, path, make())).status).toBe(201);
    const rows = await messages();
    expect(rows.map((r) => [r.destination, r.kind])).toEqual([
      ['automation_webhook', topic],
      ['table_service', topic],
      ...letters.map((kind) => ['email', kind]),
    ]);
    expect(rows[1]!.payload).toMatchObject({ table: tableName });
    expect(await jobs()).toHaveLength(rows.length);
  });

  it('a replay queues nothing more', async () => {
    const payload = validBookings().adventure;
    await postJson(app.url, apiPaths.bookings, payload);
    await postJson(app.url, apiPaths.bookings, payload);
    expect(await messages()).toHaveLength(4);
    expect(await jobs()).toHaveLength(4);
  });

  it('a refused submission (unknown listing) queues nothing', async () => {
    const body = { ...validBookings().event, eventId: 999 };
    expect((await postJson(app.url, apiPaths.bookings, body)).status).toBe(422);
    expect(await messages()).toHaveLength(0);
    expect(await jobs()).toHaveLength(0);
  });
});

describe('one transaction', () => {
  it('when queuing fails after the record insert, nothing is kept', async () => {
    const knex = app.db.knex;
    // Fault injection in the database itself: the job table refuses every row.
    await knex.raw(`create function fail_outbox_insert() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`);
    await knex.raw(`create trigger fail_outbox_insert before insert on pgboss.job
      for each row execute function fail_outbox_insert()`);
    const payload = validLeads()['group-trip'];
    try {
      const res = await postJson(app.url, apiPaths.leads, payload);
      expect(res.status).toBe(500);
      expect(apiErrorSchema.parse(res.body)).toEqual({
        message: 'Internal server error',
        code: 'internal_error',
      });
      expect(String(app.loggedErrors[0])).toMatch(/outbox unavailable/);
      expect(await count('leads')).toBe(0);
      expect(await count('submission_receipts')).toBe(0);
      expect(await messages()).toHaveLength(0);
      expect(await jobs()).toHaveLength(0);
    } finally {
      await knex.raw('drop trigger fail_outbox_insert on pgboss.job');
      await knex.raw('drop function fail_outbox_insert()');
    }
    // The id was not used up: the same submission goes through once the queue works again.
    const retry = await postJson(app.url, apiPaths.leads, payload);
    expect(retry.status).toBe(201);
    expect(await count('leads')).toBe(1);
    expect(await messages()).toHaveLength(4);
    expect(await jobs()).toHaveLength(4);
  });
});
