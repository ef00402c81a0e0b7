import type { AdminBooking, AdminGuideSubmission, AdminLeadRow } from './admin.ts';
import {
  formatConversionRate,
  interestInWords,
  type AdminAnalytics,
  type AnalyticsCount,
} from './analytics.ts';
import { caboDate } from './cabo-date.ts';
import { leadAnswerColumns } from './contacts.ts';
import { ownerLabel, type RecordOwner } from './owners.ts';

// The dashboard's CSV exports (docs/admin.md, "CSV"): the columns and the file, written by the
// server and by the stories' mocks alike, so the two cannot disagree on a header or a cell.

/**
 * Text a spreadsheet would run as a formula when the file is opened (OWASP "CSV injection"):
 * a cell starting with one of these gets a leading apostrophe, which spreadsheets show as
 * text and do not evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A column: its header and how a row gives its cell. */
export type CsvColumn<T> = [header: string, cell: (row: T) => unknown];

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A field quoted only when it must be (a comma, a quote or a line break in it), RFC 4180. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV (CRLF rows, quotes where needed) with a UTF-8 byte-order mark, so Excel reads
 * accented names correctly. Every cell passes the formula guard (a phone number such as
 * '+52 624 ...' is kept as text that way too).
 */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [
    columns.map(([header]) => csvField(header)),
    ...rows.map((row) =>
      columns.map(([, cell]) => csvField(neutraliseFormula(cellText(cell(row))))),
    ),
  ];
  return `\uFEFF${lines.map((line) => `${line.join(',')}\r\n`).join('')}`;
}

/** The export's file name: the list and Cabo's date of the download. */
export function csvFileName(name: string, at: Date): string {
  return `${name}-${caboDate(at)}.csv`;
}

/** What every CSV row adds to its list row (docs/admin.md, "CSV"). */
export interface CsvExtras {
  reference: string;
  contactId: number;
  /** Every note of the history, oldest first: "2026-11-20 maria: called, no answer". */
  notes: string;
  /** Received, then every status move: "2026-11-18 received; 2026-11-20 new→contacted by maria". */
  statusHistory: string;
}

/** The columns every record's CSV ends with: its reference, owner, contact, notes and history. */
function recordColumns<T extends CsvExtras & { owner: RecordOwner }>(): CsvColumn<T>[] {
  return [
    ['Reference', (r) => r.reference],
    ['Owner', (r) => ownerLabel(r.owner)],
    ['Contact ID', (r) => r.contactId],
    ['Staff notes', (r) => r.notes],
    ['Status history', (r) => r.statusHistory],
  ];
}

const answerKeys = new Set(leadAnswerColumns.map(([key]) => key));

/** The answers no lead form's field names: kept as JSON, so nothing is lost. */
function otherAnswers(formData: Record<string, unknown>): unknown {
  const rest = Object.entries(formData).filter(([key]) => !answerKeys.has(key));
  return rest.length === 0 ? '' : Object.fromEntries(rest);
}

/**
 * One column per lead form answer (the union of the forms' fields, headed with the forms'
 * labels), instead of the answers as one JSON cell (docs/admin.md, "CSV").
 */
export const leadCsvColumns: CsvColumn<AdminLeadRow & CsvExtras>[] = [
  ['ID', (l) => l.id],
  ['Created', (l) => l.createdAt],
  ['First name', (l) => l.firstName],
  ['Last name', (l) => l.lastName],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Interest', (l) => l.interestType],
  ['Source', (l) => l.source],
  ['Status', (l) => l.status],
  ['Budget', (l) => l.budget],
  ['Timeline', (l) => l.timeline],
  ['Tags', (l) => l.tags],
  ['Form', (l) => l.formName],
  ['Earlier leads', (l) => l.previousLeads],
  ...leadAnswerColumns.map(([key, label]): CsvColumn<AdminLeadRow & CsvExtras> => [
    label,
    (l) => l.formData[key],
  ]),
  ['Other answers', (l) => otherAnswers(l.formData)],
  ...recordColumns<AdminLeadRow & CsvExtras>(),
];

export const bookingCsvColumns: CsvColumn<AdminBooking & CsvExtras>[] = [
  ['ID', (b) => b.id],
  ['Created', (b) => b.createdAt],
  ['First name', (b) => b.firstName],
  ['Last name', (b) => b.lastName],
  ['Email', (b) => b.email],
  ['Phone', (b) => b.phone],
  ['Type', (b) => b.bookingType],
  ['Listing', (b) => b.listingName],
  ['Start date', (b) => b.startDate],
  ['End date', (b) => b.endDate],
  ['Time', (b) => b.time],
  ['Guests', (b) => b.guests],
  ['Status', (b) => b.status],
  ['Source', (b) => b.source],
  ['Special requests', (b) => b.specialRequests],
  ['Form data', (b) => b.formData],
  ...recordColumns<AdminBooking & CsvExtras>(),
];

export const guideSubmissionCsvColumns: CsvColumn<AdminGuideSubmission & CsvExtras>[] = [
  ['ID', (g) => g.id],
  ['Created', (g) => g.createdAt],
  ['First name', (g) => g.firstName],
  ['Last name', (g) => g.lastName],
  ['Email', (g) => g.email],
  ['Phone', (g) => g.phone],
  ['Guide type', (g) => g.guideType],
  ['Source', (g) => g.source],
  ['Status', (g) => g.status],
  ['Interest areas', (g) => g.interestAreas.join(', ')],
  ['Tags', (g) => g.tags],
  ['Form data', (g) => g.formData],
  ...recordColumns<AdminGuideSubmission & CsvExtras>(),
];

export interface AnalyticsCsvRow {
  figure: string;
  item: string;
  measure: string;
  value: string | number;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The analytics page as a CSV (the same figures and range as the page): one line per value,
 * so every chart fits in four columns.
 */
export function analyticsCsvRows(figures: AdminAnalytics): AnalyticsCsvRow[] {
  const lines: AnalyticsCsvRow[] = [];
  const add = (figure: string, item: string, measure: string, value: string | number) =>
    lines.push({ figure, item, measure, value });
  const counts = (figure: string, list: AnalyticsCount[], words = (l: string) => l) =>
    list.forEach((row) => add(figure, words(row.label), 'Leads', row.count));
  add('Range', 'From', 'Date', figures.from ?? 'all time');
  add('Range', 'To', 'Date', figures.to ?? 'all time');
  add('Totals', 'Leads', 'Count', figures.totals.leads);
  add('Totals', 'Guide downloads', 'Count', figures.totals.guideDownloads);
  add('Totals', 'Booking requests', 'Count', figures.totals.bookingRequests);
  counts('Leads by source', figures.leadsBySource);
  counts('Leads by campaign', figures.leadsByCampaign);
  counts('Leads by interest', figures.leadsByInterest, interestInWords);
  counts('Leads by landing page', figures.leadsByLandingPage);
  for (const row of [figures.totals.conversion, ...figures.conversionBySource]) {
    add('Conversion by source', row.label, 'Converted', row.converted);
    add('Conversion by source', row.label, 'Closed', row.closed);
    add('Conversion by source', row.label, 'Rate', formatConversionRate(row.rate));
  }
  const reply = figures.firstReply;
  add('Time to first reply', 'Median', 'Hours', reply.medianHours ?? '—');
  add('Time to first reply', 'Answered', 'Leads', reply.answered);
  add('Time to first reply', 'Not answered yet', 'Leads', reply.unanswered);
  figures.guideDownloadsByGuide.forEach((row) =>
    add('Guide downloads by guide', row.label, 'Downloads', row.count),
  );
  counts('Leads by month', figures.leadsByMonth);
  for (const m of figures.bookingsByMonth) {
    add('Bookings value by month', m.month, 'Confirmed (USD)', dollars(m.confirmedCents));
    add('Bookings value by month', m.month, 'Confirmed (count)', m.confirmedCount);
    add('Bookings value by month', m.month, 'Pending (USD)', dollars(m.pendingCents));
    add('Bookings value by month', m.month, 'Pending (count)', m.pendingCount);
  }
  return lines;
}

export const analyticsCsvColumns: CsvColumn<AnalyticsCsvRow>[] = [
  ['Figure', (r) => r.figure],
  ['Item', (r) => r.item],
  ['Measure', (r) => r.measure],
  ['Value', (r) => r.value],
];
