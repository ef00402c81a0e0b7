import { apiErrorSchema, submissionReceiptSchema } from '@cabo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { useTestApp } from './support/app.ts';
import { postJson, validBookings, validGuide, validLeads } from './support/submissions.ts';

// Both destinations configured: every stored submission gets one outbox row for each.
const app = useTestApp({
  outbox: {
    automationWebhookUrl: 'http://127.0.0.1:9/hook',
    tableService: { url: 'http://127.0.0.1:9/v0', token: 'keyTest1234', baseId: 'appTest' },
  },
});

beforeEach(async () => {
  await runSeeds(app.db.knex);
});

interface OutboxRow {
  destination: string;
  topic: string;
  record_table: string;
  record_id: number;
  payload: {
    table?: string;
    body?: { records: Array<{ fields: Record<string, unknown> }> };
    event?: string;
    record?: Record<string, unknown>;
  };
  status: string;
  attempts: number;
  last_error: string | null;
}

async function outboxRows(): Promise<OutboxRow[]> {
  return (await app.db.knex('outbox').orderBy('destination')) as OutboxRow[];
}

async function count(table: string): Promise<number> {
  return Number((await app.db.knex(table).count({ n: '*' }))[0]!.n);
}

describe('outbox rows', () => {
  it('a lead gets one pending row per configured destination, in its shape', async () => {
    const payload = validLeads().wedding;
    const res = await postJson(app.url, '/api/leads', payload);
    expect(res.status).toBe(201);
    const { id } = submissionReceiptSchema.parse(res.body);
    const [webhook, table] = await outboxRows();
    expect(webhook).toMatchObject({
      destination: 'automation_webhook',
      topic: 'lead.created',
      record_table: 'leads',
      record_id: id,
      status: 'pending',
      attempts: 0,
      last_error: null,
      payload: {
        event: 'lead.created',
        record: { id, email: payload.email, formData: payload.formData },
      },
    });
    expect(table).toMatchObject({ destination: 'table_service', record_id: id });
    expect(table!.payload.table).toBe('contact_form');
    const fields = table!.payload.body!.records[0]!.fields;
    expect(fields).toMatchObject({
      formName: 'wedding',
      submissionId: payload.submissionId,
      email: payload.email,
    });
    expect(fields.submissionDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(fields).not.toHaveProperty('id');
  });

  it.each([
    ['/api/guide-submissions', validGuide, 'guide_requests', 'guide_submission.created'],
    ['/api/bookings', () => validBookings().restaurant, 'booking_requests', 'booking.created'],
  ] as const)('%s goes to the %s table', async (path, make, tableName, topic) => {
    expect((await postJson(app.url, path, make())).status).toBe(201);
    const rows = await outboxRows();
    expect(rows.map((r) => [r.destination, r.topic])).toEqual([
      ['automation_webhook', topic],
      ['table_service', topic],
    ]);
    expect(rows[1]!.payload.table).toBe(tableName);
  });

  it('a replay adds no outbox rows', async () => {
    const payload = validBookings().adventure;
    await postJson(app.url, '/api/bookings', payload);
    await postJson(app.url, '/api/bookings', payload);
    expect(await count('outbox')).toBe(2);
  });

  it('a refused submission (unknown listing) writes no outbox row', async () => {
    const body = { ...validBookings().event, eventId: 999 };
    expect((await postJson(app.url, '/api/bookings', body)).status).toBe(422);
    expect(await count('outbox')).toBe(0);
  });
});

describe('one transaction', () => {
  it('when the outbox insert fails after the record insert, neither is kept', async () => {
    const knex = app.db.knex;
    // Fault injection in the database itself: the outbox refuses every row.
    await knex.raw(`create function fail_outbox_insert() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`);
    await knex.raw(`create trigger fail_outbox_insert before insert on outbox
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
      for (const table of ['leads', 'submission_receipts', 'outbox']) {
        expect(await count(table), table).toBe(0);
      }
    } finally {
      await knex.raw('drop trigger fail_outbox_insert on outbox');
      await knex.raw('drop function fail_outbox_insert()');
    }
    // The id was not used up: the same submission goes through once the outbox works again.
    const retry = await postJson(app.url, '/api/leads', payload);
    expect(retry.status).toBe(201);
    expect(await count('leads')).toBe(1);
    expect(await count('outbox')).toBe(2);
  });
});
