import { tz } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';
import { z } from 'zod';
import { bookingSchema, bookingStatuses, bookingTypes } from './bookings.ts';
import { isoDateTimeSchema, safeText } from './fields.ts';
import { guideSubmissionSchema } from './guides.ts';
import { leadInterestTypes, leadStatuses } from './leads.ts';
import { leadSchema } from './lead-records.ts';
import { ownerFilterParam, recordOwnerSchema } from './owners.ts';
import { CABO_TIME_ZONE } from './cabo-date.ts';
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  adminPaging,
  adminSearchParam,
} from './admin-paging.ts';

// The dashboard's lists are paged, filtered, searched and sorted by the server (newest first
// by default), so a page in the browser never holds more than one page of personal data.

/** The filter value that switches a filter off ("all", docs/admin.md). */
export const ADMIN_FILTER_ALL = 'all';

/** The guide filter's words: a guide type matches when it contains the word. */
export const adminGuideFilterWords = ['Cabo', 'Villa', 'Resort'] as const;
export type AdminGuideFilterWord = (typeof adminGuideFilterWords)[number];
/** The guide filter's options as the dashboard labels them. */
export const adminGuideFilterOptions = [
  { value: ADMIN_FILTER_ALL, label: 'All Guides' },
  { value: 'Cabo', label: 'Cabo Guide' },
  { value: 'Villa', label: 'Villa Guide' },
  { value: 'Resort', label: 'Resort Guide' },
] as const;

/** Sort directions, named as React Aria's table names them. */
export const adminSortDirections = ['ascending', 'descending'] as const;
export type AdminSortDirection = (typeof adminSortDirections)[number];

export const adminLeadSortColumns = [
  'createdAt',
  'name',
  'email',
  'interestType',
  'status',
] as const;
export const adminBookingSortColumns = [
  'createdAt',
  'name',
  'bookingType',
  'startDate',
  'status',
] as const;
export const adminGuideSubmissionSortColumns = [
  'createdAt',
  'name',
  'email',
  'guideType',
  'status',
] as const;

/** A filter over `values`, or 'all' (the default) for no filter. */
export function filterOf<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z
    .enum([ADMIN_FILTER_ALL, ...values], {
      error: `Choose a ${what}: ${[ADMIN_FILTER_ALL, ...values].join(', ')}`,
    })
    .default(ADMIN_FILTER_ALL);
}

function sortOf<const T extends readonly [string, ...string[]]>(columns: T) {
  return {
    sort: z
      .enum(columns, { error: `Sort by one of: ${columns.join(', ')}` })
      .default(columns[0] as T[0]),
    direction: z
      .enum(adminSortDirections, { error: 'Direction must be ascending or descending' })
      .default('descending'),
  };
}

/**
 * Every list's views (leads, bookings, guide downloads): the records ('false', the default)
 * or the spam-flagged ones ('true').
 */
export const adminSpamViews = ['false', 'true'] as const;
const spamView = z.enum(adminSpamViews, { error: 'Spam must be true or false' }).default('false');

/** A record list's query: paging, search, the list's own filters, spam view, owner, sort. */
function recordListQuery<
  const F extends z.ZodRawShape,
  const T extends readonly [string, ...string[]],
>(filters: F, sortColumns: T) {
  return z.object({
    ...adminPaging,
    search: adminSearchParam,
    ...filters,
    spam: spamView,
    owner: ownerFilterParam,
    ...sortOf(sortColumns),
  });
}

/**
 * GET /api/admin/leads (and leads.csv, which ignores the paging) query: search on e-mail,
 * first name and last name; status and interest match exactly; spam-flagged leads only with
 * `spam=true`, never among the others (docs/admin.md).
 */
export const adminLeadQuerySchema = recordListQuery(
  {
    status: filterOf(leadStatuses, 'status'),
    interest: filterOf(leadInterestTypes, 'interest'),
  },
  adminLeadSortColumns,
);
export type AdminLeadQuery = z.input<typeof adminLeadQuerySchema>;
export type ParsedAdminLeadQuery = z.output<typeof adminLeadQuerySchema>;

/**
 * GET /api/admin/bookings query: search on e-mail, first and last name; status, type exact;
 * spam-flagged bookings only with `spam=true`.
 */
export const adminBookingQuerySchema = recordListQuery(
  { status: filterOf(bookingStatuses, 'status'), type: filterOf(bookingTypes, 'type') },
  adminBookingSortColumns,
);
export type AdminBookingQuery = z.input<typeof adminBookingQuerySchema>;
export type ParsedAdminBookingQuery = z.output<typeof adminBookingQuerySchema>;

/**
 * GET /api/admin/guide-submissions query: search on e-mail and first name; guide contains;
 * spam-flagged requests only with `spam=true`.
 */
export const adminGuideSubmissionQuerySchema = recordListQuery(
  { guide: filterOf(adminGuideFilterWords, 'guide') },
  adminGuideSubmissionSortColumns,
);
export type AdminGuideSubmissionQuery = z.input<typeof adminGuideSubmissionQuerySchema>;
export type ParsedAdminGuideSubmissionQuery = z.output<typeof adminGuideSubmissionQuerySchema>;

/**
 * The query string for a list request, without the values that are defaults anyway, so
 * the site, its query keys and the mocks build the same URLs.
 */
export function adminListSearch(query: Record<string, string | number | undefined>): string {
  const defaults: Record<string, string | number> = {
    page: 1,
    pageSize: ADMIN_PAGE_SIZE,
    search: '',
    status: ADMIN_FILTER_ALL,
    interest: ADMIN_FILTER_ALL,
    type: ADMIN_FILTER_ALL,
    guide: ADMIN_FILTER_ALL,
    spam: 'false',
    owner: ADMIN_FILTER_ALL,
    sort: 'createdAt',
    direction: 'descending',
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of a list, with the total that matched the filters. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Rows matching the filters and search, over all pages. */
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE),
  });
}

/**
 * A lead as the admin sees it: the lead, its spam flag and reason (docs/lead-forms.md), the
 * attribution it arrived with and the privacy notice version the visitor saw.
 */
/**
 * Why a lead was closed (docs/admin.md, "Pipeline board"). "won" is the status `converted`:
 * closing as won moves the lead to converted, the other reasons to closed.
 */
export const leadCloseReasons = [
  'won',
  'lost_price',
  'lost_dates',
  'lost_no_answer',
  'other',
] as const;
export type LeadCloseReason = (typeof leadCloseReasons)[number];
export const leadCloseReasonLabels: Record<LeadCloseReason, string> = {
  won: 'Won',
  lost_price: 'Lost: price',
  lost_dates: 'Lost: dates',
  lost_no_answer: 'Lost: no answer',
  other: 'Other',
};
export const LEAD_CLOSE_REASON_TEXT_MAX = 300;
export const leadCloseMessages = {
  reasonRequired: 'Choose why the lead is closed',
  otherText: 'Say why the lead is closed',
  reasonWithoutClosing: 'A close reason goes with closing the lead (status closed or converted)',
} as const;

/** A close reason in words, e.g. "Lost: price", or "Other: booked a cruise". */
export function closeReasonWords(reason: LeadCloseReason, text?: string | null): string {
  const label = leadCloseReasonLabels[reason];
  return text ? `${label}: ${text}` : label;
}

/**
 * A lead as the admin sees it: the lead, its reference, its spam flag and reason
 * (docs/lead-forms.md), the attribution it arrived with, the privacy notice version the visitor
 * saw and, once closed, why.
 */
export const adminLeadSchema = leadSchema.extend({
  reference: z.string().nullable(),
  spam: z.boolean(),
  spamReason: z.string().nullable(),
  attribution: z.record(z.string(), z.unknown()).nullable(),
  privacyNoticeVersion: z.string().nullable(),
  owner: recordOwnerSchema,
  closeReason: z.enum(leadCloseReasons).nullable(),
  closeReasonText: z.string().nullable(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

/** A lead row: the lead, and how many earlier leads share its e-mail (a returning visitor). */
export const adminLeadRowSchema = adminLeadSchema.extend({
  previousLeads: z.number().int().min(0),
});
export type AdminLeadRow = z.infer<typeof adminLeadRowSchema>;

export const adminLeadPageSchema = pageOf(adminLeadRowSchema);
export type AdminLeadPage = z.infer<typeof adminLeadPageSchema>;
/** What the admin sees of a booking or guide request besides it: spam flag and reason, owner. */
const spamFlag = {
  spam: z.boolean(),
  spamReason: z.string().nullable(),
  owner: recordOwnerSchema,
};
export const adminBookingSchema = bookingSchema.extend(spamFlag);
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminGuideSubmissionSchema = guideSubmissionSchema.extend(spamFlag);
export type AdminGuideSubmission = z.infer<typeof adminGuideSubmissionSchema>;

export const adminBookingPageSchema = pageOf(adminBookingSchema);
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;
export const adminGuideSubmissionPageSchema = pageOf(adminGuideSubmissionSchema);
export type AdminGuideSubmissionPage = z.infer<typeof adminGuideSubmissionPageSchema>;

/**
 * What an activity entry records: a status and/or note change, a guide sent again, a
 * spam-flagged lead moved back among the leads, and the CRM's steps: an owner assigned, a reply
 * e-mailed from the record, a follow-up task added or completed, two contacts merged.
 */
export const adminActivityActions = [
  'update',
  'resend',
  'not_spam',
  'assigned',
  'reply_sent',
  'task_added',
  'task_completed',
  'merged',
] as const;
export type AdminActivityAction = (typeof adminActivityActions)[number];

/** One entry of a record's activity history: who did what, and when. */
export const adminActivitySchema = z.object({
  id: z.number().int(),
  at: isoDateTimeSchema,
  action: z.enum(adminActivityActions),
  /** The admin; `id` is null once that account is gone, the name stays. */
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** Both null when the status did not change. */
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  /**
   * The entry's own facts as text, kept as they were when it happened: `owner` (assigned),
   * `closeReason` (a lead closed), `subject` and `to` (reply_sent), `task` and `due`
   * (task_added, task_completed), `reference` (merged: the record folded into this one).
   */
  detail: z.record(z.string(), z.string()).nullable(),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;

/** An earlier lead with the same e-mail (compared case-insensitively). */
export const adminEarlierLeadSchema = leadSchema.pick({
  id: true,
  createdAt: true,
  interestType: true,
  formName: true,
  status: true,
});
export type AdminEarlierLead = z.infer<typeof adminEarlierLeadSchema>;

/** The kinds of request a visitor sends, as the same-person list names them. */
export const adminSubmissionKinds = ['lead', 'booking', 'guide'] as const;
export type AdminSubmissionKind = (typeof adminSubmissionKinds)[number];

/**
 * Another request from the same person: the same e-mail (any case) or the same phone once
 * only its digits are kept. `what` is its interest, booking type or guide, in words.
 */
export const adminSamePersonSubmissionSchema = z.object({
  kind: z.enum(adminSubmissionKinds),
  id: z.number().int(),
  reference: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  what: z.string(),
  status: z.string(),
});
export type AdminSamePersonSubmission = z.infer<typeof adminSamePersonSubmissionSchema>;

/**
 * GET /api/admin/leads/:id and the PATCH answer: the whole lead, its history (newest first),
 * earlier leads (newest first) and every other request of the same person (newest first).
 */
export const adminLeadDetailSchema = z.object({
  record: adminLeadSchema,
  history: z.array(adminActivitySchema),
  earlierLeads: z.array(adminEarlierLeadSchema),
  samePerson: z.array(adminSamePersonSubmissionSchema),
});
export type AdminLeadDetail = z.infer<typeof adminLeadDetailSchema>;

/** GET /api/admin/bookings/:id and the PATCH answer. */
export const adminBookingDetailSchema = z.object({
  record: adminBookingSchema,
  history: z.array(adminActivitySchema),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

/** GET /api/admin/guide-submissions/:id and the resend answer. */
export const adminGuideSubmissionDetailSchema = z.object({
  record: adminGuideSubmissionSchema,
  history: z.array(adminActivitySchema),
});
export type AdminGuideSubmissionDetail = z.infer<typeof adminGuideSubmissionDetailSchema>;

export const ADMIN_NOTE_MAX_LENGTH = 2000;
export const adminUpdateMessages = {
  nothingToChange: 'Choose a status or write a note',
  noteTooLong: `Notes can be at most ${ADMIN_NOTE_MAX_LENGTH} characters`,
} as const;

const note = safeText('Note must be text')
  .trim()
  .max(ADMIN_NOTE_MAX_LENGTH, adminUpdateMessages.noteTooLong)
  .optional();

/** What the visitor reads with a change of status: e-mailed, and on their request's page. */
const visitorMessage = safeText()
  .trim()
  .max(1000, 'Keep the message to the visitor under 1000 characters')
  .optional();
export const VISITOR_MESSAGE_NEEDS_STATUS = 'A message to the visitor goes with a change of status';
const visitorMessageNeedsStatus = {
  message: VISITOR_MESSAGE_NEEDS_STATUS,
  path: ['message'],
};

/**
 * PATCH /api/admin/leads/:id body: a status and/or note (with `message`, what the visitor
 * reads with a move they are told of, as on a booking), and `spam: false` to move a
 * spam-flagged lead back among the leads (its deliveries are queued then). A move to closed
 * needs `closeReason` ("other" with `closeReasonText`); the server refuses one without
 * (docs/admin.md, "Pipeline board"), as it knows whether the lead is already closed.
 */
export const adminLeadUpdateSchema = z
  .strictObject({
    status: z
      .enum(leadStatuses, { error: `Status must be one of: ${leadStatuses.join(', ')}` })
      .optional(),
    note,
    spam: z.literal(false, { error: 'Spam can only be set to false' }).optional(),
    closeReason: z
      .enum(leadCloseReasons, {
        error: `Close reason must be one of: ${leadCloseReasons.join(', ')}`,
      })
      .optional(),
    closeReasonText: safeText('Close reason must be text')
      .trim()
      .max(
        LEAD_CLOSE_REASON_TEXT_MAX,
        `Keep the reason under ${LEAD_CLOSE_REASON_TEXT_MAX} characters`,
      )
      .optional(),
    message: visitorMessage,
  })
  .refine(
    (v) => v.status !== undefined || Boolean(v.note) || v.spam !== undefined,
    adminUpdateMessages.nothingToChange,
  )
  .refine((v) => !v.message || v.status !== undefined, visitorMessageNeedsStatus)
  .refine((v) => !v.closeReason || v.status === 'closed' || v.status === 'converted', {
    message: leadCloseMessages.reasonWithoutClosing,
    path: ['closeReason'],
  })
  .refine((v) => v.closeReason !== 'other' || Boolean(v.closeReasonText), {
    message: leadCloseMessages.otherText,
    path: ['closeReasonText'],
  });
export type AdminLeadUpdate = z.input<typeof adminLeadUpdateSchema>;
/**
 * PATCH /api/admin/bookings/:id body: also `message`, what the visitor reads with a change of
 * status (docs/admin.md): e-mailed to them and shown on the request's status page.
 */
export const adminBookingUpdateSchema = z
  .strictObject({
    status: z
      .enum(bookingStatuses, { error: `Status must be one of: ${bookingStatuses.join(', ')}` })
      .optional(),
    note,
    message: visitorMessage,
  })
  .refine((v) => v.status !== undefined || Boolean(v.note), adminUpdateMessages.nothingToChange)
  .refine((v) => !v.message || v.status !== undefined, visitorMessageNeedsStatus);
export type AdminBookingUpdate = z.input<typeof adminBookingUpdateSchema>;

// The record, readable (docs/admin.md, "The lead's record"): the visitor's answers under the
// labels their form showed, values in words.

/** The labels the lead forms show for their fields (packages/ui LeadForms). */
const leadAnswerLabels: Record<string, string> = {
  budget: 'Budget',
  timeline: 'Timeline',
  bathrooms: 'Bathrooms',
  bedrooms: 'Bedrooms',
  checkIn: 'Check-in Date',
  checkOut: 'Check-out Date',
  companyName: 'Company Name',
  date: 'Preferred Date',
  dates: 'Preferred Dates',
  eventType: 'Event Type',
  followers: 'Follower Count',
  groupSize: 'Group Size',
  guestCount: 'Expected Guest Count',
  guests: 'Number of Guests',
  managementType: 'Management Type',
  message: 'Message',
  notes: 'Notes',
  numberOfChildren: 'Number of Children',
  numberOfPeople: 'Number of People',
  platform: 'Main Platform',
  preferredContactMethod: 'Preferred Contact Method',
  preferredDates: 'Preferred Dates',
  propertyAddress: 'Property Address',
  propertyType: 'Property Type',
  resortName: 'Resort',
  socialHandle: 'Social Media Handle',
  specialRequests: 'Special Requests',
  specificType: 'Type',
};

/** Where one form labels a field its own way. */
const formAnswerLabels: Record<string, Record<string, string>> = {
  influencer: { notes: 'About Your Content', dates: 'Travel Dates' },
  'luxury-concierge': { notes: 'How can we help?' },
  'bachelorette-modal': { budget: 'Budget per Person' },
};

/** A field's label as the visitor's form showed it; an unknown key in words. */
export function leadAnswerLabel(formName: string, key: string): string {
  const label = formAnswerLabels[formName]?.[key] ?? leadAnswerLabels[key];
  if (label) return label;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const CALENDAR_DAY = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
let calendarDay: Intl.DateTimeFormat | undefined;

/**
 * An answer in words: calendar days ('2026-06-02', alone or in "a to b") as "Jun 2, 2026"
 * (a day the visitor picked, the same on every calendar), codes such as `team_building` as
 * "Team building", lists joined.
 */
export function leadAnswerText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(leadAnswerText).join(', ') : '—';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${leadAnswerLabel('', k)}: ${leadAnswerText(v)}`)
      .join('; ');
  }
  const text = String(value);
  calendarDay ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = calendarDay;
  if (CALENDAR_DAY.test(text)) {
    CALENDAR_DAY.lastIndex = 0;
    return text.replace(CALENDAR_DAY, (whole) => {
      const at = new Date(`${whole}T00:00:00Z`);
      return Number.isNaN(at.getTime()) ? whole : day.format(at);
    });
  }
  if (/^[a-z]+(_[a-z]+)+$/.test(text)) {
    const words = text.replace(/_/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return text;
}

/** An interest type in words: `group_trip` is "Group trip". */
export function interestWords(interest: string): string {
  const words = interest.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields a lead's party size is kept in, by form. */
const PARTY_FIELDS = ['groupSize', 'numberOfPeople', 'guests', 'guestCount'] as const;

/** How many travel, as the visitor said it ("6", "5-8"), or null when the form did not ask. */
export function leadPartySize(lead: { formData: Record<string, unknown> }): string | null {
  for (const field of PARTY_FIELDS) {
    const value = lead.formData[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return null;
}

/** The attribution fields the record shows, with their labels, in order. */
export const leadAttributionLabels = [
  ['utm_source', 'UTM source'],
  ['utm_medium', 'UTM medium'],
  ['utm_campaign', 'UTM campaign'],
  ['utm_term', 'UTM term'],
  ['utm_content', 'UTM content'],
  ['landingPath', 'Landing page'],
  ['referrer', 'Referrer'],
] as const;

/**
 * The close dialog's form (the board's Closed column): why, the words of an "other", and a
 * note. Sent as the lead's PATCH with the status closed (a "won" becomes converted).
 */
export const leadCloseFormSchema = z
  .strictObject({
    closeReason: z.enum(leadCloseReasons, { error: leadCloseMessages.reasonRequired }),
    closeReasonText: safeText('Close reason must be text')
      .trim()
      .max(
        LEAD_CLOSE_REASON_TEXT_MAX,
        `Keep the reason under ${LEAD_CLOSE_REASON_TEXT_MAX} characters`,
      )
      .optional(),
    note,
  })
  .refine((v) => v.closeReason !== 'other' || Boolean(v.closeReasonText), {
    message: leadCloseMessages.otherText,
    path: ['closeReasonText'],
  });
export type LeadCloseFormValues = z.output<typeof leadCloseFormSchema>;

/** How long a record has waited, in Cabo's days: "Today", "1 day", "3 days". */
export function ageInDays(createdAt: string, now: Date): string {
  const days = differenceInCalendarDays(now, new Date(createdAt), { in: tz(CABO_TIME_ZONE) });
  if (days <= 0) return 'Today';
  return days === 1 ? '1 day' : `${days} days`;
}
