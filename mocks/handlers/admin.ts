import {
  adminBookingQuerySchema,
  adminBookingUpdateSchema,
  adminGuideSubmissionQuerySchema,
  adminLeadQuerySchema,
  adminLeadUpdateSchema,
  apiPaths,
  authMessages,
  type AdminActivity,
  type AdminAnalytics,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingPage,
  type AdminGuideSubmission,
  type AdminGuideSubmissionDetail,
  type AdminGuideSubmissionPage,
  type AdminLead,
  type AdminLeadDetail,
  type AdminLeadPage,
  type AdminLeadRow,
  type Lead,
} from '@cabo/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { apiError, internalError, mockAdmin, parseRequest } from './auth.ts';

// The dashboard's API as the server answers it (docs/admin.md): lists paged, filtered,
// searched and sorted by the same rules; a record with its history; status and note changes;
// guide resends; analytics; CSV. Fixtures: every status and several types, newest first.

const at = (day: number, hour = 10) =>
  `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** When the mock admin acts (fixed, so screenshots do not change from day to day). */
export const MOCK_ADMIN_NOW = '2026-03-22T09:30:00.000Z';

const plainLeads: Lead[] = [
  {
    id: 6,
    createdAt: at(21),
    updatedAt: at(21),
    submissionId: 'lead-fixture-000000006',
    firstName: 'Luca',
    lastName: 'Moretti',
    email: 'Luca@example.com',
    phone: '+39 06 5550 1122',
    interestType: 'adventure',
    source: 'website',
    status: 'new',
    budget: null,
    timeline: '2026-07-01 to 2026-07-08',
    tags: null,
    formName: 'partner-inquiry',
    formData: { numberOfPeople: '4', message: 'Back again: sailing and snorkelling this time' },
  },
  {
    id: 5,
    createdAt: at(20),
    updatedAt: at(20),
    submissionId: 'lead-fixture-000000005',
    firstName: 'Sofía',
    lastName: 'Ramírez',
    email: 'sofia.ramirez@example.com',
    phone: '+52 624 555 0150',
    interestType: 'wedding',
    source: 'website',
    status: 'new',
    budget: '$10000+',
    timeline: '2026-11-14',
    tags: 'Wedding, Website',
    formName: 'wedding',
    formData: { date: '2026-11-14', guestCount: '80', notes: 'Beach ceremony at sunset' },
  },
  {
    id: 4,
    createdAt: at(18),
    updatedAt: at(19),
    submissionId: 'lead-fixture-000000004',
    firstName: 'James',
    lastName: 'Carter',
    email: 'james.carter@example.com',
    phone: '+1 415 555 0144',
    interestType: 'group_trip',
    source: 'website',
    status: 'contacted',
    budget: '$5000-$10000',
    timeline: '2026-06-02 to 2026-06-09',
    tags: null,
    formName: 'family-vacation',
    formData: { numberOfChildren: '2', checkIn: '2026-06-02', checkOut: '2026-06-09' },
  },
  {
    id: 3,
    createdAt: at(12),
    updatedAt: at(14),
    submissionId: 'lead-fixture-000000003',
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya@example.com',
    phone: null,
    interestType: 'concierge',
    source: 'website',
    status: 'qualified',
    budget: '$10000+',
    timeline: 'May 2026',
    tags: null,
    formName: 'luxury-concierge',
    formData: { groupSize: '6', notes: 'Private chef and yacht day' },
  },
  {
    id: 2,
    createdAt: at(5),
    updatedAt: at(9),
    submissionId: 'lead-fixture-000000002',
    firstName: 'Luca',
    lastName: 'Moretti',
    email: 'luca@example.com',
    phone: '+39 06 5550 1122',
    interestType: 'villa',
    source: 'website',
    status: 'converted',
    budget: '$5000-$10000',
    timeline: null,
    tags: null,
    formName: 'partner-inquiry',
    formData: { numberOfPeople: '4', message: 'Looking for a villa with a pool' },
  },
  {
    id: 1,
    createdAt: at(1),
    updatedAt: at(3),
    submissionId: 'lead-fixture-000000001',
    firstName: 'Emma',
    lastName: 'Schulz',
    email: 'emma.schulz@example.com',
    phone: '+49 30 5550 1199',
    interestType: 'resort',
    source: 'website',
    status: 'closed',
    budget: null,
    timeline: 'Spring break',
    tags: null,
    formName: 'resort-inquiry',
    formData: { dates: 'Spring break', guests: '2', resortName: 'General Inquiry' },
  },
];

/** A lead as the admin API answers it: not spam unless a fixture says so. */
const adminLead = (lead: Lead, extra: Partial<AdminLead> = {}): AdminLead => ({
  ...lead,
  spam: false,
  spamReason: null,
  attribution: null,
  privacyNoticeVersion: null,
  ...extra,
});

/** A submission the honeypot caught: stored, kept out of the leads, listed under Spam. */
export const mockSpamLead: AdminLead = adminLead(
  {
    ...plainLeads[0]!,
    id: 7,
    createdAt: at(21, 14),
    updatedAt: at(21, 14),
    submissionId: 'lead-fixture-000000007',
    firstName: 'Cheap',
    lastName: 'Followers',
    email: 'promo@spam.example',
    phone: null,
    interestType: 'influencer',
    formName: 'influencer',
    formData: { notes: 'Buy 10k followers now' },
  },
  { spam: true, spamReason: 'honeypot' },
);

export const mockLeads: AdminLead[] = [mockSpamLead, ...plainLeads.map((lead) => adminLead(lead))];

const booking = (
  b: Partial<AdminBooking> & Pick<AdminBooking, 'id' | 'bookingType' | 'status'>,
): AdminBooking => ({
  createdAt: at(10 + b.id),
  updatedAt: at(10 + b.id),
  submissionId: `booking-fixture-00000${b.id}`.padEnd(21, '0'),
  formType: 'booking',
  firstName: 'Olivia',
  lastName: 'Brooks',
  email: 'olivia.brooks@example.com',
  phone: '+1 212 555 0133',
  startDate: '2026-04-10',
  endDate: '2026-04-15',
  time: null,
  guests: 2,
  listingId: null,
  listingName: null,
  specialRequests: null,
  source: 'website',
  tags: null,
  formName: null,
  formData: {},
  userId: null,
  spam: false,
  spamReason: null,
  ...b,
});

export const mockBookings: AdminBooking[] = [
  // Sent faster than a person types: stored, listed only under Spam.
  booking({
    id: 6,
    bookingType: 'restaurant',
    status: 'pending',
    firstName: 'Quick',
    lastName: 'Bot',
    email: 'bot@spam.example',
    listingName: 'Flora’s Field Kitchen',
    startDate: '2026-03-30',
    endDate: null,
    time: '20:00',
    spam: true,
    spamReason: 'too_fast',
  }),
  booking({
    id: 5,
    bookingType: 'event',
    status: 'pending',
    firstName: 'Mia',
    lastName: 'Torres',
    email: 'mia.torres@example.com',
    listingName: 'Sunset Jazz on the Marina',
    startDate: '2026-04-03',
    endDate: null,
    guests: 2,
  }),
  booking({
    id: 4,
    bookingType: 'restaurant',
    status: 'pending',
    listingName: 'Flora’s Field Kitchen',
    startDate: '2026-03-28',
    endDate: null,
    time: '19:30',
    guests: 4,
  }),
  booking({
    id: 3,
    bookingType: 'villa',
    status: 'confirmed',
    formType: 'villa-booking',
    firstName: null,
    lastName: null,
    email: 'ana@example.com',
    listingName: 'Villa Las Rocas',
    guests: 6,
    userId: 7,
    formData: { villaName: 'Villa Las Rocas', preferredContactMethod: 'Email' },
  }),
  booking({
    id: 2,
    bookingType: 'adventure',
    status: 'cancelled',
    firstName: 'Noah',
    lastName: null,
    email: 'noah@example.com',
    listingName: 'Whale Watching Tour',
    endDate: null,
    guests: 3,
  }),
  booking({
    id: 1,
    bookingType: 'resort',
    status: 'pending',
    listingName: 'Waldorf Astoria Los Cabos Pedregal',
  }),
];

const guideFormData = {
  investmentLevel: '',
  agentInterest: false,
  preferredContactMethod: 'Email',
  requestType: 'Guide Download',
};

export const mockGuideSubmissions: AdminGuideSubmission[] = [
  {
    id: 4,
    createdAt: at(21, 15),
    updatedAt: at(21, 15),
    submissionId: 'guide-fixture-00000004',
    firstName: 'Free',
    lastName: 'Offers',
    email: 'offers@spam.example',
    phone: null,
    guideType: 'Villa Guide',
    source: 'website',
    status: 'pending',
    interestAreas: [],
    tags: 'Guide Request, Website',
    formName: 'villa-guide-guide',
    formData: guideFormData,
    spam: true,
    spamReason: 'honeypot',
  },
  {
    id: 3,
    createdAt: at(21),
    updatedAt: at(21),
    submissionId: 'guide-fixture-00000003',
    firstName: 'Hannah',
    lastName: 'Lee',
    email: 'hannah.lee@example.com',
    phone: '+1 604 555 0177',
    guideType: 'Ultimate Cabo Guide 2025',
    source: 'website',
    status: 'pending',
    interestAreas: ['Beaches', 'Dining'],
    tags: 'Guide Request, Website',
    formName: 'ultimate-cabo-guide-2025-guide',
    formData: { ...guideFormData, investmentLevel: '$10,000 - $25,000' },
    spam: false,
    spamReason: null,
  },
  {
    id: 2,
    createdAt: at(15),
    updatedAt: at(15),
    submissionId: 'guide-fixture-00000002',
    firstName: 'Mateo',
    lastName: 'García',
    email: 'mateo@example.com',
    phone: null,
    guideType: 'Villa Guide',
    source: 'website',
    status: 'sent',
    interestAreas: [],
    tags: 'Guide Request, Website',
    formName: 'villa-guide-guide',
    formData: guideFormData,
    spam: false,
    spamReason: null,
  },
  {
    id: 1,
    createdAt: at(2),
    updatedAt: at(2),
    submissionId: 'guide-fixture-00000001',
    firstName: 'Chloe',
    lastName: null,
    email: 'chloe@example.com',
    phone: null,
    guideType: 'Resort Guide',
    source: 'website',
    status: 'failed',
    interestAreas: [],
    tags: 'Guide Request, Website',
    formName: 'resort-guide-guide',
    formData: guideFormData,
    spam: false,
    spamReason: null,
  },
];

const actor = { id: mockAdmin.id, name: mockAdmin.username ?? 'admin' };

/** Histories of the fixtures (newest first), keyed by list and record id. */
export const mockActivity: Record<
  'leads' | 'bookings' | 'guideSubmissions',
  Record<number, AdminActivity[]>
> = {
  leads: {
    4: [
      {
        id: 3,
        at: at(19, 16),
        action: 'update',
        actor,
        fromStatus: 'new',
        toStatus: 'contacted',
        note: 'Called: two kids, wants a villa with a shallow pool',
      },
    ],
    3: [
      {
        id: 2,
        at: at(14, 11),
        action: 'update',
        actor,
        fromStatus: 'contacted',
        toStatus: 'qualified',
        note: 'Budget confirmed; sending yacht options',
      },
      {
        id: 1,
        at: at(13, 9),
        action: 'update',
        actor,
        fromStatus: 'new',
        toStatus: 'contacted',
        note: null,
      },
    ],
  },
  bookings: {
    3: [
      {
        id: 4,
        at: at(14, 12),
        action: 'update',
        actor,
        fromStatus: 'pending',
        toStatus: 'confirmed',
        note: 'Deposit received',
      },
    ],
  },
  guideSubmissions: {
    2: [
      {
        id: 5,
        at: at(16, 8),
        action: 'resend',
        actor,
        fromStatus: 'sent',
        toStatus: 'pending',
        note: null,
      },
    ],
  },
};

/** The dashboard figures of a year of (made-up) traffic; the chart ends at March 2026. */
export const mockAnalytics: AdminAnalytics = {
  totalLeads: 248,
  guideDownloads: 127,
  bookingRequests: 53,
  convertedLeads: 53,
  conversionRate: 53 / 248,
  leadsPerMonth: [
    ['2025-04', 12],
    ['2025-05', 15],
    ['2025-06', 18],
    ['2025-07', 22],
    ['2025-08', 19],
    ['2025-09', 14],
    ['2025-10', 17],
    ['2025-11', 21],
    ['2025-12', 26],
    ['2026-01', 31],
    ['2026-02', 24],
    ['2026-03', 29],
  ].map(([month, count]) => ({ month: month as string, count: count as number })),
  timeZone: 'America/Mazatlan',
};

/** No records yet: zeros and twelve empty months. */
export const mockAnalyticsEmpty: AdminAnalytics = {
  ...mockAnalytics,
  totalLeads: 0,
  guideDownloads: 0,
  bookingRequests: 0,
  convertedLeads: 0,
  conversionRate: 0,
  leadsPerMonth: mockAnalytics.leadsPerMonth.map(({ month }) => ({ month, count: 0 })),
};

/** `count` more leads, one per hour back from the fixtures, for paging stories. */
export function manyMockLeads(count: number): AdminLead[] {
  const statuses = ['new', 'contacted', 'qualified', 'converted', 'closed'] as const;
  const interests = ['villa', 'resort', 'adventure', 'wedding', 'group_trip', 'concierge'] as const;
  return Array.from({ length: count }, (_, i) => {
    const id = 100 + i;
    const created = new Date(Date.parse(at(1)) - (i + 1) * 3_600_000).toISOString();
    return {
      ...mockLeads.find((l) => l.id === 2)!,
      id,
      createdAt: created,
      updatedAt: created,
      submissionId: `lead-bulk-${String(id).padStart(11, '0')}`,
      firstName: `Guest${id}`,
      lastName: 'Visitor',
      email: `guest${id}@example.com`,
      interestType: interests[i % interests.length]!,
      status: statuses[i % statuses.length]!,
    };
  });
}

// ---- the server's list rules, over arrays ----

const lower = (v: string | null | undefined) => (v ?? '').toLowerCase();
const contains = (term: string, ...values: (string | null)[]) =>
  term === '' || values.some((v) => lower(v).includes(term.toLowerCase()));

type Direction = 'ascending' | 'descending';

function sorted<T extends { id: number; createdAt: string }>(
  items: T[],
  key: (item: T) => string,
  direction: Direction,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => {
    const byKey = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
    if (byKey !== 0) return byKey * sign;
    // Ties: newest first, as the server orders them.
    return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  });
}

function paged<T>(items: T[], page: number, pageSize: number) {
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
  };
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** A query-string failure in the server's 400 shape. */
function badQuery(issues: { path: PropertyKey[]; message: string }[]): Response {
  const errors: Record<string, string[]> = {};
  for (const issue of issues)
    (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return apiError(400, 'validation_failed', issues[0]?.message ?? 'Invalid request', errors);
}

function earlierOf(leads: AdminLead[], lead: AdminLead): AdminLead[] {
  return leads
    .filter(
      (other) =>
        !other.spam &&
        lower(other.email) === lower(lead.email) &&
        (other.createdAt < lead.createdAt ||
          (other.createdAt === lead.createdAt && other.id < lead.id)),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

// ---- CSV, as the server writes it (quoted cells, a formula guard, CRLF rows, a BOM) ----

function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

function csvResponse(name: string, header: string[], rows: unknown[][]): Response {
  const body = `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
  return new HttpResponse(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${MOCK_ADMIN_NOW.slice(0, 10)}.csv"`,
    },
  });
}

export interface AdminMockData {
  leads?: AdminLead[];
  bookings?: AdminBooking[];
  guideSubmissions?: AdminGuideSubmission[];
  analytics?: AdminAnalytics;
}

const notFound = (what: string) => apiError(404, 'not_found', `No ${what} with that id`);

/**
 * The dashboard's calls over `data` (the fixtures by default). With `remember`, status
 * changes, notes and resends are kept in the closure, so a story can edit a lead and then see
 * it in the list and its history (call it in the story, so no other story shares the state);
 * without it every change is answered but forgotten.
 */
export function adminHandlers(
  data: AdminMockData = {},
  { remember = false }: { remember?: boolean } = {},
): HttpHandler[] {
  const state = {
    leads: [...(data.leads ?? mockLeads)],
    bookings: [...(data.bookings ?? mockBookings)],
    guideSubmissions: [...(data.guideSubmissions ?? mockGuideSubmissions)],
    activity: {
      leads: { ...mockActivity.leads },
      bookings: { ...mockActivity.bookings },
      guideSubmissions: { ...mockActivity.guideSubmissions },
    },
  };
  const analytics = data.analytics ?? mockAnalytics;
  let nextActivityId = 100;

  const historyOf = (list: keyof typeof state.activity, id: number) =>
    state.activity[list][id] ?? [];

  /** Applies a change: kept with `remember`, else only answered. */
  function record<T extends { id: number }>(
    list: 'leads' | 'bookings' | 'guideSubmissions',
    updated: T,
    entry: AdminActivity | null,
  ): { record: T; history: AdminActivity[] } {
    const history = entry ? [entry, ...historyOf(list, updated.id)] : historyOf(list, updated.id);
    if (remember) {
      const items = state[list] as unknown as T[];
      items[items.findIndex((item) => item.id === updated.id)] = updated;
      state.activity[list][updated.id] = history;
    }
    return { record: updated, history };
  }

  function change<T extends { id: number; status: string; updatedAt: string }>(
    list: 'leads' | 'bookings',
    current: T,
    body: { status?: string; note?: string },
  ) {
    const moves = body.status !== undefined && body.status !== current.status;
    const note = body.note ? body.note : null;
    if (!moves && note === null) return record(list, current, null);
    const updated = moves
      ? { ...current, status: body.status, updatedAt: MOCK_ADMIN_NOW }
      : current;
    return record(list, updated as T, {
      id: (nextActivityId += 1),
      at: MOCK_ADMIN_NOW,
      action: 'update',
      actor,
      fromStatus: moves ? current.status : null,
      toStatus: moves ? body.status! : null,
      note,
    });
  }

  const leadRows = (): AdminLeadRow[] =>
    state.leads.map((lead) => ({ ...lead, previousLeads: earlierOf(state.leads, lead).length }));

  function filteredLeads(request: Request) {
    const q = adminLeadQuerySchema.safeParse(queryOf(request));
    if (!q.success) return { error: badQuery(q.error.issues) } as const;
    const { page, pageSize, search, status, interest, spam, sort, direction } = q.data;
    const rows = leadRows().filter(
      (l) =>
        l.spam === (spam === 'true') &&
        (status === 'all' || l.status === status) &&
        (interest === 'all' || l.interestType === interest) &&
        contains(search, l.email, l.firstName, l.lastName),
    );
    const key = {
      createdAt: (l: AdminLeadRow) => l.createdAt,
      name: (l: AdminLeadRow) => lower(`${l.firstName} ${l.lastName}`),
      email: (l: AdminLeadRow) => lower(l.email),
      interestType: (l: AdminLeadRow) => l.interestType,
      status: (l: AdminLeadRow) => l.status,
    }[sort];
    return { rows: sorted(rows, key, direction), page, pageSize } as const;
  }

  function filteredBookings(request: Request) {
    const q = adminBookingQuerySchema.safeParse(queryOf(request));
    if (!q.success) return { error: badQuery(q.error.issues) } as const;
    const { page, pageSize, search, status, type, spam, sort, direction } = q.data;
    const rows = state.bookings.filter(
      (b) =>
        b.spam === (spam === 'true') &&
        (status === 'all' || b.status === status) &&
        (type === 'all' || b.bookingType === type) &&
        contains(search, b.email, b.firstName, b.lastName),
    );
    const key = {
      createdAt: (b: AdminBooking) => b.createdAt,
      name: (b: AdminBooking) => lower(`${b.firstName ?? ''} ${b.lastName ?? ''}`),
      bookingType: (b: AdminBooking) => b.bookingType,
      startDate: (b: AdminBooking) => b.startDate ?? '9999',
      status: (b: AdminBooking) => b.status,
    }[sort];
    return { rows: sorted(rows, key, direction), page, pageSize } as const;
  }

  function filteredGuides(request: Request) {
    const q = adminGuideSubmissionQuerySchema.safeParse(queryOf(request));
    if (!q.success) return { error: badQuery(q.error.issues) } as const;
    const { page, pageSize, search, guide, spam, sort, direction } = q.data;
    const rows = state.guideSubmissions.filter(
      (g) =>
        g.spam === (spam === 'true') &&
        (guide === 'all' || lower(g.guideType).includes(guide.toLowerCase())) &&
        contains(search, g.email, g.firstName),
    );
    const key = {
      createdAt: (g: AdminGuideSubmission) => g.createdAt,
      name: (g: AdminGuideSubmission) => lower(`${g.firstName} ${g.lastName ?? ''}`),
      email: (g: AdminGuideSubmission) => lower(g.email),
      guideType: (g: AdminGuideSubmission) => lower(g.guideType),
      status: (g: AdminGuideSubmission) => g.status,
    }[sort];
    return { rows: sorted(rows, key, direction), page, pageSize } as const;
  }

  const idOf = (params: Record<string, string | readonly string[] | undefined>) =>
    Number(params.id);

  return [
    http.get(apiPaths.adminLeads, ({ request }) => {
      const r = filteredLeads(request);
      if ('error' in r) return r.error;
      return HttpResponse.json<AdminLeadPage>(paged(r.rows, r.page, r.pageSize));
    }),
    http.get(apiPaths.adminBookings, ({ request }) => {
      const r = filteredBookings(request);
      if ('error' in r) return r.error;
      return HttpResponse.json<AdminBookingPage>(paged(r.rows, r.page, r.pageSize));
    }),
    http.get(apiPaths.adminGuideSubmissions, ({ request }) => {
      const r = filteredGuides(request);
      if ('error' in r) return r.error;
      return HttpResponse.json<AdminGuideSubmissionPage>(paged(r.rows, r.page, r.pageSize));
    }),

    http.get(apiPaths.adminLeadsCsv, ({ request }) => {
      const r = filteredLeads(request);
      if ('error' in r) return r.error;
      return csvResponse(
        'leads',
        [
          'ID',
          'Created',
          'First name',
          'Last name',
          'Email',
          'Phone',
          'Interest',
          'Source',
          'Status',
          'Earlier leads',
          'Form data',
        ],
        r.rows.map((l) => [
          l.id,
          l.createdAt,
          l.firstName,
          l.lastName,
          l.email,
          l.phone,
          l.interestType,
          l.source,
          l.status,
          l.previousLeads,
          l.formData,
        ]),
      );
    }),
    http.get(apiPaths.adminBookingsCsv, ({ request }) => {
      const r = filteredBookings(request);
      if ('error' in r) return r.error;
      return csvResponse(
        'bookings',
        [
          'ID',
          'Created',
          'First name',
          'Last name',
          'Email',
          'Type',
          'Listing',
          'Start date',
          'End date',
          'Status',
        ],
        r.rows.map((b) => [
          b.id,
          b.createdAt,
          b.firstName,
          b.lastName,
          b.email,
          b.bookingType,
          b.listingName,
          b.startDate,
          b.endDate,
          b.status,
        ]),
      );
    }),
    http.get(apiPaths.adminGuideSubmissionsCsv, ({ request }) => {
      const r = filteredGuides(request);
      if ('error' in r) return r.error;
      return csvResponse(
        'guide-downloads',
        ['ID', 'Created', 'First name', 'Last name', 'Email', 'Guide type', 'Status'],
        r.rows.map((g) => [
          g.id,
          g.createdAt,
          g.firstName,
          g.lastName,
          g.email,
          g.guideType,
          g.status,
        ]),
      );
    }),

    http.get(apiPaths.adminLead, ({ params }) => {
      const lead = state.leads.find((l) => l.id === idOf(params));
      if (!lead) return notFound('lead');
      return HttpResponse.json<AdminLeadDetail>({
        record: lead,
        history: historyOf('leads', lead.id),
        earlierLeads: earlierOf(state.leads, lead).map(
          ({ id, createdAt, interestType, formName, status }) => ({
            id,
            createdAt,
            interestType,
            formName,
            status,
          }),
        ),
      });
    }),
    http.patch(apiPaths.adminLead, async ({ params, request }) => {
      const lead = state.leads.find((l) => l.id === idOf(params));
      if (!lead) return notFound('lead');
      const body = await parseRequest(request, adminLeadUpdateSchema);
      if (!body.ok) return body.response;
      let current = lead;
      let spamEntry: AdminActivity[] = [];
      if (body.data.spam === false && lead.spam) {
        const entry: AdminActivity = {
          id: (nextActivityId += 1),
          at: MOCK_ADMIN_NOW,
          action: 'not_spam',
          actor,
          fromStatus: null,
          toStatus: null,
          note: null,
        };
        current = record(
          'leads',
          { ...lead, spam: false, spamReason: null, updatedAt: MOCK_ADMIN_NOW },
          entry,
        ).record;
        // Without `remember` the entry is answered but not kept, so it is added here.
        if (!remember) spamEntry = [entry];
      }
      const changed = change('leads', current, body.data);
      const updated = changed.record;
      const kept = historyOf('leads', lead.id);
      const added = changed.history.slice(0, changed.history.length - kept.length);
      const history = [...added, ...spamEntry, ...kept];
      const earlier = earlierOf(state.leads, updated);
      return HttpResponse.json<AdminLeadDetail>({
        record: updated,
        history,
        earlierLeads: earlier.map(({ id, createdAt, interestType, formName, status }) => ({
          id,
          createdAt,
          interestType,
          formName,
          status,
        })),
      });
    }),
    http.get(apiPaths.adminBooking, ({ params }) => {
      const found = state.bookings.find((b) => b.id === idOf(params));
      if (!found) return notFound('booking');
      return HttpResponse.json<AdminBookingDetail>({
        record: found,
        history: historyOf('bookings', found.id),
      });
    }),
    http.patch(apiPaths.adminBooking, async ({ params, request }) => {
      const found = state.bookings.find((b) => b.id === idOf(params));
      if (!found) return notFound('booking');
      const body = await parseRequest(request, adminBookingUpdateSchema);
      if (!body.ok) return body.response;
      return HttpResponse.json<AdminBookingDetail>(change('bookings', found, body.data));
    }),
    http.get(apiPaths.adminGuideSubmission, ({ params }) => {
      const guide = state.guideSubmissions.find((g) => g.id === idOf(params));
      if (!guide) return notFound('guide submission');
      return HttpResponse.json<AdminGuideSubmissionDetail>({
        record: guide,
        history: historyOf('guideSubmissions', guide.id),
      });
    }),
    http.post(apiPaths.adminGuideSubmissionResend, ({ params }) => {
      const guide = state.guideSubmissions.find((g) => g.id === idOf(params));
      if (!guide) return notFound('guide submission');
      if (guide.spam) {
        return apiError(409, 'spam', 'A spam-flagged guide request is not sent the guide');
      }
      const moves = guide.status !== 'pending';
      const detail = record(
        'guideSubmissions',
        moves ? { ...guide, status: 'pending' as const, updatedAt: MOCK_ADMIN_NOW } : guide,
        {
          id: (nextActivityId += 1),
          at: MOCK_ADMIN_NOW,
          action: 'resend',
          actor,
          fromStatus: moves ? guide.status : null,
          toStatus: moves ? 'pending' : null,
          note: null,
        },
      );
      return HttpResponse.json<AdminGuideSubmissionDetail>(detail, { status: 202 });
    }),

    http.get(apiPaths.adminAnalytics, () => HttpResponse.json<AdminAnalytics>(analytics)),
  ];
}

/** Default: the fixtures above; changes are answered, not kept. */
export const admin = adminHandlers();

/** Nothing stored yet: "No leads found with current filters." and zero figures. */
export const adminEmpty = adminHandlers({
  leads: [],
  bookings: [],
  guideSubmissions: [],
  analytics: mockAnalyticsEmpty,
});

/** Enough leads for several pages (60 more than the fixtures). */
export const adminMany = adminHandlers({ leads: [...mockLeads, ...manyMockLeads(60)] });

/** Every admin GET (lists, records, analytics, CSV). */
const readPaths = [
  apiPaths.adminLeads,
  apiPaths.adminBookings,
  apiPaths.adminGuideSubmissions,
  apiPaths.adminLeadsCsv,
  apiPaths.adminBookingsCsv,
  apiPaths.adminGuideSubmissionsCsv,
  apiPaths.adminLead,
  apiPaths.adminBooking,
  apiPaths.adminGuideSubmission,
  apiPaths.adminAnalytics,
] as const;

/** Changes: PATCH of a lead or booking, a guide resend. */
const changes = [
  [http.patch, apiPaths.adminLead],
  [http.patch, apiPaths.adminBooking],
  [http.post, apiPaths.adminGuideSubmissionResend],
] as const;

/** Everything fails to load ("Error loading leads. Please try again."). */
export const adminError = readPaths.map((path) => http.get(path, internalError));

/** Loading forever (the spinner). */
export const adminSlow = readPaths.map((path) =>
  http.get(path, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  }),
);

/** A visitor without the admin role: 403 on every admin call. */
export const adminForbidden = [
  ...readPaths.map((path) =>
    http.get(path, () => apiError(403, 'forbidden', authMessages.forbidden)),
  ),
  ...changes.map(([method, path]) =>
    method(path, () => apiError(403, 'forbidden', authMessages.forbidden)),
  ),
];

/** The session ended while the dashboard was open: 401 on every admin call. */
export const adminSignedOut = [
  ...readPaths.map((path) =>
    http.get(path, () => apiError(401, 'not_authenticated', authMessages.notLoggedIn)),
  ),
  ...changes.map(([method, path]) =>
    method(path, () => apiError(401, 'not_authenticated', authMessages.notLoggedIn)),
  ),
];

/** The lists load, but saving a change or a resend fails (the editor's error state). */
export const adminChangeError = changes.map(([method, path]) => method(path, internalError));
