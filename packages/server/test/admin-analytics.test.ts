import { adminAnalyticsSchema, analyticsRangeMessages, apiPaths } from '@cabo/contract';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { OWNER_CALENDAR_FORM_TYPE } from '../src/db/seeds/sample-bookings.ts';
import {
  insertBookingRow,
  insertGuideRow,
  insertLeadRow,
  signedInAdmin,
  signedInEditor,
} from './support/admin.ts';
import { useTestApp } from './support/app.ts';

// "Today" is 15 March 2026 in Los Cabos (UTC-7, no daylight saving). The clock stands still,
// so sessions made in these tests live as long as they need.
const NOW = new Date('2026-03-15T18:00:00Z');
const app = useTestApp({ now: () => NOW });

const HOUR = 3_600_000;
const later = (at: string, hours: number) => new Date(Date.parse(at) + hours * HOUR);

async function analytics(query = '') {
  const res = await (await signedInAdmin(app)).get(`${apiPaths.adminAnalytics}${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return adminAnalyticsSchema.parse(await res.json());
}

/** A staff step on a lead, at a known time. */
async function activity(
  knex: Knex,
  leadId: number,
  at: Date,
  entry: { action: string; from_status?: string; to_status?: string; note?: string },
) {
  await knex('admin_activity').insert({
    record_table: 'leads',
    record_id: leadId,
    actor_name: 'boss',
    created_at: at,
    ...entry,
  });
}

/**
 * The fixed set the figures are computed by hand from. The range asked is 1 to 10 March
 * (Cabo): 00:30 on the 1st and 23:30 on the 10th are in, 23:30 on 28 February and 00:30 on
 * the 11th are out.
 */
async function seed(knex: Knex) {
  const lead = async (at: string, row: Record<string, unknown>, attribution?: object) => ({
    id: await insertLeadRow(knex, {
      created_at: at,
      attribution: attribution ? JSON.stringify(attribution) : null,
      ...row,
    }),
    at,
  });
  const l1 = await lead(
    '2026-03-02T17:00:00Z',
    { interest_type: 'villa', status: 'converted' },
    { utm_source: 'Google', utm_campaign: 'spring', landingPath: '/villas' },
  );
  const l2 = await lead(
    '2026-03-03T17:00:00Z',
    { interest_type: 'wedding', status: 'closed' },
    { utm_source: 'google', utm_campaign: 'spring', landingPath: '/villas' },
  );
  const l3 = await lead(
    '2026-03-04T17:00:00Z',
    { interest_type: 'wedding', status: 'converted' },
    { referrer: 'https://www.instagram.com/p/abc', landingPath: '/weddings' },
  );
  await lead('2026-03-05T17:00:00Z', { interest_type: 'villa', status: 'new' });
  // 23:30 on 10 March in Cabo: the last day of the range, in.
  const l5 = await lead(
    '2026-03-11T06:30:00Z',
    { interest_type: 'resort', status: 'contacted' },
    { referrer: 'https://facebook.com/x', landingPath: '/resorts' },
  );
  // 00:30 on 11 March in Cabo: out.
  const l6 = await lead(
    '2026-03-11T07:30:00Z',
    { interest_type: 'villa', status: 'converted' },
    { utm_source: 'google' },
  );
  // 23:30 on 28 February in Cabo: out.
  await lead('2026-03-01T06:30:00Z', { interest_type: 'villa', status: 'closed' });
  // 00:30 on 1 March in Cabo: in.
  await lead(
    '2026-03-01T07:30:00Z',
    { interest_type: 'villa', status: 'closed' },
    { utm_source: 'newsletter', utm_campaign: 'march-news', landingPath: '/villas' },
  );
  const spam = await lead(
    '2026-03-04T17:00:00Z',
    { interest_type: 'villa', status: 'converted', spam: true, spam_reason: 'honeypot' },
    { utm_source: 'google', utm_campaign: 'spring', landingPath: '/villas' },
  );

  // First answers: l1 1 h (a reply before the status change), l2 4 h, l3 3 h (a note and a
  // later change between other statuses do not count), l5 10 h; l4 and l8 unanswered.
  await activity(knex, l1.id, later(l1.at, 1), { action: 'reply_sent' });
  await activity(knex, l1.id, later(l1.at, 2), {
    action: 'update',
    from_status: 'new',
    to_status: 'contacted',
  });
  await activity(knex, l2.id, later(l2.at, 4), { action: 'reply_sent' });
  await activity(knex, l3.id, later(l3.at, 0.5), { action: 'update', note: 'Called, no answer' });
  await activity(knex, l3.id, later(l3.at, 3), {
    action: 'update',
    from_status: 'new',
    to_status: 'contacted',
  });
  await activity(knex, l3.id, later(l3.at, 5), {
    action: 'update',
    from_status: 'contacted',
    to_status: 'converted',
  });
  await activity(knex, l5.id, later(l5.at, 10), {
    action: 'update',
    from_status: 'new',
    to_status: 'contacted',
  });
  // Out of the range or spam: their fast answers do not count.
  await activity(knex, l6.id, later(l6.at, 0.2), { action: 'reply_sent' });
  await activity(knex, spam.id, later(spam.at, 0.1), { action: 'reply_sent' });

  await insertGuideRow(knex, { created_at: '2026-03-02T17:00:00Z' });
  await insertGuideRow(knex, { created_at: '2026-03-11T06:30:00Z' });
  await insertGuideRow(knex, { created_at: '2026-03-03T17:00:00Z', guide_type: 'Villa Guide' });
  await insertGuideRow(knex, {
    created_at: '2026-03-03T17:00:00Z',
    guide_type: 'Villa Guide',
    spam: true,
    spam_reason: 'too_fast',
  });
  await insertGuideRow(knex, { created_at: '2026-03-11T07:30:00Z', guide_type: 'Villa Guide' });

  const booking = (at: string, status: string, totalCents: number | null, row = {}) =>
    insertBookingRow(knex, { created_at: at, status, total_cents: totalCents, ...row });
  await booking('2026-03-02T17:00:00Z', 'confirmed', 250000);
  await booking('2026-03-05T17:00:00Z', 'confirmed', 100050);
  await booking('2026-03-06T17:00:00Z', 'pending', 80000);
  await booking('2026-03-07T17:00:00Z', 'pending', null);
  await booking('2026-03-08T17:00:00Z', 'declined', 99900);
  await booking('2026-03-08T17:00:00Z', 'confirmed', 500000, {
    spam: true,
    spam_reason: 'honeypot',
  });
  await booking('2026-03-08T17:00:00Z', 'confirmed', 600000, {
    form_type: OWNER_CALENDAR_FORM_TYPE,
    source: OWNER_CALENDAR_FORM_TYPE,
  });
  // 28 February in Cabo.
  await booking('2026-03-01T06:30:00Z', 'confirmed', 70000);
}

describe('GET /api/admin/analytics', () => {
  it('is zeros, no rates and no months without records', async () => {
    const figures = await analytics();
    expect(figures).toEqual({
      from: null,
      to: null,
      timeZone: 'America/Mazatlan',
      totals: {
        leads: 0,
        guideDownloads: 0,
        bookingRequests: 0,
        conversion: { label: 'All sources', converted: 0, closed: 0, rate: null },
      },
      leadsBySource: [],
      leadsByCampaign: [],
      leadsByInterest: [],
      leadsByLandingPage: [],
      conversionBySource: [],
      firstReply: { medianHours: null, answered: 0, unanswered: 0 },
      guideDownloadsByGuide: [],
      leadsByMonth: [],
      bookingsByMonth: [],
    });
  });

  it('computes every figure of a range from the stored rows, spam left out, both ends in', async () => {
    await seed(app.db.knex);
    const figures = await analytics('?from=2026-03-01&to=2026-03-10');
    expect(figures.from).toBe('2026-03-01');
    expect(figures.to).toBe('2026-03-10');
    expect(figures.totals).toEqual({
      leads: 6,
      guideDownloads: 3,
      bookingRequests: 5,
      conversion: { label: 'All sources', converted: 2, closed: 2, rate: 0.5 },
    });
    expect(figures.leadsBySource).toEqual([
      { label: 'google', count: 2 },
      { label: 'direct', count: 1 },
      { label: 'facebook.com', count: 1 },
      { label: 'instagram.com', count: 1 },
      { label: 'newsletter', count: 1 },
    ]);
    expect(figures.leadsByCampaign).toEqual([
      { label: '(no campaign)', count: 3 },
      { label: 'spring', count: 2 },
      { label: 'march-news', count: 1 },
    ]);
    expect(figures.leadsByInterest).toEqual([
      { label: 'villa', count: 3 },
      { label: 'wedding', count: 2 },
      { label: 'resort', count: 1 },
    ]);
    expect(figures.leadsByLandingPage).toEqual([
      { label: '/villas', count: 3 },
      { label: '(unknown)', count: 1 },
      { label: '/resorts', count: 1 },
      { label: '/weddings', count: 1 },
    ]);
    expect(figures.conversionBySource).toEqual([
      { label: 'google', converted: 1, closed: 1, rate: 0.5 },
      { label: 'instagram.com', converted: 1, closed: 0, rate: 1 },
      { label: 'newsletter', converted: 0, closed: 1, rate: 0 },
      { label: 'direct', converted: 0, closed: 0, rate: null },
      { label: 'facebook.com', converted: 0, closed: 0, rate: null },
    ]);
    // Answered after 1, 4, 3 and 10 hours: the median is (3 + 4) / 2.
    expect(figures.firstReply).toEqual({ medianHours: 3.5, answered: 4, unanswered: 2 });
    expect(figures.guideDownloadsByGuide).toEqual([
      { label: 'Ultimate Cabo Guide 2025', count: 2 },
      { label: 'Villa Guide', count: 1 },
    ]);
    expect(figures.leadsByMonth).toEqual([{ label: '2026-03', count: 6 }]);
    expect(figures.bookingsByMonth).toEqual([
      {
        month: '2026-03',
        confirmedCents: 350050,
        confirmedCount: 2,
        pendingCents: 80000,
        pendingCount: 2,
      },
    ]);
  });

  it('all time runs from the first stored month to today', async () => {
    await seed(app.db.knex);
    const figures = await analytics();
    expect(figures.totals).toMatchObject({ leads: 8, guideDownloads: 4, bookingRequests: 6 });
    expect(figures.totals.conversion).toMatchObject({ converted: 3, closed: 3, rate: 0.5 });
    expect(figures.leadsByMonth).toEqual([
      { label: '2026-02', count: 1 },
      { label: '2026-03', count: 7 },
    ]);
    expect(figures.bookingsByMonth.map((m) => [m.month, m.confirmedCents, m.pendingCents])).toEqual(
      [
        ['2026-02', 70000, 0],
        ['2026-03', 350050, 80000],
      ],
    );
    // Answered after 1, 4, 3, 10 and 0.2 hours: the median is 3.
    expect(figures.firstReply).toEqual({ medianHours: 3, answered: 5, unanswered: 3 });
  });

  it('keeps empty months of a range inside the stored data, and allows three years', async () => {
    await seed(app.db.knex);
    const figures = await analytics('?from=2023-03-16&to=2026-03-15');
    expect(figures.totals.leads).toBe(8);
    // Nothing is stored before February 2026: the months start there.
    expect(figures.leadsByMonth.map((m) => m.label)).toEqual(['2026-02', '2026-03']);
    const single = await analytics('?from=2026-03-11&to=2026-03-11');
    expect(single.totals.leads).toBe(1);
    expect(single.leadsBySource).toEqual([{ label: 'google', count: 1 }]);
    expect(single.firstReply).toEqual({ medianHours: 0.2, answered: 1, unanswered: 0 });
  });

  it('refuses bad dates and a range that ends before it starts (400)', async () => {
    const admin = await signedInAdmin(app);
    const cases: [string, string][] = [
      ['?from=2026-02-30', analyticsRangeMessages.from],
      ['?from=yesterday', analyticsRangeMessages.from],
      ['?to=2026-13-01', analyticsRangeMessages.to],
      ['?from=2026-03-10&to=2026-03-09', analyticsRangeMessages.order],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get(`${apiPaths.adminAnalytics}${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; code: string };
      expect(body.code).toBe('validation_failed');
      expect(body.message).toBe(message);
    }
  });

  it('is the admins’ alone: an editor gets 403', async () => {
    const editor = await signedInEditor(app);
    for (const path of [apiPaths.adminAnalytics, apiPaths.adminAnalyticsCsv]) {
      const res = await editor.get(`${path}?from=2026-03-01&to=2026-03-10`);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden' });
    }
  });
});

describe('GET /api/admin/analytics.csv', () => {
  it('is the same figures for the same range, formulas guarded', async () => {
    await seed(app.db.knex);
    await insertLeadRow(app.db.knex, {
      created_at: '2026-03-09T17:00:00Z',
      attribution: JSON.stringify({ utm_source: 'mail', utm_campaign: '=HYPERLINK("x")' }),
    });
    const res = await (
      await signedInAdmin(app)
    ).get(`${apiPaths.adminAnalyticsCsv}?from=2026-03-01&to=2026-03-10`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('analytics-2026-03-15.csv');
    // Kept with its byte-order mark, which a plain res.text() would drop.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFFFigure,Item,Measure,Value\r\n')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toContain('Range,From,Date,2026-03-01');
    expect(lines).toContain('Totals,Leads,Count,7');
    expect(lines).toContain('Leads by source,google,Leads,2');
    expect(lines).toContain('Leads by interest,Wedding,Leads,3');
    expect(lines).toContain('Leads by campaign,"\'=HYPERLINK(""x"")",Leads,1');
    expect(lines).toContain('Conversion by source,google,Rate,50.0%');
    expect(lines).toContain('Conversion by source,direct,Rate,—');
    expect(lines).toContain('Time to first reply,Median,Hours,3.5');
    expect(lines).toContain('Bookings value by month,2026-03,Confirmed (USD),3500.50');
  });
});
