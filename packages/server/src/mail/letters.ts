import { brand } from '@cabo/data';
import { CONFIRM_EMAIL_PATH, type Booking, type GuideSubmission, type Lead } from '@cabo/contract';
import type { Knex } from 'knex';
import { bookingColumns, bookingFromRow, type BookingRow } from '../bookings/repository.ts';
import type { MailConfig } from '../config.ts';
import {
  guideSubmissionFromRow,
  type GuideSubmissionRow,
} from '../guide-submissions/repository.ts';
import { leadFromRow, type LeadRow } from '../leads/repository.ts';
import { CONFIRM_LINK_DAYS, confirmEmailToken, requestStatusUrl } from '../requests/links.ts';

/** The e-mails the outbox sends; which ones a submission gets is `lettersFor`. */
export const letterKinds = [
  'staff_alert',
  'acknowledgement',
  'guide',
  'status_change',
  'account_confirmation',
] as const;
export type LetterKind = (typeof letterKinds)[number];

/** What a letter is written from: the record as it is now, with its reference. */
export type SubmissionRecord =
  | { table: 'leads'; lead: Lead; reference: string }
  | { table: 'bookings'; booking: Booking; reference: string; statusMessage: string | null }
  | { table: 'guide_submissions'; guide: GuideSubmission; reference: string }
  | { table: 'users'; user: { id: number; email: string } };

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
    return new Map(
      rows.map((row) => [row.id, { table, lead: leadFromRow(row), reference: row.reference }]),
    );
  }
  if (table === 'bookings') {
    const rows = (await knex('bookings')
      .whereIn('bookings.id', ids)
      .select(bookingColumns(knex))) as BookingRow[];
    return new Map(
      rows.map((row) => [
        row.id,
        {
          table,
          booking: bookingFromRow(row),
          reference: row.reference,
          statusMessage: row.status_message,
        },
      ]),
    );
  }
  if (table === 'guide_submissions') {
    const rows = (await knex('guide_submissions').whereIn('id', ids)) as GuideSubmissionRow[];
    return new Map(
      rows.map((row) => [
        row.id,
        { table, guide: guideSubmissionFromRow(row), reference: row.reference },
      ]),
    );
  }
  if (table === 'users') {
    const rows = (await knex('users').whereIn('id', ids).whereNotNull('email')) as Array<{
      id: number;
      email: string;
    }>;
    return new Map(rows.map((row) => [row.id, { table, user: { id: row.id, email: row.email } }]));
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

type RequestRecord = Exclude<SubmissionRecord, { table: 'users' }>;

function contactOf(record: RequestRecord) {
  const r =
    record.table === 'leads'
      ? record.lead
      : record.table === 'bookings'
        ? record.booking
        : record.guide;
  const name = [r.firstName, r.lastName].filter(Boolean).join(' ');
  return { email: r.email, firstName: r.firstName, name, phone: r.phone };
}

function staffAlert(record: RequestRecord, mail: MailConfig): Letter {
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

/**
 * The request's status page with a signed link (docs/lead-forms.md, "After success"), signed
 * when the e-mail is written so a resend carries a fresh 90 days.
 */
function statusLink(record: RequestRecord, mail: MailConfig, now: Date) {
  if (!mail.linkKey) return undefined;
  return {
    href: requestStatusUrl(mail.publicBaseUrl, mail.linkKey, record.reference, now),
    label: `See your request ${record.reference}`,
  };
}

function acknowledgement(record: RequestRecord, mail: MailConfig, now: Date): Letter {
  const contact = contactOf(record);
  const hello = `Hi ${contact.firstName ?? 'there'},`;
  const link = statusLink(record, mail, now);
  const reference: Facts = [['Reference', record.reference]];
  if (record.table === 'bookings') {
    const { booking } = record;
    const what = booking.listingName ?? `${booking.bookingType} booking`;
    return {
      to: booking.email,
      replyTo: mail.staffTo,
      subject: `We received your request ${record.reference}: ${what}`,
      ...body(
        [
          hello,
          `Thank you for your request for ${what}. It is not confirmed yet: our concierge team checks availability and will contact you within 24 hours.`,
        ],
        [
          ...reference,
          ['From', booking.startDate],
          ['To', booking.endDate],
          ['Time', booking.time],
          ['Guests', booking.guests],
        ],
        link,
      ),
    };
  }
  return {
    to: contact.email,
    replyTo: mail.staffTo,
    subject: `Thank you for contacting ${brand.siteName} Concierge (${record.reference})`,
    ...body(
      [
        hello,
        'Thank you for reaching out. One of our concierge specialists will contact you within 24 hours.',
        `If anything changes, simply reply to this e-mail or call us at ${brand.phone}.`,
      ],
      reference,
      link,
    ),
  };
}

const statusWords: Record<string, string> = {
  confirmed: 'is confirmed',
  declined: 'could not be accepted',
  cancelled: 'was cancelled',
};

/** A booking's change of status, with staff's message (docs/admin.md, "Edit"). */
function statusChange(
  record: SubmissionRecord,
  payload: Record<string, unknown>,
  mail: MailConfig,
  now: Date,
): Letter {
  if (record.table !== 'bookings') throw new Error('A status change needs a booking');
  const { booking } = record;
  const status = typeof payload.status === 'string' ? payload.status : booking.status;
  const message = typeof payload.message === 'string' ? payload.message : null;
  const what = booking.listingName ?? `${booking.bookingType} booking`;
  const news = statusWords[status] ?? `is now ${status}`;
  return {
    to: booking.email,
    replyTo: mail.staffTo,
    subject: `Your request ${record.reference} ${news}`,
    ...body(
      [
        `Hi ${booking.firstName ?? 'there'},`,
        `Your request for ${what} ${news}.`,
        ...(message ? [`A note from our concierge team: ${message}`] : []),
      ],
      [
        ['Reference', record.reference],
        ['From', booking.startDate],
        ['To', booking.endDate],
        ['Time', booking.time],
        ['Guests', booking.guests],
      ],
      statusLink(record, mail, now),
    ),
  };
}

/** The new account's link that confirms its e-mail (docs/accounts-and-security.md). */
function accountConfirmation(record: SubmissionRecord, mail: MailConfig, now: Date): Letter {
  if (record.table !== 'users') throw new Error('A confirmation needs an account');
  if (!mail.linkKey) throw new Error('Confirmation links need the link key');
  const token = confirmEmailToken(mail.linkKey, record.user.id, record.user.email, now);
  return {
    to: record.user.email,
    replyTo: mail.staffTo,
    subject: `Confirm your e-mail for ${brand.siteName}`,
    ...body(
      [
        'Welcome!',
        `Please confirm that this is your e-mail address. Requests you already sent us with it then appear in "My requests". The link works for ${CONFIRM_LINK_DAYS} days.`,
      ],
      [],
      {
        href: `${mail.publicBaseUrl}${CONFIRM_EMAIL_PATH}?t=${encodeURIComponent(token)}`,
        label: 'Confirm my e-mail',
      },
    ),
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

export function writeLetter(
  kind: LetterKind,
  record: SubmissionRecord,
  mail: MailConfig,
  payload: Record<string, unknown> = {},
  now: Date = new Date(),
): Letter {
  if (kind === 'status_change') return statusChange(record, payload, mail, now);
  if (kind === 'account_confirmation') return accountConfirmation(record, mail, now);
  if (record.table === 'users') throw new Error(`A ${kind} letter needs a request`);
  if (kind === 'staff_alert') return staffAlert(record, mail);
  if (kind === 'acknowledgement') return acknowledgement(record, mail, now);
  return guideLetter(record, mail);
}
