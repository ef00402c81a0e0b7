import { z } from 'zod';
import { dateField, emailField, optionalText, phoneField, requiredText } from './fields.ts';
import {
  bacheloretteBudgets,
  bacheloretteGroupSizes,
  bacheloretteTimelines,
  checkOutAfterCheckIn,
  endAfterStart,
  corporateEventTypes,
  leadContactFields,
  managementTypes,
  propertyTypes,
  stayDateFields,
  type LeadInterestType,
} from './leads.ts';
import type { LeadPayload } from './lead-records.ts';
import type { BookingPayload } from './bookings.ts';

// What each lead form asks the visitor (docs/lead-forms.md), and the pure functions that turn
// its parsed values into the POST /api/leads (or /api/bookings) payload: the interest type,
// the default budgets, the timeline, the form name and the tags.

/**
 * A field that may stay empty, but not be only spaces ("non-empty if given"): the form's
 * empty text field means "not given".
 */
function optionalNonBlank(message: string, max = 200) {
  return z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .refine((v) => !v || v.trim().length > 0, message);
}

export const preferredContactMethods = ['Email', 'Phone', 'WhatsApp'] as const;
export const influencerPlatforms = [
  'Instagram',
  'TikTok',
  'YouTube',
  'Facebook',
  'Pinterest',
  'Blog',
  'Other',
] as const;

export const familyTripFormSchema = z
  .strictObject({
    ...leadContactFields,
    ...stayDateFields,
    numberOfChildren: optionalNonBlank('Please enter number of children', 20),
    budget: optionalNonBlank('Please enter your budget', 100),
    preferredContactMethod: z.enum(preferredContactMethods).optional(),
    notes: optionalText(),
  })
  .superRefine(checkOutAfterCheckIn);

export const partyTripFormSchema = z
  .strictObject({
    ...leadContactFields,
    ...stayDateFields,
    groupSize: optionalText(20),
    budget: optionalText(100),
    notes: optionalText(),
  })
  .superRefine(checkOutAfterCheckIn);

export const corporateEventFormSchema = z.strictObject({
  ...leadContactFields,
  companyName: requiredText('Please enter your company name', 2, 200),
  eventType: z.enum(corporateEventTypes, { error: 'Please select an event type' }),
  groupSize: optionalText(20),
  budget: optionalText(100),
  dates: optionalText(200),
  notes: optionalText(),
});

export const conciergeFormSchema = z.strictObject({
  ...leadContactFields,
  email: emailField('Please enter a valid email address', 'Email is required'),
  groupSize: optionalText(20),
  budget: optionalText(100),
  dates: optionalText(200),
  notes: optionalText(),
});

export const influencerFormSchema = z
  .strictObject({
    ...leadContactFields,
    socialHandle: requiredText('Please enter your social media handle', 1, 100),
    platform: z.enum(influencerPlatforms, { error: 'Please select your main platform' }),
    followers: requiredText('Please enter your follower count', 1, 50),
    ...stayDateFields,
    notes: optionalText(),
  })
  .superRefine(checkOutAfterCheckIn);

export const weddingFormSchema = z.strictObject({
  ...leadContactFields,
  date: dateField('Please select a preferred date'),
  guestCount: requiredText('Please enter expected guest count', 1, 20),
  budget: requiredText('Please enter your budget', 1, 100),
  notes: optionalText(),
});

export const propertyManagementFormSchema = z.strictObject({
  ...leadContactFields,
  propertyType: z.enum(propertyTypes, { error: 'Please select your property type' }),
  propertyAddress: optionalText(300),
  bedrooms: optionalText(10),
  bathrooms: optionalText(10),
  managementType: z.enum(managementTypes).optional(),
  notes: optionalText(),
});

export const partnerFormSchema = z.strictObject({
  ...leadContactFields,
  numberOfPeople: requiredText('Please indicate group size', 1, 20),
  message: requiredText('Please tell us more about your trip', 10, 5000),
  preferredDates: requiredText('Please indicate your preferred dates', 1, 200),
});

export const bacheloretteModalFormSchema = z.strictObject({
  firstName: requiredText('First name is required', 1, 100),
  lastName: requiredText('Last name is required', 1, 100),
  email: emailField('Invalid email address'),
  phone: phoneField('Phone number is required'),
  eventType: z.enum(['Bachelorette', 'Bachelor']).optional(),
  timeline: z.enum(bacheloretteTimelines, { error: 'Timeline is required' }),
  budget: z.enum(bacheloretteBudgets, { error: 'Budget is required' }),
  groupSize: z.enum(bacheloretteGroupSizes, { error: 'Group size is required' }),
  specialRequests: optionalText(),
});

export const villaBookingModalFormSchema = z
  .strictObject({
    firstName: requiredText('Please enter your first name', 2, 100),
    lastName: requiredText('Please enter your last name', 2, 100),
    email: emailField('Please enter a valid email'),
    phone: phoneField('Please enter a valid phone number', 'Phone is required'),
    startDate: dateField('Check-in date is required'),
    endDate: dateField('Check-out date is required'),
    guests: z
      .number({ error: 'Number of guests is required' })
      .int('Number of guests is required')
      .min(1, 'Number of guests is required')
      .max(50, 'Too many guests'),
    specialRequests: optionalText(),
  })
  .superRefine(endAfterStart);

export type FamilyTripFormValues = z.output<typeof familyTripFormSchema>;
export type PartyTripFormValues = z.output<typeof partyTripFormSchema>;
export type CorporateEventFormValues = z.output<typeof corporateEventFormSchema>;
export type ConciergeFormValues = z.output<typeof conciergeFormSchema>;
export type InfluencerFormValues = z.output<typeof influencerFormSchema>;
export type WeddingFormValues = z.output<typeof weddingFormSchema>;
export type PropertyManagementFormValues = z.output<typeof propertyManagementFormSchema>;
export type PartnerFormValues = z.output<typeof partnerFormSchema>;
export type BacheloretteModalFormValues = z.output<typeof bacheloretteModalFormSchema>;
export type VillaBookingModalFormValues = z.output<typeof villaBookingModalFormSchema>;

/** Default budgets when the visitor leaves the field empty (docs/lead-forms.md). */
export const DEFAULT_BUDGETS = {
  family: '$5000-$10000',
  party: '$5000-$10000',
  corporate: '$10000-$50000',
  concierge: '$10000+',
} as const;

/** The tags each form's lead carries (comma-separated, like the guide requests' tags). */
export const LEAD_TAGS = {
  family: 'Family Trip, Group Trip, Website',
  party: 'Bachelor/Bachelorette, Group Trip, Website',
  corporate: 'Corporate Event, Group Trip, Website',
  concierge: 'Luxury Concierge, VIP, Website',
  influencer: 'Influencer, Partnership, Website',
  wedding: 'Wedding, Website',
  propertyManagement: 'Property Management, Owner, Website',
  partner: 'Partner Inquiry, Website',
  bachelorette: 'Bachelorette Modal, Group Trip, Website',
  villaBooking: 'Villa Booking, Website',
} as const;

/** "checkIn to checkOut" (docs/lead-forms.md: the timeline is a range or a single date). */
export const stayTimeline = (checkIn: string, checkOut: string) => `${checkIn} to ${checkOut}`;

/** Influencer budget: "$10000+" when the follower count says k/K or is above 10,000. */
export function influencerBudget(followers: string): string {
  if (/k/i.test(followers)) return '$10000+';
  const count = Number.parseInt(followers.replace(/[,\s.]/g, ''), 10);
  return count > 10000 ? '$10000+' : '$5000-$10000';
}

/**
 * Generic-form budget by group size: up to 3 "$2000-$5000", up to 7 "$5000-$10000", more
 * (or a size that is not a number) "$10000+".
 */
export function partnerBudget(numberOfPeople: string): string {
  const people = Number.parseInt(numberOfPeople, 10);
  if (people <= 3) return '$2000-$5000';
  if (people <= 7) return '$5000-$10000';
  return '$10000+';
}

export type PartnerInterestType = Extract<
  LeadInterestType,
  'group_trip' | 'wedding' | 'concierge' | 'villa'
>;

/** The generic template's interest type from its page title (first match wins). */
export function partnerInterestType(pageTitle: string): PartnerInterestType {
  const title = pageTitle.toLowerCase();
  if (title.includes('family')) return 'group_trip';
  if (title.includes('wedding')) return 'wedding';
  if (title.includes('luxury')) return 'concierge';
  if (title.includes('estate')) return 'villa';
  if (title.includes('work with us')) return 'concierge';
  return 'group_trip';
}

const blankToUndefined = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

type Contact = Pick<LeadPayload, 'firstName' | 'lastName' | 'email' | 'phone'>;
const contactOf = ({ firstName, lastName, email, phone }: Contact): Contact => ({
  firstName,
  lastName,
  email,
  phone,
});

const envelope = (submissionId: string) =>
  ({ submissionId, source: 'website', status: 'new' }) as const;

export function familyTripLead(values: FamilyTripFormValues, submissionId: string): LeadPayload {
  return {
    ...envelope(submissionId),
    ...contactOf(values),
    interestType: 'group_trip',
    formName: 'family-trip',
    budget: blankToUndefined(values.budget) ?? DEFAULT_BUDGETS.family,
    timeline: stayTimeline(values.checkIn, values.checkOut),
    tags: LEAD_TAGS.family,
    formData: {
      numberOfChildren: blankToUndefined(values.numberOfChildren),
      notes: values.notes ?? '',
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      preferredContactMethod: values.preferredContactMethod ?? 'Email',
      specificType: 'family',
    },
  };
}

export function partyTripLead(values: PartyTripFormValues, submissionId: string): LeadPayload {
  return {
    ...envelope(submissionId),
    ...contactOf(values),
    interestType: 'group_trip',
    formName: 'group-trip',
    budget: blankToUndefined(values.budget) ?? DEFAULT_BUDGETS.party,
    timeline: stayTimeline(values.checkIn, values.checkOut),
    tags: LEAD_TAGS.party,
    formData: {
      groupSize: values.groupSize ?? '',
      notes: values.notes ?? '',
      checkIn: values.checkIn,
      checkOut: values.checkOut,
    },
  };
}

export function corporateEventLead(
  values: CorporateEventFormValues,
  submissionId: string,
): LeadPayload {
  return {
    ...envelope(submissionId),
    ...contactOf(values),
    interestType: 'group_trip',
    formName: 'corporate-event',
    budget: blankToUndefined(values.budget) ?? DEFAULT_BUDGETS.corporate,
    timeline: values.dates ?? '',
    tags: LEAD_TAGS.corporate,
    formData: {
      companyName: values.companyName,
      eventType: values.eventType,
      groupSize: values.groupSize ?? '',
      notes: values.notes ?? '',
      dates: values.dates ?? '',
    },
  };
}

export function conciergeLead(values: ConciergeFormValues, submissionId: string): LeadPayload {
  return {
    ...envelope(submissionId),
    ...contactOf(values),
    interestType: 'concierge',
    formName: 'luxury-concierge',
    budget: blankToUndefined(values.budget) ?? DEFAULT_BUDGETS.concierge,
    timeline: values.dates ?? '',
    tags: LEAD_TAGS.concierge,
    formData: {
      groupSize: values.groupSize ?? '',
      notes: values.notes ?? '',
      dates: values.dates ?? '',
    },
  };
}

export function influencerLead(values: InfluencerFormValues, submissionId: string): LeadPayload {
  const dates = stayTimeline(values.checkIn, values.checkOut);
  return {
    ...envelope(submissionId),
    ...contactOf(values),
    interestType: 'influencer',
    formName: 'influencer',
    budget: influencerBudget(values.followers),
    timeline: dates,
    tags: LEAD_TAGS.influencer,
    formData: {
      socialHandle: values.socialHandle,
      platform: values.platform,
      followers: values.followers,
      dates,
      notes: values.notes ?? '',
    },
  };
}

export function weddingLead(values: WeddingFormValues, submissionId: string): LeadPayload {
  return {
    ...envelope(submissionId),
    ...contactOf(values),
    interestType: 'wedding',
    formName: 'wedding',
    budget: values.budget,
    timeline: values.date,
    tags: LEAD_TAGS.wedding,
    formData: { date: values.date, guestCount: values.guestCount, notes: values.notes ?? '' },
  };
}

export function propertyManagementLead(
  values: PropertyManagementFormValues,
  submissionId: string,
): LeadPayload {
  return {
    ...envelope(submissionId),
    ...contactOf(values),
    interestType: 'property_management',
    formName: 'property-management',
    tags: LEAD_TAGS.propertyManagement,
    formData: {
      propertyType: values.propertyType,
      propertyAddress: values.propertyAddress ?? '',
      bedrooms: values.bedrooms ?? '',
      bathrooms: values.bathrooms ?? '',
      managementType: values.managementType,
      notes: values.notes ?? '',
    },
  };
}

export function partnerLead(
  values: PartnerFormValues,
  pageTitle: string,
  submissionId: string,
): LeadPayload {
  return {
    ...envelope(submissionId),
    ...contactOf(values),
    interestType: partnerInterestType(pageTitle),
    formName: 'partner-inquiry',
    budget: partnerBudget(values.numberOfPeople),
    timeline: values.preferredDates,
    tags: LEAD_TAGS.partner,
    formData: {
      numberOfPeople: values.numberOfPeople,
      message: values.message,
      preferredDates: values.preferredDates,
    },
  };
}

export function bacheloretteLead(
  values: BacheloretteModalFormValues,
  submissionId: string,
): LeadPayload {
  const eventType = values.eventType ?? 'Bachelorette';
  return {
    ...envelope(submissionId),
    ...contactOf(values),
    interestType: 'group_trip',
    formName: 'bachelorette-modal',
    timeline: values.timeline,
    budget: values.budget,
    tags: LEAD_TAGS.bachelorette,
    formData: {
      groupSize: values.groupSize,
      specialRequests: values.specialRequests ?? '',
      eventType,
      specificType: eventType === 'Bachelor' ? 'bachelor' : 'bachelorette',
    },
  };
}

/** The villa the booking modal books. */
export interface VillaBookingTarget {
  villaId: string;
  villaName: string;
}

export function villaBookingModalPayload(
  values: VillaBookingModalFormValues,
  villa: VillaBookingTarget,
  submissionId: string,
): BookingPayload {
  const specialRequests = values.specialRequests ?? '';
  return {
    submissionId,
    source: 'website',
    status: 'pending',
    bookingType: 'villa',
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    // ISO date-times, as the spec's modal sends them (the day is what the server compares).
    startDate: new Date(`${values.startDate}T00:00:00.000Z`).toISOString(),
    endDate: new Date(`${values.endDate}T00:00:00.000Z`).toISOString(),
    guests: values.guests,
    formName: 'villa-booking-modal',
    formData: {
      villaName: villa.villaName,
      villaId: villa.villaId,
      specialRequests,
      bookingId: submissionId,
      preferredContactMethod: 'Email',
    },
    specialRequests,
    tags: LEAD_TAGS.villaBooking,
  };
}

/** The quick resort inquiry form (docs/stays.md: (the list dialog), before it becomes a lead. */
export const quickResortInquiryFormSchema = z.strictObject({
  firstName: requiredText('First name must be at least 2 characters', 2, 100),
  lastName: requiredText('Last name must be at least 2 characters', 2, 100),
  email: emailField('Please enter a valid email address'),
  phone: phoneField('Please enter a valid phone number'),
  dates: requiredText('Please specify your preferred dates', 1, 200),
  guests: requiredText('Please specify number of guests', 1, 20),
  message: optionalText(),
});
export type QuickResortInquiryForm = z.infer<typeof quickResortInquiryFormSchema>;

/** The lead payload the quick resort inquiry sends (docs/stays.md). */
export function buildQuickResortInquiryLead(
  form: QuickResortInquiryForm,
  resortName: string | undefined,
  submissionId: string,
): LeadPayload {
  return {
    submissionId,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    formData: {
      dates: form.dates,
      guests: form.guests,
      message: form.message ?? '',
      resortName: resortName || 'General Inquiry',
    },
    interestType: 'resort',
    source: 'website',
    formName: 'resort-inquiry',
    budget: '',
    timeline: form.dates,
  };
}
