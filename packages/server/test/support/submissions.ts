import { randomBytes } from 'node:crypto';
import type { BookingPayload, GuideSubmissionPayload, LeadPayload } from '@cabo/contract';

/** A fresh 21-character submission id, like the site's nanoid(). */
export function newSubmissionId(): string {
  return randomBytes(16).toString('base64url').slice(0, 21);
}

const contact = {
  firstName: 'Lucia',
  lastName: 'Marquez',
  email: 'lucia@example.com',
  phone: '+52 624 123 4567',
};

/** One valid payload per lead form (formData per form: docs/lead-forms.md; quick inquiry: docs/stays.md). */
export function validLeads(): Record<LeadPayload['formName'], LeadPayload> {
  const submissionId = newSubmissionId;
  return {
    'family-trip': {
      ...contact,
      submissionId: submissionId(),
      formName: 'family-trip',
      interestType: 'group_trip',
      budget: '$5000-$10000',
      timeline: '2026-06-01 to 2026-06-08',
      formData: {
        numberOfChildren: '2',
        notes: 'Two kids who love snorkeling',
        checkIn: '2026-06-01',
        checkOut: '2026-06-08',
        preferredContactMethod: 'Email',
        specificType: 'family',
      },
    },
    'group-trip': {
      ...contact,
      submissionId: submissionId(),
      formName: 'group-trip',
      interestType: 'group_trip',
      formData: { groupSize: '8', checkIn: '2026-07-10', checkOut: '2026-07-13' },
    },
    'corporate-event': {
      ...contact,
      submissionId: submissionId(),
      formName: 'corporate-event',
      interestType: 'group_trip',
      budget: '$10000-$50000',
      formData: { companyName: 'Acme', eventType: 'team_building', groupSize: '40' },
    },
    'luxury-concierge': {
      ...contact,
      submissionId: submissionId(),
      formName: 'luxury-concierge',
      interestType: 'concierge',
      budget: '$10000+',
      formData: { groupSize: '4', notes: 'Yacht and private chef', dates: 'May 2026' },
    },
    influencer: {
      ...contact,
      submissionId: submissionId(),
      formName: 'influencer',
      interestType: 'influencer',
      budget: '$10000+',
      formData: {
        socialHandle: '@lucia',
        platform: 'Instagram',
        followers: '120k',
        dates: '2026-08-01 to 2026-08-05',
      },
    },
    wedding: {
      ...contact,
      submissionId: submissionId(),
      formName: 'wedding',
      interestType: 'wedding',
      budget: '$40,000',
      timeline: '2026-11-14',
      formData: { date: '2026-11-14', guestCount: '80', notes: 'Beach ceremony' },
    },
    'property-management': {
      ...contact,
      submissionId: submissionId(),
      formName: 'property-management',
      interestType: 'property_management',
      formData: { propertyType: 'villa', bedrooms: '5', managementType: 'full_service' },
    },
    'partner-inquiry': {
      ...contact,
      submissionId: submissionId(),
      formName: 'partner-inquiry',
      interestType: 'concierge',
      budget: '$5000-$10000',
      formData: {
        numberOfPeople: '6',
        message: 'We would like to plan a week of diving and dining.',
        preferredDates: 'Early October',
      },
    },
    'bachelorette-modal': {
      ...contact,
      submissionId: submissionId(),
      formName: 'bachelorette-modal',
      interestType: 'group_trip',
      timeline: '3-6 months',
      budget: '$2,000-$3,500',
      formData: { groupSize: '5-8', eventType: 'bachelorette' },
    },
    'resort-inquiry': {
      ...contact,
      submissionId: submissionId(),
      formName: 'resort-inquiry',
      interestType: 'resort',
      budget: '',
      timeline: 'March 10-15',
      formData: { dates: 'March 10-15', guests: '2', message: '', resortName: 'Casa Dorada' },
    },
  };
}

export function validGuide(): GuideSubmissionPayload {
  return {
    ...contact,
    submissionId: newSubmissionId(),
    guideType: 'Ultimate Cabo Guide 2025',
    source: 'website',
    status: 'pending',
    interestAreas: ['beaches', 'dining'],
    tags: 'Guide Request, Website',
    formName: 'ultimate-cabo-guide-2025-guide',
    formData: {
      investmentLevel: '',
      agentInterest: false,
      preferredContactMethod: 'Email',
      requestType: 'Guide Download',
    },
  };
}

/** Valid bookings of every type against the seeded catalogue (dates safely in the future). */
export function validBookings(): Record<BookingPayload['bookingType'], BookingPayload> {
  return {
    villa: {
      ...contact,
      submissionId: newSubmissionId(),
      bookingType: 'villa',
      startDate: '2030-05-01T00:00:00.000Z',
      endDate: '2030-05-05T00:00:00.000Z',
      guests: 6,
      source: 'website',
      status: 'pending',
      formName: 'villa-booking-modal',
      formData: {
        villaName: 'Villa 1',
        villaId: 'villa-1',
        specialRequests: 'Late check-in',
        preferredContactMethod: 'Email',
      },
      specialRequests: 'Late check-in',
      tags: 'Villa Booking, Website',
    },
    resort: {
      ...contact,
      submissionId: newSubmissionId(),
      bookingType: 'resort',
      startDate: '2030-05-01',
      endDate: '2030-05-03',
      guests: 2,
      formName: 'resort-booking-modal',
      formData: { resortName: 'Waldorf', resortId: '1' },
    },
    adventure: {
      submissionId: newSubmissionId(),
      bookingType: 'adventure',
      adventureSlug: 'luxury-sailing',
      name: 'Lucia Marquez',
      email: 'lucia@example.com',
      date: '2030-05-02',
      guests: 4,
    },
    restaurant: {
      submissionId: newSubmissionId(),
      bookingType: 'restaurant',
      restaurantId: 1,
      firstName: 'Lucia',
      lastName: 'Marquez',
      email: 'lucia@example.com',
      phone: '+52 624 123 4567',
      date: '2030-05-02',
      time: '19:30',
      partySize: '4',
    },
    event: {
      submissionId: newSubmissionId(),
      bookingType: 'event',
      eventId: 1,
      firstName: 'Lucia',
      lastName: 'Marquez',
      email: 'lucia@example.com',
      guests: 2,
    },
  };
}

/** POSTs JSON the way the site does. */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}
