import { z } from 'zod';
import { bookingSchema, bookingStatuses, bookingTypes } from './bookings.ts';
import { isoDateTimeSchema, pageNumberParam, safeText } from './fields.ts';
import { guideSubmissionSchema } from './guides.ts';
import { leadInterestTypes, leadStatuses } from './leads.ts';
import { leadSchema } from './lead-records.ts';

// The dashboard's lists are paged, filtered, searched and sorted by the server (newest first
// by default), so a page in the browser never holds more than one page of personal data.

/** Rows per page when the request names none, and the most one page may hold. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

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

const pageSize = z.coerce
  .number({ error: `Page size must be from 1 to ${ADMIN_MAX_PAGE_SIZE}` })
  .int(`Page size must be from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
  .min(1, `Page size must be from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
  .max(ADMIN_MAX_PAGE_SIZE, `Page size must be from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
  .default(ADMIN_PAGE_SIZE);

/** Case-insensitive "contains"; empty searches everything. */
export const adminSearchParam = safeText('Search must be text')
  .trim()
  .max(200, 'Search must be at most 200 characters')
  .default('');

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

export const adminPaging = { page: pageNumberParam, pageSize };

/** The paging and search every admin list shares (the media library's too). */
export { pageSize as adminPageSizeParam };

/**
 * Every list's views (leads, bookings, guide downloads): the records ('false', the default)
 * or the spam-flagged ones ('true').
 */
export const adminSpamViews = ['false', 'true'] as const;
const spamView = z.enum(adminSpamViews, { error: 'Spam must be true or false' }).default('false');

/**
 * GET /api/admin/leads (and leads.csv, which ignores the paging) query: search on e-mail,
 * first name and last name; status and interest match exactly; spam-flagged leads only with
 * `spam=true`, never among the others (docs/admin.md).
 */
export const adminLeadQuerySchema = z.object({
  ...adminPaging,
  search: adminSearchParam,
  status: filterOf(leadStatuses, 'status'),
  interest: filterOf(leadInterestTypes, 'interest'),
  spam: spamView,
  ...sortOf(adminLeadSortColumns),
});
export type AdminLeadQuery = z.input<typeof adminLeadQuerySchema>;
export type ParsedAdminLeadQuery = z.output<typeof adminLeadQuerySchema>;

/**
 * GET /api/admin/bookings query: search on e-mail, first and last name; status, type exact;
 * spam-flagged bookings only with `spam=true`.
 */
export const adminBookingQuerySchema = z.object({
  ...adminPaging,
  search: adminSearchParam,
  status: filterOf(bookingStatuses, 'status'),
  type: filterOf(bookingTypes, 'type'),
  spam: spamView,
  ...sortOf(adminBookingSortColumns),
});
export type AdminBookingQuery = z.input<typeof adminBookingQuerySchema>;
export type ParsedAdminBookingQuery = z.output<typeof adminBookingQuerySchema>;

/**
 * GET /api/admin/guide-submissions query: search on e-mail and first name; guide contains;
 * spam-flagged requests only with `spam=true`.
 */
export const adminGuideSubmissionQuerySchema = z.object({
  ...adminPaging,
  search: adminSearchParam,
  guide: filterOf(adminGuideFilterWords, 'guide'),
  spam: spamView,
  ...sortOf(adminGuideSubmissionSortColumns),
});
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
export const adminLeadSchema = leadSchema.extend({
  spam: z.boolean(),
  spamReason: z.string().nullable(),
  attribution: z.record(z.string(), z.unknown()).nullable(),
  privacyNoticeVersion: z.string().nullable(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

/** A lead row: the lead, and how many earlier leads share its e-mail (a returning visitor). */
export const adminLeadRowSchema = adminLeadSchema.extend({
  previousLeads: z.number().int().min(0),
});
export type AdminLeadRow = z.infer<typeof adminLeadRowSchema>;

export const adminLeadPageSchema = pageOf(adminLeadRowSchema);
export type AdminLeadPage = z.infer<typeof adminLeadPageSchema>;
/** What the admin sees of a booking or guide request besides it: the spam flag and reason. */
const spamFlag = { spam: z.boolean(), spamReason: z.string().nullable() };
export const adminBookingSchema = bookingSchema.extend(spamFlag);
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminGuideSubmissionSchema = guideSubmissionSchema.extend(spamFlag);
export type AdminGuideSubmission = z.infer<typeof adminGuideSubmissionSchema>;

export const adminBookingPageSchema = pageOf(adminBookingSchema);
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;
export const adminGuideSubmissionPageSchema = pageOf(adminGuideSubmissionSchema);
export type AdminGuideSubmissionPage = z.infer<typeof adminGuideSubmissionPageSchema>;

/**
 * What an activity entry records: a status and/or note change, a guide sent again, or a
 * spam-flagged lead moved back among the leads.
 */
export const adminActivityActions = ['update', 'resend', 'not_spam'] as const;
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

/** GET /api/admin/leads/:id and the PATCH answer: the whole lead, its history (newest first), earlier leads (newest first). */
export const adminLeadDetailSchema = z.object({
  record: adminLeadSchema,
  history: z.array(adminActivitySchema),
  earlierLeads: z.array(adminEarlierLeadSchema),
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

/**
 * PATCH /api/admin/leads/:id body: a status and/or note, and `spam: false` to move a
 * spam-flagged lead back among the leads (its deliveries are queued then).
 */
export const adminLeadUpdateSchema = z
  .strictObject({
    status: z
      .enum(leadStatuses, { error: `Status must be one of: ${leadStatuses.join(', ')}` })
      .optional(),
    note,
    spam: z.literal(false, { error: 'Spam can only be set to false' }).optional(),
  })
  .refine(
    (v) => v.status !== undefined || Boolean(v.note) || v.spam !== undefined,
    adminUpdateMessages.nothingToChange,
  );
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
    message: safeText()
      .trim()
      .max(1000, 'Keep the message to the visitor under 1000 characters')
      .optional(),
  })
  .refine((v) => v.status !== undefined || Boolean(v.note), adminUpdateMessages.nothingToChange)
  .refine((v) => !v.message || v.status !== undefined, {
    message: 'A message to the visitor goes with a change of status',
    path: ['message'],
  });
export type AdminBookingUpdate = z.input<typeof adminBookingUpdateSchema>;

/** Leads per calendar month (the business's time zone), oldest first. */
export const adminMonthlyLeadsSchema = z.object({
  /** 'yyyy-MM' */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  count: z.number().int().min(0),
});
export type AdminMonthlyLeads = z.infer<typeof adminMonthlyLeadsSchema>;

/** Months the lead chart shows, the current one last. */
export const ADMIN_ANALYTICS_MONTHS = 12;

/** GET /api/admin/analytics: every figure is counted from the stored records. */
export const adminAnalyticsSchema = z.object({
  totalLeads: z.number().int().min(0),
  guideDownloads: z.number().int().min(0),
  bookingRequests: z.number().int().min(0),
  convertedLeads: z.number().int().min(0),
  /** convertedLeads / totalLeads, 0 without leads; the dashboard shows it as a percentage. */
  conversionRate: z.number().min(0).max(1),
  leadsPerMonth: z.array(adminMonthlyLeadsSchema).length(ADMIN_ANALYTICS_MONTHS),
  /** The IANA zone months are counted in. */
  timeZone: z.string(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
