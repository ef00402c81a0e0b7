import {
  adminAnalyticsSchema,
  adminLeadDetailSchema,
  adminLeadPageSchema,
  apiPath,
  apiPaths,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN, insertLeadRow, march, patchJson, signedInAdmin } from './support/admin.ts';
import { useQueueingTestApp } from './support/app.ts';
import { apiError } from './support/client.ts';

// Spam-flagged leads are stored by the public forms (docs/lead-forms.md); here they are
// inserted directly. An outbox with its queues and no destination settings: a lead moved
// out of spam gets its deliveries queued, waiting for a worker.
const NOW = new Date('2026-03-22T18:00:00Z');
const app = useQueueingTestApp({ now: () => NOW });
const knex = () => app.db.knex;

const leadPath = (id: number) => apiPath(apiPaths.adminLead, { id });

async function leads(query = '') {
  const res = await (await signedInAdmin(app)).get(`${apiPaths.adminLeads}${query}`);
  expect(res.status).toBe(200);
  return adminLeadPageSchema.parse(await res.json());
}

const spamRow = (extra: Record<string, unknown> = {}) =>
  insertLeadRow(knex(), {
    spam: true,
    spam_reason: 'honeypot',
    email: 'promo@spam.example',
    created_at: march(20),
    ...extra,
  });

async function deliveriesOf(recordId: number) {
  return (await knex()('outbox_messages')
    .where({ record_table: 'leads', record_id: recordId })
    .orderBy('id')
    .select('destination', 'kind', 'state', 'job_id', 'payload')) as {
    destination: string;
    kind: string;
    state: string;
    job_id: string;
    payload: unknown;
  }[];
}

describe('spam-flagged leads in the admin', () => {
  it('are left out of the leads list and its CSV; ?spam=true lists only them', async () => {
    const real = await insertLeadRow(knex(), { submission_id: 'real', created_at: march(19) });
    const spam = await spamRow({ submission_id: 'spam' });

    const normal = await leads();
    expect(normal.total).toBe(1);
    expect(normal.items.map((l) => l.id)).toEqual([real]);
    expect(normal.items[0]).toMatchObject({ spam: false, spamReason: null });

    const flagged = await leads('?spam=true');
    expect(flagged.total).toBe(1);
    expect(flagged.items[0]).toMatchObject({ id: spam, spam: true, spamReason: 'honeypot' });

    // The other filters still apply inside the spam view.
    expect((await leads('?spam=true&status=contacted')).total).toBe(0);
    expect((await leads('?spam=false')).items.map((l) => l.id)).toEqual([real]);

    const admin = await signedInAdmin(app);
    const csv = await (await admin.get(apiPaths.adminLeadsCsv)).text();
    expect(csv).toContain('sofia@example.com');
    expect(csv).not.toContain('promo@spam.example');
    const spamCsv = await (await admin.get(`${apiPaths.adminLeadsCsv}?spam=true`)).text();
    expect(spamCsv).toContain('promo@spam.example');
  });

  it('answer 400 to a spam value other than true or false', async () => {
    const res = await (await signedInAdmin(app)).get(`${apiPaths.adminLeads}?spam=maybe`);
    expect(res.status).toBe(400);
    expect((await apiError(res)).errors).toHaveProperty('spam');
  });

  it('do not make a visitor a returning one', async () => {
    await spamRow({ email: 'sofia@example.com', created_at: march(1) });
    const id = await insertLeadRow(knex(), { email: 'sofia@example.com', created_at: march(5) });
    const [row] = (await leads()).items;
    expect(row).toMatchObject({ id, previousLeads: 0 });
    const detail = adminLeadDetailSchema.parse(
      await (await (await signedInAdmin(app)).get(leadPath(id))).json(),
    );
    expect(detail.earlierLeads).toEqual([]);
  });

  it('are not counted in the analytics', async () => {
    await insertLeadRow(knex(), { created_at: march(10), status: 'converted' });
    await insertLeadRow(knex(), { created_at: march(11) });
    await spamRow({ created_at: march(12) });
    await spamRow({ created_at: march(13), status: 'converted' });
    const res = await (await signedInAdmin(app)).get(apiPaths.adminAnalytics);
    const figures = adminAnalyticsSchema.parse(await res.json());
    expect(figures.totals).toMatchObject({ leads: 2 });
    expect(figures.totals.conversion).toMatchObject({ converted: 1, closed: 0 });
    expect(figures.leadsByMonth.at(-1)).toEqual({ label: '2026-03', count: 2 });
  });

  it('PATCH { spam: false } moves one back, records who did it and queues its deliveries', async () => {
    const id = await spamRow();
    expect(await deliveriesOf(id)).toEqual([]);
    const admin = await signedInAdmin(app);

    const res = await patchJson(admin, leadPath(id), { spam: false });
    expect(app.loggedErrors).toEqual([]);
    expect(res.status).toBe(200);
    const detail = adminLeadDetailSchema.parse(await res.json());
    expect(detail.record).toMatchObject({ id, spam: false, spamReason: null, status: 'new' });
    expect(detail.history).toMatchObject([
      {
        action: 'not_spam',
        fromStatus: null,
        toStatus: null,
        note: null,
        actor: { name: ADMIN.username },
        at: NOW.toISOString(),
      },
    ]);

    // Listed among the leads now, gone from the spam view.
    expect((await leads()).items.map((l) => l.id)).toEqual([id]);
    expect((await leads('?spam=true')).total).toBe(0);

    // The same deliveries an accepted lead gets: both forwardings and its two e-mails.
    const deliveries = await deliveriesOf(id);
    expect(deliveries.map((d) => [d.destination, d.kind, d.state])).toEqual([
      ['automation_webhook', 'lead.created', 'waiting'],
      ['table_service', 'lead.created', 'waiting'],
      ['email', 'staff_alert', 'waiting'],
      ['email', 'acknowledgement', 'waiting'],
    ]);
    expect(deliveries[1]!.payload).toMatchObject({
      table: 'contact_form',
      body: {
        records: [
          {
            fields: {
              email: 'promo@spam.example',
              submissionDate: '2026-03-20 10:00:00',
            },
          },
        ],
      },
    });
    const jobs = await knex()('pgboss.job')
      .whereIn(
        'id',
        deliveries.map((d) => d.job_id),
      )
      .select('name');
    expect(jobs.map((j: { name: string }) => j.name).sort()).toEqual([
      'outbox.automation_webhook',
      'outbox.email',
      'outbox.email',
      'outbox.table_service',
    ]);

    // Again: nothing more to move, nothing queued twice, no new entry.
    const again = await patchJson(admin, leadPath(id), { spam: false });
    expect(again.status).toBe(200);
    expect(adminLeadDetailSchema.parse(await again.json()).history).toHaveLength(1);
    expect(await deliveriesOf(id)).toHaveLength(4);
  });

  it('PATCH with spam false, a status and a note keeps both entries, newest first', async () => {
    const id = await spamRow();
    const res = await patchJson(await signedInAdmin(app), leadPath(id), {
      spam: false,
      status: 'contacted',
      note: 'Real person after all',
    });
    expect(res.status).toBe(200);
    const detail = adminLeadDetailSchema.parse(await res.json());
    expect(detail.record).toMatchObject({ spam: false, status: 'contacted' });
    expect(detail.history.map((h) => [h.action, h.fromStatus, h.toStatus, h.note])).toEqual([
      ['update', 'new', 'contacted', 'Real person after all'],
      ['not_spam', null, null, null],
    ]);
  });

  it('PATCH cannot flag a lead as spam, and { spam: false } on a real lead changes nothing', async () => {
    const id = await insertLeadRow(knex());
    const admin = await signedInAdmin(app);
    const flag = await patchJson(admin, leadPath(id), { spam: true });
    expect(flag.status).toBe(400);
    expect((await apiError(flag)).errors).toHaveProperty('spam');

    const res = await patchJson(admin, leadPath(id), { spam: false });
    expect(res.status).toBe(200);
    expect(adminLeadDetailSchema.parse(await res.json()).history).toEqual([]);
    expect(await deliveriesOf(id)).toEqual([]);
  });
});
