import { adminGuideSubmissionDetailSchema, apiPath, apiPaths } from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN, insertGuideRow, signedInAdmin } from './support/admin.ts';
import { useQueueingTestApp } from './support/app.ts';
import { apiError } from './support/client.ts';

// An outbox with its queues (as `npm start` has), no destination settings, no workers: a
// resent guide waits in the outbox, where the e-mail worker would pick it up.
const app = useQueueingTestApp();

const resendPath = (id: number) => apiPath(apiPaths.adminGuideSubmissionResend, { id });
const guidePath = (id: number) => apiPath(apiPaths.adminGuideSubmission, { id });

async function guideEmails(recordId: number) {
  return (await app.db
    .knex('outbox_messages')
    .where({ record_table: 'guide_submissions', record_id: recordId, destination: 'email' })
    .select('kind', 'state', 'job_id')) as { kind: string; state: string; job_id: string }[];
}

describe('POST /api/admin/guide-submissions/:id/resend', () => {
  it('queues the guide e-mail again, back to pending, and records who resent it', async () => {
    const id = await insertGuideRow(app.db.knex, { status: 'sent' });
    const admin = await signedInAdmin(app);
    const res = await admin.post(resendPath(id));
    expect(app.loggedErrors).toEqual([]);
    expect(res.status).toBe(202);
    const detail = adminGuideSubmissionDetailSchema.parse(await res.json());
    expect(detail.record.status).toBe('pending');
    expect(detail.history).toMatchObject([
      {
        action: 'resend',
        fromStatus: 'sent',
        toStatus: 'pending',
        note: null,
        actor: { name: ADMIN.username },
      },
    ]);

    const [email, ...more] = await guideEmails(id);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ kind: 'guide', state: 'waiting' });
    const job = await app.db.knex('pgboss.job').where({ id: email!.job_id }).first('name');
    expect(job).toMatchObject({ name: 'outbox.email' });

    // A second resend queues a second e-mail; the history keeps both.
    await admin.post(resendPath(id));
    expect(await guideEmails(id)).toHaveLength(2);
    const again = adminGuideSubmissionDetailSchema.parse(
      await (await admin.get(guidePath(id))).json(),
    );
    expect(again.history.map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([
      ['resend', null, null],
      ['resend', 'sent', 'pending'],
    ]);
  });

  it('answers 404 for an unknown guide request and queues nothing', async () => {
    const res = await (await signedInAdmin(app)).post(resendPath(4242));
    expect(res.status).toBe(404);
    expect((await apiError(res)).code).toBe('not_found');
    expect(Number((await app.db.knex('outbox_messages').count({ n: '*' }))[0]!.n)).toBe(0);
  });
});
