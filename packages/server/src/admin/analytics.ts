import {
  analyticsNone,
  caboDate,
  CABO_TIME_ZONE,
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  type AnalyticsBookingMonth,
  type AnalyticsConversion,
  type AnalyticsCount,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { OWNER_CALENDAR_FORM_TYPE } from '../db/seeds/sample-bookings.ts';

/*
 * The analytics (docs/admin.md, "Analytics"): every figure is one SQL query over the stored
 * rows, spam left out, for the Cabo calendar days `from` to `to`, both ends inclusive (an
 * open end is all time). Named bindings; casts are written cast(... as ...) because knex
 * would read `::` after a name as a binding, and a question mark is written \x3f because
 * knex would read it as one.
 */

interface Bindings {
  [name: string]: string | null;
  tz: string;
  from: string | null;
  to: string | null;
  today: string;
  owner: string;
  direct: string;
  noCampaign: string;
  noLanding: string;
}

/** A row's Cabo calendar day is within the range. */
const inRange = (column: string) => `(
  (cast(:from as date) is null or cast(${column} at time zone cast(:tz as text) as date) >= cast(:from as date))
  and (cast(:to as date) is null or cast(${column} at time zone cast(:tz as text) as date) <= cast(:to as date)))`;

/**
 * Leads of the range with where they came from: the utm_source, else the referrer's host
 * (without "www."), else "direct"; the campaign and the landing path.
 */
const leadsInRange = `l as (
  select id, status, interest_type, created_at,
    coalesce(
      nullif(lower(trim(attribution->>'utm_source')), ''),
      nullif(regexp_replace(lower(substring(attribution->>'referrer'
        from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:#@\\x3f]+)')), '^www[.]', ''), ''),
      cast(:direct as text)) as source,
    coalesce(nullif(trim(attribution->>'utm_campaign'), ''), cast(:noCampaign as text)) as campaign,
    coalesce(nullif(trim(attribution->>'landingPath'), ''), cast(:noLanding as text)) as landing
  from leads
  where not spam and ${inRange('created_at')})`;

/** Booking requests of the range: not spam, not an owner's calendar hold. */
const bookingsInRange = `b as (
  select status, total_cents, created_at from bookings
  where not spam and form_type <> cast(:owner as text) and ${inRange('created_at')})`;

const guidesInRange = `g as (
  select guide_type from guide_submissions where not spam and ${inRange('created_at')})`;

/**
 * The months the monthly charts show: those of the range, but none before the first stored
 * lead or booking and none after today (or the last stored one), so "all time" and a wide
 * custom range stay as long as the data.
 */
const monthsOfRange = `bounds as (
  select
    date_trunc('month', greatest(cast(:from as date), min(day))) as first,
    date_trunc('month', least(coalesce(cast(:to as date), cast(:today as date)),
      greatest(cast(:today as date), max(day)))) as last
  from (
    select cast(created_at at time zone cast(:tz as text) as date) as day from leads where not spam
    union all
    select cast(created_at at time zone cast(:tz as text) as date) from bookings
      where not spam and form_type <> cast(:owner as text)
  ) stored
), months as (
  select to_char(m, 'YYYY-MM') as month
  from bounds, generate_series(bounds.first, bounds.last, interval '1 month') as m
)`;

const monthOf = (column: string) => `to_char(${column} at time zone cast(:tz as text), 'YYYY-MM')`;

const conversionColumns = `
  cast(count(*) filter (where status = 'converted') as int) as converted,
  cast(count(*) filter (where status = 'closed') as int) as closed,
  case when count(*) filter (where status in ('converted', 'closed')) = 0 then null
    else cast(count(*) filter (where status = 'converted') as float)
      / count(*) filter (where status in ('converted', 'closed')) end as rate`;

/**
 * A lead's first answer: an e-mailed reply (`reply_sent`) or the first status change away
 * from "new", whichever came first (docs/admin.md, "Analytics").
 */
const firstReplies = `answered as (
  select l.id, greatest(0, extract(epoch from min(a.created_at) - l.created_at) / 3600) as hours
  from l join admin_activity a on a.record_table = 'leads' and a.record_id = l.id
    and (a.action = 'reply_sent'
      or (a.from_status = 'new' and a.to_status is not null and a.to_status <> 'new'))
  group by l.id, l.created_at)`;

async function rows<T>(knex: Knex, sql: string, bindings: Bindings): Promise<T[]> {
  const result = (await knex.raw(sql, bindings)) as { rows: T[] };
  return result.rows;
}

const counted = (list: { label: string; count: number | string }[]): AnalyticsCount[] =>
  list.map((row) => ({ label: row.label, count: Number(row.count) }));

const conversions = (
  list: { label: string; converted: number; closed: number; rate: number | null }[],
): AnalyticsConversion[] =>
  list.map((row) => ({
    label: row.label,
    converted: Number(row.converted),
    closed: Number(row.closed),
    rate: row.rate === null ? null : Number(row.rate),
  }));

/** Every figure of the analytics page for the range, at `now` (whose Cabo date is "today"). */
export async function analytics(
  knex: Knex,
  range: AdminAnalyticsQuery,
  now: Date,
): Promise<AdminAnalytics> {
  const bindings: Bindings = {
    tz: CABO_TIME_ZONE,
    from: range.from ?? null,
    to: range.to ?? null,
    today: caboDate(now),
    owner: OWNER_CALENDAR_FORM_TYPE,
    direct: analyticsNone.source,
    noCampaign: analyticsNone.campaign,
    noLanding: analyticsNone.landingPage,
  };
  const byLeads = (column: string) =>
    rows<{ label: string; count: number }>(
      knex,
      `with ${leadsInRange}
      select ${column} as label, cast(count(*) as int) as count from l
      group by 1 order by 2 desc, ${column} collate "C"`,
      bindings,
    );
  const [
    totals,
    overall,
    bySource,
    byCampaign,
    byInterest,
    byLanding,
    conversionBySource,
    reply,
    guides,
    leadMonths,
    bookingMonths,
  ] = await Promise.all([
    rows<{ leads: number; guides: number; bookings: number }>(
      knex,
      `with ${leadsInRange}, ${bookingsInRange}, ${guidesInRange}
      select cast((select count(*) from l) as int) as leads,
        cast((select count(*) from g) as int) as guides,
        cast((select count(*) from b) as int) as bookings`,
      bindings,
    ),
    rows<{ label: string; converted: number; closed: number; rate: number | null }>(
      knex,
      `with ${leadsInRange} select 'All sources' as label, ${conversionColumns} from l`,
      bindings,
    ),
    byLeads('source'),
    byLeads('campaign'),
    byLeads('interest_type'),
    byLeads('landing'),
    rows<{ label: string; converted: number; closed: number; rate: number | null }>(
      knex,
      `with ${leadsInRange}
      select source as label, ${conversionColumns} from l
      group by 1
      order by count(*) filter (where status in ('converted', 'closed')) desc, source collate "C"`,
      bindings,
    ),
    rows<{ median: number | null; answered: number; unanswered: number }>(
      knex,
      `with ${leadsInRange}, ${firstReplies}
      select cast(round(cast(percentile_cont(0.5) within group (order by hours) as numeric), 1)
          as float) as median,
        cast(count(*) as int) as answered,
        cast((select count(*) from l) - count(*) as int) as unanswered
      from answered`,
      bindings,
    ),
    rows<{ label: string; count: number }>(
      knex,
      `with ${guidesInRange}
      select guide_type as label, cast(count(*) as int) as count from g
      group by 1 order by 2 desc, guide_type collate "C"`,
      bindings,
    ),
    rows<{ label: string; count: number }>(
      knex,
      `with ${leadsInRange}, ${monthsOfRange}
      select months.month as label, cast(count(l.id) as int) as count
      from months left join l on ${monthOf('l.created_at')} = months.month
      group by 1 order by 1`,
      bindings,
    ),
    rows<AnalyticsBookingMonth>(
      knex,
      `with ${bookingsInRange}, ${monthsOfRange}
      select months.month,
        cast(coalesce(sum(b.total_cents) filter (where b.status = 'confirmed'), 0) as bigint)
          as "confirmedCents",
        cast(count(b.status) filter (where b.status = 'confirmed') as int) as "confirmedCount",
        cast(coalesce(sum(b.total_cents) filter (where b.status = 'pending'), 0) as bigint)
          as "pendingCents",
        cast(count(b.status) filter (where b.status = 'pending') as int) as "pendingCount"
      from months left join b on ${monthOf('b.created_at')} = months.month
      group by 1 order by 1`,
      bindings,
    ),
  ]);
  const total = totals[0]!;
  const median = reply[0]!;
  return {
    from: bindings.from,
    to: bindings.to,
    timeZone: CABO_TIME_ZONE,
    totals: {
      leads: Number(total.leads),
      guideDownloads: Number(total.guides),
      bookingRequests: Number(total.bookings),
      conversion: conversions(overall)[0]!,
    },
    leadsBySource: counted(bySource),
    leadsByCampaign: counted(byCampaign),
    leadsByInterest: counted(byInterest),
    leadsByLandingPage: counted(byLanding),
    conversionBySource: conversions(conversionBySource),
    firstReply: {
      medianHours: median.median === null ? null : Number(median.median),
      answered: Number(median.answered),
      unanswered: Number(median.unanswered),
    },
    guideDownloadsByGuide: counted(guides),
    leadsByMonth: counted(leadMonths),
    bookingsByMonth: bookingMonths.map((m) => ({
      month: m.month,
      confirmedCents: Number(m.confirmedCents),
      confirmedCount: Number(m.confirmedCount),
      pendingCents: Number(m.pendingCents),
      pendingCount: Number(m.pendingCount),
    })),
  };
}

/** One line of the analytics CSV: which figure, which bar, what is measured, the value. */
