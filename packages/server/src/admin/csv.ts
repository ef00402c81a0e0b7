import type { AdminLeadRow, Booking, GuideSubmission } from '@cabo/contract';
import { stringify } from 'csv-stringify/sync';

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

/**
 * RFC 4180 CSV (CRLF rows, quotes where needed) with a UTF-8 byte-order mark, so Excel reads
 * accented names correctly. Every cell passes the formula guard (a phone number such as
 * '+52 624 ...' is kept as text that way too).
 */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  return stringify(
    rows.map((row) => columns.map(([, cell]) => neutraliseFormula(cellText(cell(row))))),
    {
      bom: true,
      header: true,
      columns: columns.map(([header]) => header),
      record_delimiter: 'windows',
    },
  );
}

export const leadCsvColumns: CsvColumn<AdminLeadRow>[] = [
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
  ['Form data', (l) => l.formData],
];

export const bookingCsvColumns: CsvColumn<Booking>[] = [
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
];

export const guideSubmissionCsvColumns: CsvColumn<GuideSubmission>[] = [
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
];
