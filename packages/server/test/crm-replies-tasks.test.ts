import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminLeadDetailSchema,
  adminReplyListSchema,
  adminReplySchema,
  adminTaskListSchema,
  adminTaskSchema,
  apiPath,
  apiPaths,
} from '@cabo/contract';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { OutboxConfig } from '../src/config.ts';
import { queueMorningDigests } from '../src/crm/service.ts';
import {
  ADMIN,
  insertBookingRow,
  insertGuideRow,
  insertLeadRow,
  signedInAdmin,
  signedInEditor,
} from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError } from './support/client.ts';
import { eventually, testMailConfig } from './support/fake-destinations.ts';
import { useOutboxWorkers } from './support/outbox-workers.ts';

// Replies from a record, follow-up tasks and the morning digest (docs/admin.md, "Replies and
// follow-ups").

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-crm-mail-'));
const outboxConfig: OutboxConfig = {
  automationWebhookUrl: null,
  tableService: null,
  mail: testMailConfig({ dir: mailDir }),
};
// 03:00 UTC on the 11th is 20:00 on the 10th in Cabo: "today" is the 10th, not the UTC date.
const NOW = new Date('2026-03-11T03:00:00Z');
const TODAY = '2026-03-10';
const app = useTestApp({ outbox: outboxConfig, now: () => NOW });
const workers = useOutboxWorkers(app);

afterEach(async () => {
  await app.db.knex('pgboss.job').where('name', 'like', 'outbox.%').delete();
  for (const name of fs.readdirSync(mailDir)) fs.rmSync(path.join(mailDir, name));
});
afterAll(() => fs.rmSync(mailDir, { recursive: true, force: true }));

const leadReplies = (id: number) => apiPath(apiPaths.adminLeadReplies, { id });
const bookingReplies = (id: number) => apiPath(apiPaths.adminBookingReplies, { id });
const complete = (id: number) => apiPath(apiPaths.adminTaskComplete, { id });
const reopen = (id: number) => apiPath(apiPaths.adminTaskReopen, { id });

/** The .eml files written so far, parsed. */
const mailFiles = () =>
  Promise.all(
    fs
      .readdirSync(mailDir)
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const raw = fs.readFileSync(path.join(mailDir, name));
        const parsed = await simpleParser(raw);
        return { raw: raw.toString('utf8'), parsed };
      }),
  );

async function referenceOf(table: string, id: number): Promise<string> {
  const row = (await app.db.knex(table).where({ id }).first('reference')) as { reference: string };
  return row.reference;
}

async function adminWithEmail(email: string | null) {
  const client = await signedInAdmin(app);
  await app.db.knex('users').where({ username: ADMIN.username }).update({ email });
  return client;
}

describe('replies from a record', () => {
  it('keeps the reply, records reply_sent and queues its e-mail in the same transaction', async () => {
    const admin = await adminWithEmail('boss@cabo.example');
    const id = await insertLeadRow(app.db.knex, {
      first_name: 'Sofía',
      email: 'sofia@example.com',
    });
    const reference = await referenceOf('leads', id);

    const res = await admin.post(leadReplies(id), {
      subject: `Your wedding in Cabo (${reference})`,
      body: 'Hi Sofía,\n\nWe would love to help.',
    });
    expect(app.loggedErrors).toEqual([]);
    expect(res.status).toBe(201);
    const reply = adminReplySchema.parse(await res.json());
    expect(reply).toMatchObject({
      recordTable: 'leads',
      recordId: id,
      to: 'sofia@example.com',
      replyTo: 'boss@cabo.example',
      sentBy: { name: ADMIN.username },
    });

    const detail = adminLeadDetailSchema.parse(
      await (await admin.get(`/api/admin/leads/${id}`)).json(),
    );
    expect(detail.history).toMatchObject([
      {
        action: 'reply_sent',
        actor: { name: ADMIN.username },
        detail: { subject: `Your wedding in Cabo (${reference})`, to: 'sofia@example.com' },
      },
    ]);
    const list = adminReplyListSchema.parse(await (await admin.get(leadReplies(id))).json());
    expect(list.reference).toBe(reference);
    expect(list.items.map((r) => r.body)).toEqual(['Hi Sofía,\n\nWe would love to help.']);

    // One transaction wrote the reply, its history entry and its delivery (and the job).
    const [replyRow] = await app.db.knex('crm_replies').select(app.db.knex.raw('xmin::text as tx'));
    const [activityRow] = await app.db
      .knex('admin_activity')
      .where({ action: 'reply_sent' })
      .select(app.db.knex.raw('xmin::text as tx'));
    const [outboxRow] = (await app.db
      .knex('outbox_messages')
      .where({ kind: 'staff_reply', record_table: 'leads', record_id: id })
      .select('state', 'job_id', app.db.knex.raw('xmin::text as tx'))) as Array<{
      state: string;
      job_id: string;
      tx: string;
    }>;
    expect(outboxRow).toMatchObject({ state: 'waiting' });
    expect(new Set([replyRow.tx, activityRow.tx, outboxRow!.tx]).size).toBe(1);
    expect(await app.db.knex('pgboss.job').where({ id: outboxRow!.job_id }).first('name')).toEqual({
      name: 'outbox.email',
    });

    // The worker writes the .eml: to the visitor, the reference, the staff member's reply-to.
    await workers.start(outboxConfig);
    const [mail] = await eventually(async () => {
      const files = await mailFiles();
      return files.length > 0 ? files : undefined;
    }, 'the reply e-mail');
    expect(mail!.parsed.to && [mail!.parsed.to].flat()[0]!.text).toBe('sofia@example.com');
    expect(mail!.parsed.replyTo?.text).toBe('boss@cabo.example');
    expect(mail!.parsed.subject).toBe(`Your wedding in Cabo (${reference})`);
    expect(mail!.parsed.text).toContain(`Reference: ${reference}`);
    expect(mail!.raw).toContain('Reply-To: boss@cabo.example');
  });

  it("answers to the staff address when the admin's account has no e-mail (bookings too)", async () => {
    const admin = await adminWithEmail(null);
    const id = await insertBookingRow(app.db.knex);
    const res = await admin.post(bookingReplies(id), { subject: 'Your villa', body: 'Hello' });
    expect(res.status).toBe(201);
    expect(adminReplySchema.parse(await res.json())).toMatchObject({
      recordTable: 'bookings',
      to: 'olivia@example.com',
      replyTo: 'staff@cabo.example',
    });
  });

  it('refuses bad input with 400, an unknown record with 404, editors with 403', async () => {
    const admin = await signedInAdmin(app);
    const id = await insertLeadRow(app.db.knex);

    const empty = await admin.post(leadReplies(id), { subject: ' ', body: '' });
    expect(empty.status).toBe(400);
    const error = await apiError(empty);
    expect(error.code).toBe('validation_failed');
    expect(error.errors).toMatchObject({
      subject: ['Subject is required'],
      body: ['Write the message'],
    });
    const twoLines = await admin.post(leadReplies(id), { subject: 'a\nBcc: x', body: 'b' });
    expect(twoLines.status).toBe(400);
    const extra = await admin.post(leadReplies(id), { subject: 'a', body: 'b', to: 'x@y.z' });
    expect(extra.status).toBe(400);

    expect((await admin.post(leadReplies(4242), { subject: 'a', body: 'b' })).status).toBe(404);
    expect(
      (await admin.post('/api/admin/leads/abc/replies', { subject: 'a', body: 'b' })).status,
    ).toBe(404);

    const editor = await signedInEditor(app);
    const forbidden = await editor.post(leadReplies(id), { subject: 'a', body: 'b' });
    expect(forbidden.status).toBe(403);
    expect((await apiError(forbidden)).code).toBe('forbidden');
    expect((await editor.get(leadReplies(id))).status).toBe(403);

    expect(Number((await app.db.knex('crm_replies').count({ n: '*' }))[0]!.n)).toBe(0);
    expect(Number((await app.db.knex('outbox_messages').count({ n: '*' }))[0]!.n)).toBe(0);
  });
});

describe('follow-up tasks', () => {
  it("adds a task (assigned to its creator), lists it by Cabo's today, completes and reopens it", async () => {
    const admin = await signedInAdmin(app);
    const lead = await insertLeadRow(app.db.knex, { first_name: 'Sofía', last_name: 'Ramírez' });
    const booking = await insertBookingRow(app.db.knex);
    const guide = await insertGuideRow(app.db.knex);
    const reference = await referenceOf('leads', lead);

    const res = await admin.post(apiPaths.adminTasks, {
      recordTable: 'leads',
      recordId: lead,
      title: 'Call about the venue',
      dueDay: TODAY,
    });
    expect(app.loggedErrors).toEqual([]);
    expect(res.status).toBe(201);
    const task = adminTaskSchema.parse(await res.json());
    expect(task).toMatchObject({
      recordTable: 'leads',
      recordId: lead,
      recordReference: reference,
      recordLabel: `${reference} · Sofía Ramírez`,
      title: 'Call about the venue',
      dueDay: TODAY,
      assignee: { name: ADMIN.username },
      createdBy: { name: ADMIN.username },
      doneAt: null,
    });
    for (const [recordTable, recordId, title, dueDay] of [
      ['bookings', booking, 'Send the contract', '2026-03-09'],
      ['guide_submissions', guide, 'Ask how the trip went', '2026-03-11'],
    ] as const) {
      const added = await admin.post(apiPaths.adminTasks, { recordTable, recordId, title, dueDay });
      expect(added.status).toBe(201);
    }

    const titles = async (query: string) =>
      adminTaskListSchema
        .parse(await (await admin.get(`${apiPaths.adminTasks}${query}`)).json())
        .items.map((t) => t.title);
    const today = adminTaskListSchema.parse(
      await (await admin.get(`${apiPaths.adminTasks}?due=today`)).json(),
    );
    expect(today.today).toBe(TODAY);
    expect(today.items.map((t) => t.title)).toEqual(['Call about the venue']);
    expect(await titles('?due=overdue')).toEqual(['Send the contract']);
    expect(await titles('?due=upcoming')).toEqual(['Ask how the trip went']);
    expect(await titles('?due=today&mine=true')).toEqual(['Call about the venue']);
    expect(await titles(`?recordTable=leads&recordId=${lead}`)).toEqual(['Call about the venue']);

    const done = await admin.post(complete(task.id));
    expect(done.status).toBe(200);
    expect(adminTaskSchema.parse(await done.json()).doneAt).toBe(NOW.toISOString());
    expect(await titles('?due=today')).toEqual([]);
    // Completing again records nothing more.
    expect((await admin.post(complete(task.id))).status).toBe(200);

    const detail = adminLeadDetailSchema.parse(
      await (await admin.get(`/api/admin/leads/${lead}`)).json(),
    );
    expect(detail.history.map((h) => [h.action, h.detail])).toEqual([
      ['task_completed', { task: 'Call about the venue', due: TODAY }],
      ['task_added', { task: 'Call about the venue', due: TODAY, owner: ADMIN.username }],
    ]);

    const reopened = await admin.post(reopen(task.id));
    expect(adminTaskSchema.parse(await reopened.json()).doneAt).toBeNull();
    expect(await titles('?due=today')).toEqual(['Call about the venue']);
  });

  it('assigns the chosen admin, and refuses a disabled or unknown one', async () => {
    const admin = await signedInAdmin(app);
    const lead = await insertLeadRow(app.db.knex);
    const [maria] = (await app.db
      .knex('users')
      .insert({ username: 'maria', role: 'admin', password_hash: 'x' })
      .returning('id')) as { id: number }[];
    const res = await admin.post(apiPaths.adminTasks, {
      recordTable: 'leads',
      recordId: lead,
      title: 'Send villas',
      dueDay: TODAY,
      assigneeId: maria!.id,
    });
    expect(adminTaskSchema.parse(await res.json()).assignee).toEqual({
      id: maria!.id,
      name: 'maria',
    });
    await app.db.knex('users').where({ id: maria!.id }).update({ disabled_at: NOW });
    const refused = await admin.post(apiPaths.adminTasks, {
      recordTable: 'leads',
      recordId: lead,
      title: 'Send villas',
      dueDay: TODAY,
      assigneeId: maria!.id,
    });
    expect(refused.status).toBe(400);
    expect((await apiError(refused)).errors).toEqual({ assigneeId: ['Choose an active admin'] });
  });

  it('refuses bad input with 400, unknown records and tasks with 404, editors with 403', async () => {
    const admin = await signedInAdmin(app);
    const lead = await insertLeadRow(app.db.knex);
    const bad = await admin.post(apiPaths.adminTasks, {
      recordTable: 'leads',
      recordId: lead,
      title: '',
      dueDay: '2026-02-30',
    });
    expect(bad.status).toBe(400);
    expect((await apiError(bad)).errors).toMatchObject({
      title: ['Title is required'],
      dueDay: ['Choose a due day'],
    });
    expect((await admin.get(`${apiPaths.adminTasks}?due=yesterday`)).status).toBe(400);
    expect((await admin.get(`${apiPaths.adminTasks}?recordTable=leads`)).status).toBe(400);
    const missing = await admin.post(apiPaths.adminTasks, {
      recordTable: 'bookings',
      recordId: 999,
      title: 'x',
      dueDay: TODAY,
    });
    expect(missing.status).toBe(404);
    expect((await admin.post(complete(999))).status).toBe(404);

    const editor = await signedInEditor(app);
    expect((await editor.get(`${apiPaths.adminTasks}?due=today`)).status).toBe(403);
    expect(
      (
        await editor.post(apiPaths.adminTasks, {
          recordTable: 'leads',
          recordId: lead,
          title: 'x',
          dueDay: TODAY,
        })
      ).status,
    ).toBe(403);
    expect((await editor.post(complete(1))).status).toBe(403);
    expect(Number((await app.db.knex('crm_tasks').count({ n: '*' }))[0]!.n)).toBe(0);
  });
});

describe('the morning digest', () => {
  it('e-mails each staff member their tasks due today and overdue, once per Cabo day', async () => {
    const admin = await adminWithEmail('boss@cabo.example');
    const lead = await insertLeadRow(app.db.knex);
    const add = (title: string, dueDay: string) =>
      admin.post(apiPaths.adminTasks, { recordTable: 'leads', recordId: lead, title, dueDay });
    await add('Call Sofía', TODAY);
    await add('Send the quote', '2026-03-08');
    await add('Next week', '2026-03-17');
    const doneTask = adminTaskSchema.parse(await (await add('Already done', TODAY)).json());
    await admin.post(complete(doneTask.id));

    const outbox = await workers.start(outboxConfig);
    // 07:00 in Cabo on the 11th is 14:00 UTC; the tasks of the 10th are overdue then.
    const morning = new Date('2026-03-10T14:05:00Z');
    expect(await queueMorningDigests(app.db.knex, outbox, morning)).toBe(1);
    // Another instance (or a later run) the same morning queues nothing.
    expect(await queueMorningDigests(app.db.knex, outbox, new Date('2026-03-10T14:06:00Z'))).toBe(
      0,
    );

    const [mail, ...more] = await eventually(async () => {
      const files = await mailFiles();
      return files.length > 0 ? files : undefined;
    }, 'the digest');
    expect(more).toEqual([]);
    expect(mail!.parsed.subject).toBe('Your follow-ups for 2026-03-10: 1 due today, 1 overdue');
    expect([mail!.parsed.to].flat()[0]!.text).toBe('boss@cabo.example');
    expect(mail!.parsed.text).toContain('Call Sofía');
    expect(mail!.parsed.text).toContain('Send the quote');
    expect(mail!.parsed.text).not.toContain('Next week');
    expect(mail!.parsed.text).not.toContain('Already done');
    expect(await app.db.knex('crm_task_digests').select('day')).toHaveLength(1);
  });
});
