import {
  adminPaths,
  authMessages,
  type ApiError,
  type Booking,
  type GuideSubmission,
  type Lead,
} from '@cabo/contract';
import { delay, http, HttpResponse } from 'msw';
import { internalError } from './auth.ts';

// A small, varied set (every status and several types), newest first as the server answers.

const at = (day: number, hour = 10) => `2026-03-${String(day).padStart(2, '0')}T${hour}:00:00.000Z`;

export const mockLeads: Lead[] = [
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

const booking = (
  b: Partial<Booking> & Pick<Booking, 'id' | 'bookingType' | 'status'>,
): Booking => ({
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
  ...b,
});

export const mockBookings: Booking[] = [
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

export const mockGuideSubmissions: GuideSubmission[] = [
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
    formData: {
      investmentLevel: '',
      agentInterest: false,
      preferredContactMethod: 'Email',
      requestType: 'Guide Download',
    },
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
    formData: {
      investmentLevel: '',
      agentInterest: false,
      preferredContactMethod: 'Email',
      requestType: 'Guide Download',
    },
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
    formData: {
      investmentLevel: '',
      agentInterest: false,
      preferredContactMethod: 'Email',
      requestType: 'Guide Download',
    },
  },
];

const paths = [adminPaths.leads, adminPaths.bookings, adminPaths.guideSubmissions] as const;

/** Default: the three lists with the fixtures above. */
export const admin = [
  http.get(adminPaths.leads, () => HttpResponse.json<Lead[]>(mockLeads)),
  http.get(adminPaths.bookings, () => HttpResponse.json<Booking[]>(mockBookings)),
  http.get(adminPaths.guideSubmissions, () =>
    HttpResponse.json<GuideSubmission[]>(mockGuideSubmissions),
  ),
];

/** Empty lists, for the "No leads found with current filters." states. */
export const adminEmpty = paths.map((path) => http.get(path, () => HttpResponse.json([])));

/** The lists fail to load ("Error loading leads. Please try again."). */
export const adminError = paths.map((path) => http.get(path, internalError));

/** A visitor without the admin role: 403. */
export const adminForbidden = paths.map((path) =>
  http.get(path, () =>
    HttpResponse.json<ApiError>(
      { message: authMessages.forbidden, code: 'forbidden' },
      { status: 403 },
    ),
  ),
);

export const adminSlow = paths.map((path) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
);
