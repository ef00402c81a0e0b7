import {
  adminBookingQuerySchema,
  adminBookingUpdateSchema,
  adminGuideSubmissionQuerySchema,
  adminLeadQuerySchema,
  adminLeadUpdateSchema,
  apiPaths,
  authMessages,
  OWNER_FILTER_MINE,
  OWNER_FILTER_UNASSIGNED,
  ownerMessages,
  recordOwnerUpdateSchema,
  type RecordOwner,
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
  type AdminSamePersonSubmission,
  type Lead,
  type LeadCloseReason,
  closeReasonWords,
  leadCloseMessages,
  analyticsCsvColumns,
  analyticsCsvRows,
  bookingCsvColumns,
  caboDate,
  csvFileName,
  guideSubmissionCsvColumns,
  leadCsvColumns,
  toCsv,
  type CsvColumn,
  type CsvExtras,
} from '@cabo/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { staffSamples } from '@cabo/data/staff-samples';
import { apiError, internalError, mockAdmin, parseQuery, parseRequest } from './auth.ts';
import { pendingForever } from './pending.ts';

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

/** The owners the fixtures name: the signed-in admin, another admin, a disabled account. */
export const mockOwners = {
  me: { id: mockAdmin.id, username: mockAdmin.username ?? 'admin', disabled: false },
  luis: { id: 3, username: 'luis.ops', disabled: false },
  gone: { id: 5, username: 'carla.old', disabled: true },
} satisfies Record<string, RecordOwner>;

/** Lead fixtures' owners by id: mine, another admin's, a disabled account's, and nobody's. */
const leadOwners: Record<number, RecordOwner> = {
  6: mockOwners.me,
  5: mockOwners.luis,
  4: mockOwners.me,
  3: mockOwners.gone,
};

/** A lead as the admin API answers it: not spam unless a fixture says so. */
const adminLead = (lead: Lead, extra: Partial<AdminLead> = {}): AdminLead => ({
  ...lead,
  reference: `CBO-7K4Q${lead.id}`,
  spam: false,
  spamReason: null,
  attribution: null,
  privacyNoticeVersion: null,
  owner: leadOwners[lead.id] ?? null,
  closeReason: lead.status === 'converted' ? 'won' : lead.status === 'closed' ? 'lost_dates' : null,
  closeReasonText: null,
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
  owner: b.id === 3 || b.id === 5 ? mockOwners.me : b.id === 4 ? mockOwners.luis : null,
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
    totalCents: 1_245_000,
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
    owner: null,
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
    owner: null,
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
    owner: null,
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
    owner: null,
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
        detail: null,
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
        detail: null,
      },
      {
        id: 1,
        at: at(13, 9),
        action: 'update',
        actor,
        fromStatus: 'new',
        toStatus: 'contacted',
        note: null,
        detail: null,
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
        detail: null,
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
        detail: null,
      },
    ],
  },
};

const months = (counts: number[], from = '2025-04') =>
  counts.map((count, i) => {
    const index = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1 + i;
    const label = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { label, count };
  });

/** The analytics of a year of (made-up) traffic, all time; the months end at March 2026. */
export const mockAnalytics: AdminAnalytics = {
  from: null,
  to: null,
  timeZone: 'America/Mazatlan',
  totals: {
    leads: 248,
    guideDownloads: 127,
    bookingRequests: 53,
    conversion: { label: 'All sources', converted: 41, closed: 58, rate: 41 / 99 },
  },
  leadsBySource: [
    { label: 'google', count: 96 },
    { label: 'direct', count: 61 },
    { label: 'instagram.com', count: 48 },
    { label: 'newsletter', count: 27 },
    { label: 'facebook.com', count: 16 },
  ],
  leadsByCampaign: [
    { label: '(no campaign)', count: 141 },
    { label: 'spring-villas', count: 63 },
    { label: 'wedding-season', count: 44 },
  ],
  leadsByInterest: [
    { label: 'villa', count: 102 },
    { label: 'wedding', count: 58 },
    { label: 'adventure', count: 39 },
    { label: 'group_trip', count: 30 },
    { label: 'concierge', count: 19 },
  ],
  leadsByLandingPage: [
    { label: '/villas', count: 88 },
    { label: '/', count: 71 },
    { label: '/weddings', count: 52 },
    { label: '/adventures', count: 37 },
  ],
  conversionBySource: [
    { label: 'google', converted: 18, closed: 22, rate: 18 / 40 },
    { label: 'direct', converted: 12, closed: 19, rate: 12 / 31 },
    { label: 'instagram.com', converted: 8, closed: 11, rate: 8 / 19 },
    { label: 'newsletter', converted: 3, closed: 6, rate: 3 / 9 },
    { label: 'facebook.com', converted: 0, closed: 0, rate: null },
  ],
  firstReply: { medianHours: 3.5, answered: 201, unanswered: 47 },
  guideDownloadsByGuide: [
    { label: 'Ultimate Cabo Guide 2025', count: 74 },
    { label: 'Villa Guide', count: 31 },
    { label: 'Resort Guide', count: 22 },
  ],
  leadsByMonth: months([12, 15, 18, 22, 19, 14, 17, 21, 26, 31, 24, 29]),
  bookingsByMonth: months([2, 3, 5, 4, 3, 2, 4, 5, 8, 7, 5, 5]).map(({ label, count }, i) => ({
    month: label,
    confirmedCents: count * 180_000,
    confirmedCount: count,
    pendingCents: ((i % 4) + 1) * 95_000,
    pendingCount: (i % 4) + 1,
  })),
};

/** The last 30 days of the same traffic (what a range asks for). */
export const mockAnalyticsRange: AdminAnalytics = {
  ...mockAnalytics,
  totals: {
    leads: 29,
    guideDownloads: 11,
    bookingRequests: 6,
    conversion: { label: 'All sources', converted: 4, closed: 5, rate: 4 / 9 },
  },
  leadsBySource: [
    { label: 'google', count: 14 },
    { label: 'direct', count: 9 },
    { label: 'instagram.com', count: 6 },
  ],
  conversionBySource: [
    { label: 'google', converted: 3, closed: 2, rate: 3 / 5 },
    { label: 'direct', converted: 1, closed: 3, rate: 1 / 4 },
    { label: 'instagram.com', converted: 0, closed: 0, rate: null },
  ],
  firstReply: { medianHours: 2.1, answered: 22, unanswered: 7 },
  leadsByMonth: months([13, 16], '2026-02'),
  bookingsByMonth: mockAnalytics.bookingsByMonth.slice(-2),
};

/** Nothing stored yet: zeros, no rates, no months. */
export const mockAnalyticsEmpty: AdminAnalytics = {
  ...mockAnalytics,
  totals: {
    leads: 0,
    guideDownloads: 0,
    bookingRequests: 0,
    conversion: { label: 'All sources', converted: 0, closed: 0, rate: null },
  },
  leadsBySource: [],
  leadsByCampaign: [],
  leadsByInterest: [],
  leadsByLandingPage: [],
  conversionBySource: [],
  firstReply: { medianHours: null, answered: 0, unanswered: 0 },
  guideDownloadsByGuide: [],
  leadsByMonth: [],
  bookingsByMonth: [],
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

/** The owner filter as the server applies it; "mine" is the mock admin's. */
function ownedBy(owner: RecordOwner, filter: string): boolean {
  if (filter === 'all') return true;
  if (filter === OWNER_FILTER_UNASSIGNED) return owner === null;
  const id = filter === OWNER_FILTER_MINE ? mockAdmin.id : Number(filter);
  return owner?.id === id;
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

const phoneDigits = (phone: string | null | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits : null;
};

/** Every other request of the same person (same e-mail in any case, or phone digits), newest first. */
function samePersonOf(
  state: { leads: AdminLead[]; bookings: AdminBooking[]; guideSubmissions: AdminGuideSubmission[] },
  lead: AdminLead,
): AdminSamePersonSubmission[] {
  const phone = phoneDigits(lead.phone);
  const same = (r: { email: string | null; phone?: string | null; spam: boolean }) =>
    !r.spam &&
    (lower(r.email) === lower(lead.email) || (phone !== null && phoneDigits(r.phone) === phone));
  return [
    ...state.leads
      .filter((l) => l.id !== lead.id && same(l))
      .map((l) => ({
        kind: 'lead' as const,
        id: l.id,
        reference: l.reference,
        createdAt: l.createdAt,
        what: l.interestType,
        status: l.status,
      })),
    ...state.bookings.filter(same).map((b) => ({
      kind: 'booking' as const,
      id: b.id,
      reference: null,
      createdAt: b.createdAt,
      what: b.bookingType,
      status: b.status,
    })),
    ...state.guideSubmissions.filter(same).map((g) => ({
      kind: 'guide' as const,
      id: g.id,
      reference: null,
      createdAt: g.createdAt,
      what: g.guideType,
      status: g.status,
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The server's close rules (docs/admin.md, "Pipeline board"), or the 400 it answers. */
function leadClosing(
  current: AdminLead,
  body: { status?: string; closeReason?: LeadCloseReason; closeReasonText?: string },
):
  { status?: string; extra: Partial<AdminLead>; detail: Record<string, string> | null } | Response {
  const status = body.closeReason === 'won' ? 'converted' : body.status;
  if (status === undefined || status === current.status) return { status, extra: {}, detail: null };
  if (status === 'closed' && !body.closeReason) {
    const message = leadCloseMessages.reasonRequired;
    return apiError(400, 'close_reason_required', message, { closeReason: [message] });
  }
  const reason: LeadCloseReason | null =
    status === 'closed' ? body.closeReason! : status === 'converted' ? 'won' : null;
  const text = reason ? body.closeReasonText || null : null;
  return {
    status,
    extra: { closeReason: reason, closeReasonText: text },
    detail: reason ? { closeReason: closeReasonWords(reason, text) } : null,
  };
}

// ---- CSV: the contract's columns and file; the extras the server reads from the history ----

function csvResponse<T>(name: string, columns: CsvColumn<T>[], rows: T[]): Response {
  return new HttpResponse(toCsv(columns, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(name, new Date(MOCK_ADMIN_NOW))}"`,
    },
  });
}

/** A record's CSV extras from its history (newest first), as the server's SQL writes them. */
function csvExtrasOf(
  record: { id: number; createdAt: string; reference?: string | null },
  history: AdminActivity[],
): CsvExtras {
  const day = (at: string) => caboDate(new Date(at));
  const oldestFirst = [...history].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  return {
    reference: record.reference ?? '',
    // The contacts the server's trigger makes; the mocks keep none.
    contactId: 0,
    notes: oldestFirst
      .filter((a) => a.note !== null)
      .map((a) => `${day(a.at)} ${a.actor.name}: ${a.note}`)
      .join('; '),
    statusHistory: [
      `${day(record.createdAt)} received`,
      ...oldestFirst
        .filter((a) => a.toStatus !== null)
        .map(
          (a) =>
            `${day(a.at)} ${a.fromStatus === null ? '' : `${a.fromStatus}→`}${a.toStatus} by ${a.actor.name}`,
        ),
    ].join('; '),
  };
}

export interface AdminMockData {
  leads?: AdminLead[];
  bookings?: AdminBooking[];
  guideSubmissions?: AdminGuideSubmission[];
  analytics?: AdminAnalytics;
  /** What a date range answers (default: the last 30 days of the fixtures). */
  analyticsRange?: AdminAnalytics;
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
  // New entries follow the fixtures' ids, as the server's sequence does; a forgotten change
  // leaves the next id where it was.
  const firstActivityId = Math.max(
    0,
    ...Object.values(mockActivity).flatMap((byRecord) =>
      Object.values(byRecord).flatMap((entries) => entries.map((entry) => entry.id)),
    ),
  );
  let nextActivityId = firstActivityId;
  const startChange = () => {
    if (!remember) nextActivityId = firstActivityId;
  };

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
    extra: Partial<T> = {},
    detail: Record<string, string> | null = null,
  ) {
    const moves = body.status !== undefined && body.status !== current.status;
    const note = body.note ? body.note : null;
    if (!moves && note === null) return record(list, current, null);
    const updated = moves
      ? { ...current, ...extra, status: body.status, updatedAt: MOCK_ADMIN_NOW }
      : current;
    return record(list, updated as T, {
      id: (nextActivityId += 1),
      at: MOCK_ADMIN_NOW,
      action: 'update',
      actor,
      fromStatus: moves ? current.status : null,
      toStatus: moves ? body.status! : null,
      note,
      detail: moves ? detail : null,
    });
  }

  /** A lead's page: the record, its history, its earlier leads and the same person's requests. */
  const leadDetail = (lead: AdminLead, history: AdminActivity[]): AdminLeadDetail => ({
    record: lead,
    history,
    earlierLeads: earlierOf(state.leads, lead).map(
      ({ id, createdAt, interestType, formName, status }) => ({
        id,
        createdAt,
        interestType,
        formName,
        status,
      }),
    ),
    samePerson: samePersonOf(state, lead),
  });

  const leadRows = (): AdminLeadRow[] =>
    state.leads.map((lead) => ({ ...lead, previousLeads: earlierOf(state.leads, lead).length }));

  function filteredLeads(request: Request) {
    const q = parseQuery(request, adminLeadQuerySchema);
    if (!q.ok) return { error: q.response } as const;
    const { page, pageSize, search, status, interest, spam, owner, sort, direction } = q.data;
    const rows = leadRows().filter(
      (l) =>
        l.spam === (spam === 'true') &&
        ownedBy(l.owner, owner) &&
        (status === 'all' || l.status === status) &&
        (interest === 'all' || l.interestType === interest) &&
        contains(search, l.email, l.firstName, l.lastName, l.reference),
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
    const q = parseQuery(request, adminBookingQuerySchema);
    if (!q.ok) return { error: q.response } as const;
    const { page, pageSize, search, status, type, spam, owner, sort, direction } = q.data;
    const rows = state.bookings.filter(
      (b) =>
        b.spam === (spam === 'true') &&
        ownedBy(b.owner, owner) &&
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
    const q = parseQuery(request, adminGuideSubmissionQuerySchema);
    if (!q.ok) return { error: q.response } as const;
    const { page, pageSize, search, guide, spam, owner, sort, direction } = q.data;
    const rows = state.guideSubmissions.filter(
      (g) =>
        g.spam === (spam === 'true') &&
        ownedBy(g.owner, owner) &&
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
        leadCsvColumns,
        r.rows.map((l) => ({ ...l, ...csvExtrasOf(l, historyOf('leads', l.id)) })),
      );
    }),
    http.get(apiPaths.adminBookingsCsv, ({ request }) => {
      const r = filteredBookings(request);
      if ('error' in r) return r.error;
      return csvResponse(
        'bookings',
        bookingCsvColumns,
        r.rows.map((b) => ({ ...b, ...csvExtrasOf(b, historyOf('bookings', b.id)) })),
      );
    }),
    http.get(apiPaths.adminGuideSubmissionsCsv, ({ request }) => {
      const r = filteredGuides(request);
      if ('error' in r) return r.error;
      return csvResponse(
        'guide-downloads',
        guideSubmissionCsvColumns,
        r.rows.map((g) => ({ ...g, ...csvExtrasOf(g, historyOf('guideSubmissions', g.id)) })),
      );
    }),

    http.get(apiPaths.adminLead, ({ params }) => {
      const lead = state.leads.find((l) => l.id === idOf(params));
      if (!lead) return notFound('lead');
      return HttpResponse.json<AdminLeadDetail>(leadDetail(lead, historyOf('leads', lead.id)));
    }),
    http.patch(apiPaths.adminLead, async ({ params, request }) => {
      startChange();
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
          detail: null,
        };
        current = record(
          'leads',
          { ...lead, spam: false, spamReason: null, updatedAt: MOCK_ADMIN_NOW },
          entry,
        ).record;
        // Without `remember` the entry is answered but not kept, so it is added here.
        if (!remember) spamEntry = [entry];
      }
      const closing = leadClosing(current, body.data);
      if (closing instanceof Response) return closing;
      const changed = change(
        'leads',
        current,
        { status: closing.status, note: body.data.note },
        closing.extra,
        closing.detail,
      );
      const updated = changed.record;
      const kept = historyOf('leads', lead.id);
      const added = changed.history.slice(0, changed.history.length - kept.length);
      const history = [...added, ...spamEntry, ...kept];
      return HttpResponse.json<AdminLeadDetail>(leadDetail(updated, history));
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
      startChange();
      const found = state.bookings.find((b) => b.id === idOf(params));
      if (!found) return notFound('booking');
      const body = await parseRequest(request, adminBookingUpdateSchema);
      if (!body.ok) return body.response;
      return HttpResponse.json<AdminBookingDetail>(change('bookings', found, body.data));
    }),
    ...(
      [
        [apiPaths.adminLeadOwner, 'leads'],
        [apiPaths.adminBookingOwner, 'bookings'],
        [apiPaths.adminGuideSubmissionOwner, 'guideSubmissions'],
      ] as const
    ).map(([path, list]) =>
      http.put(path, async ({ params, request }) => {
        startChange();
        const items = state[list] as Array<AdminLead | AdminBooking | AdminGuideSubmission>;
        const found = items.find((item) => item.id === idOf(params));
        if (!found) return notFound('record');
        const body = await parseRequest(request, recordOwnerUpdateSchema);
        if (!body.ok) return body.response;
        const { ownerId } = body.data;
        const account = staffSamples.find(
          (u) => u.id === ownerId && u.role === 'admin' && !u.disabledAt,
        );
        if (ownerId !== null && !account) {
          return apiError(400, 'invalid_owner', ownerMessages.notAnAdmin, {
            ownerId: [ownerMessages.notAnAdmin],
          });
        }
        const owner = account
          ? { id: account.id, username: account.username, disabled: false }
          : null;
        const detail = record(
          list,
          { ...found, owner, updatedAt: MOCK_ADMIN_NOW },
          {
            id: (nextActivityId += 1),
            at: MOCK_ADMIN_NOW,
            action: 'assigned',
            actor,
            fromStatus: null,
            toStatus: null,
            note: null,
            detail: { owner: owner ? owner.username : 'Unassigned' },
          },
        );
        if (list === 'leads') {
          return HttpResponse.json<AdminLeadDetail>(
            leadDetail(detail.record as AdminLead, detail.history),
          );
        }
        return HttpResponse.json(detail);
      }),
    ),
    http.get(apiPaths.adminGuideSubmission, ({ params }) => {
      const guide = state.guideSubmissions.find((g) => g.id === idOf(params));
      if (!guide) return notFound('guide submission');
      return HttpResponse.json<AdminGuideSubmissionDetail>({
        record: guide,
        history: historyOf('guideSubmissions', guide.id),
      });
    }),
    http.post(apiPaths.adminGuideSubmissionResend, ({ params }) => {
      startChange();
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
          detail: null,
        },
      );
      return HttpResponse.json<AdminGuideSubmissionDetail>(detail, { status: 202 });
    }),

    // A range answers the range's figures (with its ends), all time the whole set.
    http.get(apiPaths.adminAnalytics, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const from = query.get('from') || null;
      const to = query.get('to') || null;
      const figures = from || to ? (data.analyticsRange ?? mockAnalyticsRange) : analytics;
      return HttpResponse.json<AdminAnalytics>({ ...figures, from, to });
    }),
    http.get(apiPaths.adminAnalyticsCsv, () =>
      csvResponse('analytics', analyticsCsvColumns, analyticsCsvRows(analytics)),
    ),
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
  analyticsRange: mockAnalyticsEmpty,
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
  apiPaths.adminAnalyticsCsv,
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
export const adminSlow = readPaths.map((path) => http.get(path, pendingForever));

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
