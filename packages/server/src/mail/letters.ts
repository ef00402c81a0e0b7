import { brand } from '@cabo/data';
import type { Booking, GuideSubmission, Lead } from '@cabo/contract';
import type { Knex } from 'knex';
import { bookingColumns, bookingFromRow, type BookingRow } from '../bookings/repository.ts';
import type { MailConfig } from '../config.ts';
import {
  guideSubmissionFromRow,
  type GuideSubmissionRow,
} from '../guide-submissions/repository.ts';
import { leadFromRow, type LeadRow } from '../leads/repository.ts';

/** The e-mails the outbox sends; which ones a submission gets is `lettersFor`. */
export const letterKinds = ['staff_alert', 'acknowledgement', 'guide'] as const;
export type LetterKind = (typeof letterKinds)[number];

export type SubmissionRecord =
  | { table: 'leads'; lead: Lead }
  | { table: 'bookings'; booking: Booking }
  | { table: 'guide_submissions'; guide: GuideSubmission };

/**
 * A staff alert and an acknowledgement for every lead and booking; the guide itself for a
 * guide request (which is its acknowledgement).
 */
export function lettersFor(recordTable: string): LetterKind[] {
  if (recordTable === 'guide_submissions') return ['guide'];
  if (recordTable === 'leads' || recordTable === 'bookings')
    return ['staff_alert', 'acknowledgement'];
  return [];
}

export interface Letter {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The records as they are now (e-mail is written when sent, so a resend has today's link),
 * several of one table in one query, by id.
 */
export async function loadSubmissionRecords(
  knex: Knex,
  table: string,
  ids: readonly number[],
): Promise<Map<number, SubmissionRecord>> {
  if (ids.length === 0) return new Map();
  if (table === 'leads') {
    const rows = (await knex('leads').whereIn('id', ids)) as LeadRow[];
    return new Map(rows.map((row) => [row.id, { table, lead: leadFromRow(row) }]));
  }
  if (table === 'bookings') {
    const rows = (await knex('bookings')
      .whereIn('bookings.id', ids)
      .select(bookingColumns(knex))) as BookingRow[];
    return new Map(rows.map((row) => [row.id, { table, booking: bookingFromRow(row) }]));
  }
  if (table === 'guide_submissions') {
    const rows = (await knex('guide_submissions').whereIn('id', ids)) as GuideSubmissionRow[];
    return new Map(rows.map((row) => [row.id, { table, guide: guideSubmissionFromRow(row) }]));
  }
  return new Map();
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Label/value lines, skipping empty values; nested form answers are flattened into them. */
type Facts = Array<[string, unknown]>;

function factText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const present = (facts: Facts) =>
  facts.filter(
    ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length),
  );

function formDataFacts(formData: Record<string, unknown>): Facts {
  return Object.entries(formData).map(([key, value]) => [
    key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()),
    value,
  ]);
}

/** A plain-text body and the same in simple HTML (paragraphs, a fact list, one link). */
function body(paragraphs: string[], facts: Facts = [], link?: { href: string; label: string }) {
  const shown = present(facts);
  const text = [
    ...paragraphs,
    ...(shown.length ? [shown.map(([k, v]) => `${k}: ${factText(v)}`).join('\n')] : []),
    ...(link ? [`${link.label}: ${link.href}`] : []),
    `${brand.siteName} Concierge`,
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(shown.length
      ? [
          `<table>${shown
            .map(
              ([k, v]) =>
                `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(factText(v))}</td></tr>`,
            )
            .join('')}</table>`,
        ]
      : []),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(brand.siteName)} Concierge</p>`,
  ].join('\n');
  return { text, html };
}

function contactOf(record: SubmissionRecord) {
  const r =
    record.table === 'leads'
      ? record.lead
      : record.table === 'bookings'
        ? record.booking
        : record.guide;
  const name = [r.firstName, r.lastName].filter(Boolean).join(' ');
  return { email: r.email, firstName: r.firstName, name, phone: r.phone };
}

function staffAlert(record: SubmissionRecord, mail: MailConfig): Letter {
  const contact = contactOf(record);
  const who = contact.name || contact.email;
  const adminLink = { href: `${mail.publicBaseUrl}/admin`, label: 'Open the dashboard' };
  const contactFacts: Facts = [
    ['Name', contact.name],
    ['E-mail', contact.email],
    ['Phone', contact.phone],
  ];
  if (record.table === 'leads') {
    const { lead } = record;
    return {
      to: mail.staffTo,
      replyTo: lead.email,
      subject: `New lead: ${who} (${lead.formName})`,
      ...body(
        [
          `A new ${lead.interestType.replace(/_/g, ' ')} lead arrived from the ${lead.formName} form.`,
        ],
        [
          ...contactFacts,
          ['Interest', lead.interestType],
          ['Budget', lead.budget],
          ['Timeline', lead.timeline],
          ...formDataFacts(lead.formData),
        ],
        adminLink,
      ),
    };
  }
  if (record.table === 'bookings') {
    const { booking } = record;
    const what = [booking.bookingType, booking.listingName].filter(Boolean).join(': ');
    return {
      to: mail.staffTo,
      replyTo: booking.email,
      subject: `New booking request: ${what} (${who})`,
      ...body(
        [`A new ${booking.bookingType} booking request is waiting for confirmation.`],
        [
          ...contactFacts,
          ['Listing', booking.listingName],
          ['From', booking.startDate],
          ['To', booking.endDate],
          ['Time', booking.time],
          ['Guests', booking.guests],
          ['Special requests', booking.specialRequests],
          ...formDataFacts(booking.formData),
        ],
        adminLink,
      ),
    };
  }
  const { guide } = record;
  return {
    to: mail.staffTo,
    replyTo: guide.email,
    subject: `Guide request: ${guide.guideType} (${who})`,
    ...body([`${who} asked for the ${guide.guideType}.`], contactFacts, adminLink),
  };
}

function acknowledgement(record: SubmissionRecord, mail: MailConfig): Letter {
  const contact = contactOf(record);
  const hello = `Hi ${contact.firstName ?? 'there'},`;
  if (record.table === 'bookings') {
    const { booking } = record;
    const what = booking.listingName ?? `${booking.bookingType} booking`;
    return {
      to: booking.email,
      replyTo: mail.staffTo,
      subject: `We received your request: ${what}`,
      ...body(
        [
          hello,
          `Thank you for your request for ${what}. It is not confirmed yet: our concierge team checks availability and will contact you within 24 hours.`,
        ],
        [
          ['From', booking.startDate],
          ['To', booking.endDate],
          ['Time', booking.time],
          ['Guests', booking.guests],
        ],
      ),
    };
  }
  return {
    to: contact.email,
    replyTo: mail.staffTo,
    subject: `Thank you for contacting ${brand.siteName} Concierge`,
    ...body([
      hello,
      'Thank you for reaching out. One of our concierge specialists will contact you within 24 hours.',
      `If anything changes, simply reply to this e-mail or call us at ${brand.phone}.`,
    ]),
  };
}

/** The guide e-mail: a link to the PDF on our own site (no attachment to be filtered as spam). */
export function guideLink(mail: MailConfig): string {
  return `${mail.publicBaseUrl}${brand.guidePdfPath}`;
}

function guideLetter(record: SubmissionRecord, mail: MailConfig): Letter {
  if (record.table !== 'guide_submissions')
    throw new Error('The guide e-mail needs a guide request');
  const { guide } = record;
  return {
    to: guide.email,
    replyTo: mail.staffTo,
    subject: `Your ${guide.guideType} is here`,
    ...body(
      [
        `Hi ${guide.firstName},`,
        `Thank you for requesting the ${guide.guideType}. Beaches, restaurants, adventures and our local tips are all in it.`,
        'Questions while you plan? Reply to this e-mail and a concierge will help.',
      ],
      [],
      { href: guideLink(mail), label: 'Download the guide (PDF)' },
    ),
  };
}

export function writeLetter(kind: LetterKind, record: SubmissionRecord, mail: MailConfig): Letter {
  if (kind === 'staff_alert') return staffAlert(record, mail);
  if (kind === 'acknowledgement') return acknowledgement(record, mail);
  return guideLetter(record, mail);
}
