import { brand } from '@cabo/data';
import {
  CONFIRM_EMAIL_PATH,
  priceBreakdown,
  type Booking,
  type GuideSubmission,
  type Lead,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { bookingColumns, bookingFromRow, type BookingRow } from '../bookings/repository.ts';
import type { MailConfig } from '../config.ts';
import {
  guideSubmissionFromRow,
  type GuideSubmissionRow,
} from '../guide-submissions/repository.ts';
import { leadFromRow, type LeadRow } from '../leads/repository.ts';
import { CONFIRM_LINK_DAYS, confirmEmailToken, requestStatusUrl } from '../requests/links.ts';
import { leadTitle } from '../requests/repository.ts';

/** The e-mails the outbox sends; which ones a submission gets is `lettersFor`. */
export const letterKinds = [
  'staff_alert',
  'acknowledgement',
  'guide',
  'status_change',
  'account_confirmation',
  'staff_reply',
  'task_digest',
] as const;
export type LetterKind = (typeof letterKinds)[number];

/** What a letter is written from: the record as it is now, with its reference. */
export type SubmissionRecord =
  | { table: 'leads'; lead: Lead; reference: string; ownerEmail?: string | null }
  | {
      table: 'bookings';
      booking: Booking;
      reference: string;
      statusMessage: string | null;
      ownerEmail?: string | null;
    }
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
  /** The staff address, copied on an alert that goes to the record's owner. */
  cc?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

interface OwnerEmail {
  owner_email: string | null;
}

/** The record's owner's e-mail while the owner is an active admin (docs/admin.md, "Owners"). */
function withOwnerEmail(knex: Knex, table: 'leads' | 'bookings') {
  return knex(table)
    .leftJoin('users as owner', (on) =>
      on
        .on('owner.id', '=', `${table}.owner_id`)
        .andOnNull('owner.disabled_at')
        .andOn('owner.role', '=', knex.raw('?', ['admin'])),
    )
    .select('owner.email as owner_email');
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
    const rows = (await withOwnerEmail(knex, 'leads')
      .select('leads.*')
      .whereIn('leads.id', ids)) as (LeadRow & OwnerEmail)[];
    return new Map(
      rows.map((row) => [
        row.id,
        { table, lead: leadFromRow(row), reference: row.reference, ownerEmail: row.owner_email },
      ]),
    );
  }
  if (table === 'bookings') {
    const rows = (await withOwnerEmail(knex, 'bookings')
      .whereIn('bookings.id', ids)
      .select(bookingColumns(knex))) as (BookingRow & OwnerEmail)[];
    return new Map(
      rows.map((row) => [
        row.id,
        {
          table,
          booking: bookingFromRow(row),
          reference: row.reference,
          statusMessage: row.status_message,
          ownerEmail: row.owner_email,
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

/**
 * A villa booking's price as it stored it when it was made (docs/stays.md, "True totals"),
 * in the booking card's words: never recomputed from today's rates or settings. Other
 * bookings stored none and get no lines.
 */
function priceFacts(booking: Booking): Facts {
  if (!booking.price) return [];
  const { charges, total, due, pesos, cancellationTerms } = priceBreakdown(booking.price);
  return [
    ...[...charges, total, ...due].map((row): [string, string] => [row.label, row.text]),
    ['In pesos', pesos],
    ['Cancellation terms', cancellationTerms],
  ];
}

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

/**
 * Who a staff alert goes to: the record's owner when it has one with an e-mail, the staff
 * address copied so the shared inbox still sees every request; else the staff address.
 */
function staffAddressing(record: RequestRecord, mail: MailConfig): { to: string; cc?: string } {
  const owner = record.table === 'guide_submissions' ? null : record.ownerEmail;
  if (!owner || owner.toLowerCase() === mail.staffTo.toLowerCase()) return { to: mail.staffTo };
  return { to: owner, cc: mail.staffTo };
}

function staffAlert(record: RequestRecord, mail: MailConfig): Letter {
  const contact = contactOf(record);
  const addressing = staffAddressing(record, mail);
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
      ...addressing,
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
      ...addressing,
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
          ...priceFacts(booking),
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
          ...priceFacts(booking),
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

/** What a move means to the visitor, by status (a booking's, then a lead's). */
const statusWords: Record<string, string> = {
  confirmed: 'is confirmed',
  declined: 'could not be accepted',
  cancelled: 'was cancelled',
  contacted: 'is in progress',
  converted: 'is confirmed',
  closed: 'is closed',
};

/**
 * A change of status the visitor is told of, with staff's message (docs/admin.md, "Edit"):
 * the one status e-mail of bookings and leads, written from the record and what the change
 * queued (the new status, the message).
 */
function statusChange(
  record: SubmissionRecord,
  payload: Record<string, unknown>,
  mail: MailConfig,
  now: Date,
): Letter {
  if (record.table !== 'bookings' && record.table !== 'leads') {
    throw new Error('A status change needs a booking or a lead');
  }
  const contact = contactOf(record);
  const current = record.table === 'bookings' ? record.booking.status : record.lead.status;
  const status = typeof payload.status === 'string' ? payload.status : current;
  const message = typeof payload.message === 'string' ? payload.message : null;
  const news = statusWords[status] ?? `is now ${status}`;
  const { what, facts } =
    record.table === 'bookings'
      ? {
          what: record.booking.listingName ?? `${record.booking.bookingType} booking`,
          facts: [
            ['From', record.booking.startDate],
            ['To', record.booking.endDate],
            ['Time', record.booking.time],
            ['Guests', record.booking.guests],
          ] satisfies Facts,
        }
      : {
          what: leadTitle(record.lead.interestType, record.lead.formData),
          facts: [['Dates', record.lead.timeline]] satisfies Facts,
        };
  return {
    to: contact.email,
    replyTo: mail.staffTo,
    subject: `Your request ${record.reference} ${news}`,
    ...body(
      [
        `Hi ${contact.firstName ?? 'there'},`,
        `Your request for ${what} ${news}.`,
        ...(message ? [`A note from our concierge team: ${message}`] : []),
      ],
      [['Reference', record.reference], ...facts],
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

/**
 * A reply staff wrote from the record (docs/admin.md, "Replies and follow-ups"): their text as
 * they sent it, the reference below it, and their own address to answer to.
 */
function staffReply(
  record: SubmissionRecord,
  payload: Record<string, unknown>,
  mail: MailConfig,
): Letter {
  if (record.table !== 'leads' && record.table !== 'bookings') {
    throw new Error('A reply needs a lead or a booking');
  }
  const subject = typeof payload.subject === 'string' ? payload.subject : record.reference;
  const message = typeof payload.body === 'string' ? payload.body : '';
  const replyTo = typeof payload.replyTo === 'string' ? payload.replyTo : mail.staffTo;
  const paragraphs = message.split(/\n{2,}/);
  return {
    to: contactOf(record).email,
    replyTo,
    subject,
    text: `${message}\n\nReference: ${record.reference}`,
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
      `<p>Reference: ${escapeHtml(record.reference)}</p>`,
    ].join('\n'),
  };
}

/** One line of the morning digest, as it was queued. */
interface DigestLine {
  title: string;
  dueDay: string;
  record: string;
  href: string;
}

/** The morning digest of a staff member's open tasks (docs/admin.md, "Morning digest"). */
function taskDigest(
  record: SubmissionRecord,
  payload: Record<string, unknown>,
  mail: MailConfig,
): Letter {
  if (record.table !== 'users') throw new Error('A digest needs a staff account');
  const day = typeof payload.day === 'string' ? payload.day : '';
  const lines = (Array.isArray(payload.tasks) ? payload.tasks : []) as DigestLine[];
  const due = lines.filter((line) => line.dueDay === day);
  const overdue = lines.filter((line) => line.dueDay < day);
  const list = (title: string, items: DigestLine[]) =>
    items.length === 0
      ? []
      : [
          `${title}:\n${items
            .map(
              (line) =>
                `- ${line.title} (${line.record}, due ${line.dueDay}) ${mail.publicBaseUrl}${line.href}`,
            )
            .join('\n')}`,
        ];
  const paragraphs = [
    `Good morning. Your follow-ups for ${day}:`,
    ...list('Due today', due),
    ...list('Overdue', overdue),
  ];
  return {
    to: record.user.email,
    replyTo: mail.staffTo,
    subject: `Your follow-ups for ${day}: ${due.length} due today, ${overdue.length} overdue`,
    ...body(paragraphs, [], { href: `${mail.publicBaseUrl}/admin`, label: 'Open the dashboard' }),
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
  if (kind === 'staff_reply') return staffReply(record, payload, mail);
  if (kind === 'task_digest') return taskDigest(record, payload, mail);
  if (record.table === 'users') throw new Error(`A ${kind} letter needs a request`);
  if (kind === 'staff_alert') return staffAlert(record, mail);
  if (kind === 'acknowledgement') return acknowledgement(record, mail, now);
  return guideLetter(record, mail);
}
