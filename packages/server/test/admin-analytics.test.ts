import { adminAnalyticsSchema, apiPaths } from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { monthsEndingAt } from '../src/admin/service.ts';
import { insertBookingRow, insertGuideRow, insertLeadRow, signedInAdmin } from './support/admin.ts';
import { useTestApp } from './support/app.ts';

// The dashboard's "now": mid-March 2026 in Los Cabos. The clock stands still, so sessions
// made in these tests live as long as they need.
const NOW = new Date('2026-03-15T18:00:00Z');
const app = useTestApp({ now: () => NOW });

async function analytics() {
  const res = await (await signedInAdmin(app)).get(apiPaths.adminAnalytics);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return adminAnalyticsSchema.parse(await res.json());
}

describe('GET /api/admin/analytics', () => {
  it('is all zeros, twelve empty months, without records', async () => {
    const figures = await analytics();
    expect(figures).toMatchObject({
      totalLeads: 0,
      guideDownloads: 0,
      bookingRequests: 0,
      convertedLeads: 0,
      conversionRate: 0,
      timeZone: 'America/Mazatlan',
    });
    expect(figures.leadsPerMonth.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(figures.leadsPerMonth.every((m) => m.count === 0)).toBe(true);
  });

  it('counts the stored records: totals, conversion and leads per local month', async () => {
    const knex = app.db.knex;
    const leadsAt = async (at: string, count: number, status = 'new') => {
      for (let i = 0; i < count; i += 1) await insertLeadRow(knex, { created_at: at, status });
    };
    await leadsAt('2026-03-10T12:00:00Z', 3);
    await leadsAt('2026-03-02T12:00:00Z', 2, 'converted');
    // 1 March 03:00 UTC is still 28 February, 20:00 in Los Cabos (UTC-7).
    await leadsAt('2026-03-01T03:00:00Z', 1);
    await leadsAt('2026-01-20T12:00:00Z', 1, 'converted');
    await leadsAt('2025-04-01T08:00:00Z', 1);
    // Older than the twelve months: counted in the total, not in the chart.
    await leadsAt('2025-03-31T12:00:00Z', 2);
    for (let i = 0; i < 4; i += 1) await insertGuideRow(knex);
    for (let i = 0; i < 3; i += 1) await insertBookingRow(knex);

    const figures = await analytics();
    expect(figures).toMatchObject({
      totalLeads: 10,
      convertedLeads: 3,
      conversionRate: 0.3,
      guideDownloads: 4,
      bookingRequests: 3,
    });
    const perMonth = Object.fromEntries(figures.leadsPerMonth.map((m) => [m.month, m.count]));
    expect(perMonth).toMatchObject({
      '2026-03': 5,
      '2026-02': 1,
      '2026-01': 1,
      '2025-12': 0,
      '2025-04': 1,
    });
    expect(figures.leadsPerMonth.reduce((sum, m) => sum + m.count, 0)).toBe(8);
  });
});

describe('monthsEndingAt', () => {
  it('crosses the year and follows the zone, not UTC', () => {
    expect(monthsEndingAt(new Date('2026-02-01T05:00:00Z'), 'America/Mazatlan', 3)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(monthsEndingAt(new Date('2026-02-01T05:00:00Z'), 'UTC', 2)).toEqual([
      '2026-01',
      '2026-02',
    ]);
  });
});
