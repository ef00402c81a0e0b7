import { describe, expect, it } from 'vitest';
import {
  bacheloretteLead,
  bacheloretteModalFormSchema,
  bookingPayloadSchema,
  conciergeFormSchema,
  conciergeLead,
  corporateEventFormSchema,
  corporateEventLead,
  familyTripFormSchema,
  familyTripLead,
  influencerBudget,
  influencerFormSchema,
  influencerLead,
  leadPayloadSchema,
  partnerBudget,
  partnerFormSchema,
  partnerInterestType,
  partnerLead,
  partyTripLead,
  propertyManagementFormSchema,
  propertyManagementLead,
  villaBookingModalFormSchema,
  villaBookingModalPayload,
  weddingFormSchema,
  weddingLead,
} from './index.ts';

const id = 'V1StGXR8_Z5jdHi6B-myT';
const contact = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '+52 624 123 4567',
};
const stay = { checkIn: '2030-03-10', checkOut: '2030-03-15' };

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const valid = (payload: unknown) => {
  const result = leadPayloadSchema.safeParse(payload);
  expect(messages(result)).toEqual({});
  return result.success;
};

describe('lead form rules (docs/lead-forms.md)', () => {
  it('family: the common messages, and budget and children not blank when given', () => {
    const result = familyTripFormSchema.safeParse({
      firstName: 'A',
      lastName: '',
      email: 'x',
      phone: '',
      checkIn: '',
      checkOut: '',
      numberOfChildren: '  ',
      budget: ' ',
    });
    expect(messages(result)).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter a valid email',
      phone: 'Phone is required',
      checkIn: 'Please select a check-in date',
      checkOut: 'Please select a check-out date',
      numberOfChildren: 'Please enter number of children',
      budget: 'Please enter your budget',
    });
    // Empty means "not given".
    expect(
      familyTripFormSchema.safeParse({ ...contact, ...stay, numberOfChildren: '', budget: '' })
        .success,
    ).toBe(true);
    expect(
      messages(
        familyTripFormSchema.safeParse({
          ...contact,
          checkIn: '2030-03-10',
          checkOut: '2030-03-09',
        }),
      ),
    ).toEqual({ checkOut: 'Check-out date must be after check-in date' });
  });

  it('corporate, concierge, influencer, wedding, property management and partner messages', () => {
    expect(messages(corporateEventFormSchema.safeParse({ ...contact, companyName: 'A' }))).toEqual({
      companyName: 'Please enter your company name',
      eventType: 'Please select an event type',
    });
    expect(messages(conciergeFormSchema.safeParse({ ...contact, email: '' }))).toEqual({
      email: 'Email is required',
    });
    expect(messages(conciergeFormSchema.safeParse({ ...contact, email: 'ana@' }))).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(
      messages(influencerFormSchema.safeParse({ ...contact, socialHandle: '', followers: '' })),
    ).toEqual({
      socialHandle: 'Please enter your social media handle',
      platform: 'Please select your main platform',
      followers: 'Please enter your follower count',
      checkIn: 'Please select a check-in date',
      checkOut: 'Please select a check-out date',
    });
    expect(
      messages(weddingFormSchema.safeParse({ ...contact, guestCount: '', budget: '' })),
    ).toEqual({
      date: 'Please select a preferred date',
      guestCount: 'Please enter expected guest count',
      budget: 'Please enter your budget',
    });
    expect(messages(propertyManagementFormSchema.safeParse(contact))).toEqual({
      propertyType: 'Please select your property type',
    });
    expect(
      messages(
        partnerFormSchema.safeParse({
          ...contact,
          numberOfPeople: '',
          message: 'Too short',
          preferredDates: '',
        }),
      ),
    ).toEqual({
      numberOfPeople: 'Please indicate group size',
      message: 'Please tell us more about your trip',
      preferredDates: 'Please indicate your preferred dates',
    });
  });

  it('bachelorette modal and villa booking modal messages', () => {
    expect(messages(bacheloretteModalFormSchema.safeParse({ email: 'x', phone: '12' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      timeline: 'Timeline is required',
      budget: 'Budget is required',
      groupSize: 'Group size is required',
    });
    expect(
      messages(
        villaBookingModalFormSchema.safeParse({
          ...contact,
          startDate: '2030-03-10',
          endDate: '2030-03-10',
          guests: 0,
        }),
      ),
    ).toEqual({
      endDate: 'Check-out date must be after check-in date',
      guests: 'Number of guests is required',
    });
  });
});

describe('lead payloads (docs/lead-forms.md)', () => {
  it('family: group_trip, the default budget when empty, "checkIn to checkOut"', () => {
    const payload = familyTripLead({ ...contact, ...stay, budget: '', notes: 'Two kids' }, id);
    expect(payload).toMatchObject({
      submissionId: id,
      interestType: 'group_trip',
      source: 'website',
      status: 'new',
      budget: '$5000-$10000',
      timeline: '2030-03-10 to 2030-03-15',
      formName: 'family-trip',
      tags: 'Family Trip, Group Trip, Website',
      formData: { checkIn: '2030-03-10', checkOut: '2030-03-15', notes: 'Two kids' },
    });
    expect(valid(payload)).toBe(true);
    expect(familyTripLead({ ...contact, ...stay, budget: ' $8000 ' }, id).budget).toBe('$8000');
  });

  it('party and corporate defaults; corporate keeps its event type and dates as the timeline', () => {
    const party = partyTripLead({ ...contact, ...stay }, id);
    expect(party).toMatchObject({ interestType: 'group_trip', budget: '$5000-$10000' });
    expect(valid(party)).toBe(true);
    const corporate = corporateEventLead(
      { ...contact, companyName: 'Acme', eventType: 'team_building', dates: 'May 2030' },
      id,
    );
    expect(corporate).toMatchObject({
      interestType: 'group_trip',
      budget: '$10000-$50000',
      timeline: 'May 2030',
      formData: { companyName: 'Acme', eventType: 'team_building', dates: 'May 2030' },
    });
    expect(valid(corporate)).toBe(true);
  });

  it('concierge: concierge and "$10000+"', () => {
    const payload = conciergeLead({ ...contact, dates: '2030-03-10' }, id);
    expect(payload).toMatchObject({
      interestType: 'concierge',
      budget: '$10000+',
      timeline: '2030-03-10',
    });
    expect(valid(payload)).toBe(true);
  });

  it('influencer: the budget follows the followers', () => {
    expect(influencerBudget('15k')).toBe('$10000+');
    expect(influencerBudget('1.2K')).toBe('$10000+');
    expect(influencerBudget('10001')).toBe('$10000+');
    expect(influencerBudget('25,000')).toBe('$10000+');
    expect(influencerBudget('10000')).toBe('$5000-$10000');
    expect(influencerBudget('about a thousand')).toBe('$5000-$10000');
    const payload = influencerLead(
      { ...contact, ...stay, socialHandle: '@ana', platform: 'Instagram', followers: '50K' },
      id,
    );
    expect(payload).toMatchObject({
      interestType: 'influencer',
      budget: '$10000+',
      timeline: '2030-03-10 to 2030-03-15',
      formData: { dates: '2030-03-10 to 2030-03-15', platform: 'Instagram' },
    });
    expect(valid(payload)).toBe(true);
  });

  it('wedding: the entered budget and the date as the timeline', () => {
    const payload = weddingLead(
      { ...contact, date: '2030-11-20', guestCount: '90', budget: '$40,000' },
      id,
    );
    expect(payload).toMatchObject({
      interestType: 'wedding',
      budget: '$40,000',
      timeline: '2030-11-20',
      formData: { date: '2030-11-20', guestCount: '90' },
    });
    expect(valid(payload)).toBe(true);
  });

  it('property management: no budget, the property and management types', () => {
    const payload = propertyManagementLead(
      { ...contact, propertyType: 'condo', managementType: 'rental_only', bedrooms: '3' },
      id,
    );
    expect(payload).toMatchObject({
      interestType: 'property_management',
      formData: { propertyType: 'condo', managementType: 'rental_only', bedrooms: '3' },
    });
    expect(payload.budget).toBeUndefined();
    expect(valid(payload)).toBe(true);
  });

  it('generic template: budget by group size and interest type from the page title', () => {
    expect(partnerBudget('1')).toBe('$2000-$5000');
    expect(partnerBudget('3')).toBe('$2000-$5000');
    expect(partnerBudget('4')).toBe('$5000-$10000');
    expect(partnerBudget('7')).toBe('$5000-$10000');
    expect(partnerBudget('8')).toBe('$10000+');
    expect(partnerBudget('a big group')).toBe('$10000+');
    expect(partnerInterestType('Family Reunions')).toBe('group_trip');
    expect(partnerInterestType('Destination Weddings')).toBe('wedding');
    expect(partnerInterestType('Luxury Getaways')).toBe('concierge');
    expect(partnerInterestType('Real Estate Tours')).toBe('villa');
    expect(partnerInterestType('Work With Us')).toBe('concierge');
    expect(partnerInterestType('Fishing Trips')).toBe('group_trip');
    const payload = partnerLead(
      {
        ...contact,
        numberOfPeople: '5',
        message: 'We run boat tours.',
        preferredDates: 'Spring 2030',
      },
      'Work With Us',
      id,
    );
    expect(payload).toMatchObject({
      interestType: 'concierge',
      budget: '$5000-$10000',
      timeline: 'Spring 2030',
      formName: 'partner-inquiry',
    });
    expect(valid(payload)).toBe(true);
  });

  it('bachelorette modal: group_trip with the chosen timeline and budget', () => {
    const payload = bacheloretteLead(
      { ...contact, timeline: '3-6 months', budget: '$2,000-$3,500', groupSize: '9-12' },
      id,
    );
    expect(payload).toMatchObject({
      interestType: 'group_trip',
      formName: 'bachelorette-modal',
      timeline: '3-6 months',
      budget: '$2,000-$3,500',
      formData: { groupSize: '9-12', eventType: 'Bachelorette', specificType: 'bachelorette' },
    });
    expect(valid(payload)).toBe(true);
  });

  it('villa booking modal: ISO dates, integer guests, the villa in formData', () => {
    const payload = villaBookingModalPayload(
      { ...contact, startDate: '2030-03-10', endDate: '2030-03-12', guests: 4 },
      { villaId: 'villa-amanecer', villaName: 'Villa Amanecer' },
      id,
    );
    expect(payload).toMatchObject({
      bookingType: 'villa',
      startDate: '2030-03-10T00:00:00.000Z',
      endDate: '2030-03-12T00:00:00.000Z',
      guests: 4,
      status: 'pending',
      formData: { villaId: 'villa-amanecer', villaName: 'Villa Amanecer', bookingId: id },
    });
    expect(messages(bookingPayloadSchema.safeParse(payload))).toEqual({});
  });
});
