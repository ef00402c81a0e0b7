import {
  adminAnalyticsSchema,
  adminBookingDetailSchema,
  adminBookingPageSchema,
  adminGuideSubmissionPageSchema,
  apiPath,
  apiPaths,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { OWNER_CALENDAR_FORM_TYPE } from '../src/db/seeds/sample-bookings.ts';
import {
  insertBookingRow,
  insertGuideRow,
  insertLeadRow,
  march,
  signedInAdmin,
} from './support/admin.ts';
import { useQueueingTestApp } from './support/app.ts';
import { apiError } from './support/client.ts';

// docs/admin.md, "Spam": bookings and guide requests the honeypot or the fill time caught
// are kept apart in their lists as leads are, and no figure counts them; the owners'
// calendar holds are nights kept, not booking requests. The public forms flag them
// (spam.test.ts); here they are inserted directly.
const NOW = new Date('2026-03-22T18:00:00Z');
const app = useQueueingTestApp({ now: () => NOW });
const knex = () => app.db.knex;

async function getJson(path: string) {
  const res = await (await signedInAdmin(app)).get(path);
  expect(res.status).toBe(200);
  return res.json() as Promise<unknown>;
}

describe('spam-flagged bookings and guide requests in the admin', () => {
  it('bookings: left out of the list and its CSV, listed with their reason under ?spam=true', async () => {
    const real = await insertBookingRow(knex(), { created_at: march(19) });
    const spam = await insertBookingRow(knex(), {
      created_at: march(20),
      email: 'bot@spam.example',
      spam: true,
      spam_reason: 'too_fast',
    });

    const normal = adminBookingPageSchema.parse(await getJson(apiPaths.adminBookings));
    expect(normal.items.map((b) => b.id)).toEqual([real]);
    expect(normal.items[0]).toMatchObject({ spam: false, spamReason: null });

    const flagged = adminBookingPageSchema.parse(
      await getJson(`${apiPaths.adminBookings}?spam=true`),
    );
    expect(flagged.total).toBe(1);
    expect(flagged.items[0]).toMatchObject({ id: spam, spam: true, spamReason: 'too_fast' });
    // The other filters still apply inside the spam view.
    expect(
      adminBookingPageSchema.parse(
        await getJson(`${apiPaths.adminBookings}?spam=true&status=confirmed`),
      ).total,
    ).toBe(0);

    const detail = adminBookingDetailSchema.parse(
      await getJson(apiPath(apiPaths.adminBooking, { id: spam })),
    );
    expect(detail.record).toMatchObject({ spam: true, spamReason: 'too_fast' });

    const admin = await signedInAdmin(app);
    const csv = await (await admin.get(apiPaths.adminBookingsCsv)).text();
    expect(csv).toContain('olivia@example.com');
    expect(csv).not.toContain('bot@spam.example');
    const spamCsv = await (await admin.get(`${apiPaths.adminBookingsCsv}?spam=true`)).text();
    expect(spamCsv).toContain('bot@spam.example');
  });

  it('guide requests: left out of the list, listed under ?spam=true, never resent', async () => {
    const real = await insertGuideRow(knex(), { created_at: march(19) });
    const spam = await insertGuideRow(knex(), {
      created_at: march(20),
      email: 'offers@spam.example',
      spam: true,
      spam_reason: 'honeypot',
    });

    const normal = adminGuideSubmissionPageSchema.parse(
      await getJson(apiPaths.adminGuideSubmissions),
    );
    expect(normal.items.map((g) => g.id)).toEqual([real]);
    const flagged = adminGuideSubmissionPageSchema.parse(
      await getJson(`${apiPaths.adminGuideSubmissions}?spam=true`),
    );
    expect(flagged.items).toHaveLength(1);
    expect(flagged.items[0]).toMatchObject({ id: spam, spam: true, spamReason: 'honeypot' });

    const admin = await signedInAdmin(app);
    const resend = await admin.post(apiPath(apiPaths.adminGuideSubmissionResend, { id: spam }));
    expect(resend.status).toBe(409);
    expect(await apiError(resend)).toMatchObject({ code: 'spam' });
    const queued = await knex()('outbox_messages').where({
      record_table: 'guide_submissions',
      record_id: spam,
    });
    expect(queued).toEqual([]);
    expect(await knex()('admin_activity').where({ record_id: spam })).toEqual([]);
  });

  it('analytics count neither spam nor the owners’ calendar holds', async () => {
    await insertLeadRow(knex(), { created_at: march(10) });
    await insertLeadRow(knex(), { created_at: march(11), status: 'converted' });
    await insertLeadRow(knex(), { created_at: march(12), spam: true, spam_reason: 'honeypot' });
    await insertGuideRow(knex(), { created_at: march(10) });
    await insertGuideRow(knex(), { created_at: march(11), spam: true, spam_reason: 'too_fast' });
    await insertGuideRow(knex(), { created_at: march(12), spam: true, spam_reason: 'honeypot' });
    await insertBookingRow(knex(), { created_at: march(10) });
    await insertBookingRow(knex(), { created_at: march(10), status: 'confirmed' });
    await insertBookingRow(knex(), { created_at: march(11), spam: true, spam_reason: 'honeypot' });
    await insertBookingRow(knex(), {
      created_at: march(12),
      status: 'confirmed',
      form_type: OWNER_CALENDAR_FORM_TYPE,
      source: OWNER_CALENDAR_FORM_TYPE,
    });

    const figures = adminAnalyticsSchema.parse(await getJson(apiPaths.adminAnalytics));
    expect(figures.totals).toMatchObject({ leads: 2, guideDownloads: 1, bookingRequests: 2 });
    expect(figures.totals.conversion).toMatchObject({ converted: 1, closed: 0 });
    expect(figures.leadsByMonth.find((m) => m.label === '2026-03')?.count).toBe(2);
  });
});
