import { z } from 'zod';
import {
  CHECK_OUT_AFTER_CHECK_IN,
  dateField,
  emailField,
  isoDateTimeSchema,
  nonEmptyIfGiven,
  optionalText,
  phoneField,
  requiredText,
  submissionIdSchema,
} from './fields.ts';
import {
  bacheloretteBudgets,
  bacheloretteGroupSizes,
  bacheloretteTimelines,
  checkOutAfterCheckIn,
  corporateEventTypes,
  leadContactFields,
  leadInterestTypes,
  leadStatuses,
  managementTypes,
  propertyTypes,
  stayDateFields,
} from './leads.ts';
import { submissionMetaSchema } from './submissions.ts';
import { isCalendarDate } from './calendar.ts';
import { isAfterDay } from './villa-rules.ts';

// What the server takes (POST /api/leads) and gives back (a stored lead): parsed by the
// server and the mocks, and by no page. Building these schemas is a long task on a phone, so
// they live apart from what the forms evaluate (./leads.ts, ./lead-forms.ts).

/** Fields every lead payload carries besides contact, form name and form data. */
const leadEnvelope = {
  submissionId: submissionIdSchema,
  meta: submissionMetaSchema.optional(),
  source: z.literal('website').default('website'),
  /** A lead is sent with status "new" (docs/lead-forms.md); only staff change it later. */
  status: z.literal('new').default('new'),
  budget: optionalText(100),
  /** "checkIn to checkOut" or a single date. */
  timeline: optionalText(200),
  /** Comma-separated, e.g. 'Guide Request, Website'. */
  tags: optionalText(500),
};

export const familyFormDataSchema = z
  .strictObject({
    numberOfChildren: nonEmptyIfGiven('Please enter number of children', 20),
    notes: optionalText(),
    ...stayDateFields,
    preferredContactMethod: optionalText(50),
    specificType: optionalText(100),
  })
  .superRefine(checkOutAfterCheckIn);

export const groupTripFormDataSchema = z
  .strictObject({ groupSize: optionalText(20), notes: optionalText(), ...stayDateFields })
  .superRefine(checkOutAfterCheckIn);

export const corporateFormDataSchema = z.strictObject({
  companyName: requiredText('Please enter your company name', 2, 200),
  eventType: z.enum(corporateEventTypes, { error: 'Please select an event type' }),
  groupSize: optionalText(20),
  notes: optionalText(),
  dates: optionalText(200),
});

export const conciergeFormDataSchema = z.strictObject({
  groupSize: optionalText(20),
  notes: optionalText(),
  dates: optionalText(200),
});

/** The influencer form's stay, "yyyy-MM-dd to yyyy-MM-dd" (stayTimeline in ./lead-forms.ts). */
const INFLUENCER_DATES = /^(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/;

export const influencerFormDataSchema = z
  .strictObject({
    socialHandle: requiredText('Please enter your social media handle', 1, 100),
    platform: requiredText('Please select your main platform', 1, 50),
    followers: requiredText('Please enter your follower count', 1, 50),
    /** "checkIn to checkOut": the form requires both dates. */
    dates: requiredText('Please select a check-in date', 1, 200),
    notes: optionalText(),
  })
  // The browser checks the two dates; the server checks them again (docs/lead-forms.md).
  .superRefine(({ dates }, ctx) => {
    const stay = INFLUENCER_DATES.exec(dates);
    const checkIn = stay?.[1];
    const checkOut = stay?.[2];
    if (!checkIn || !checkOut || !isCalendarDate(checkIn) || !isCalendarDate(checkOut)) {
      ctx.addIssue({ code: 'custom', message: 'Please select a check-out date', path: ['dates'] });
    } else if (!isAfterDay(checkIn, checkOut)) {
      ctx.addIssue({ code: 'custom', message: CHECK_OUT_AFTER_CHECK_IN, path: ['dates'] });
    }
  });

export const weddingFormDataSchema = z.strictObject({
  date: dateField('Please select a preferred date'),
  guestCount: requiredText('Please enter expected guest count', 1, 20),
  notes: optionalText(),
});

export const propertyManagementFormDataSchema = z.strictObject({
  propertyType: z.enum(propertyTypes, { error: 'Please select your property type' }),
  propertyAddress: optionalText(300),
  bedrooms: optionalText(10),
  bathrooms: optionalText(10),
  managementType: z.enum(managementTypes).optional(),
  notes: optionalText(),
});

export const partnerFormDataSchema = z.strictObject({
  numberOfPeople: requiredText('Please indicate group size', 1, 20),
  message: requiredText('Please tell us more about your trip', 10, 5000),
  preferredDates: requiredText('Please indicate your preferred dates', 1, 200),
});

export const bacheloretteFormDataSchema = z.strictObject({
  groupSize: z.enum(bacheloretteGroupSizes, { error: 'Group size is required' }),
  specialRequests: optionalText(),
  eventType: optionalText(100),
  specificType: optionalText(100),
});

export const quickResortInquiryFormDataSchema = z.strictObject({
  dates: requiredText('Please specify your preferred dates', 1, 200),
  guests: requiredText('Please specify number of guests', 1, 20),
  message: optionalText(),
  /** The resort's name, or 'General Inquiry'. */
  resortName: requiredText('Resort name is required', 1, 200),
});

/**
 * POST /api/leads body (the lead payload of docs/lead-forms.md). `formName` says which form sent it and
 * selects the formData schema and the messages that form shows (docs/lead-forms.md; the quick inquiry: docs/stays.md).
 */
export const leadPayloadSchema = z.discriminatedUnion('formName', [
  z.strictObject({
    ...leadEnvelope,
    ...leadContactFields,
    formName: z.literal('family-trip'),
    interestType: z.literal('group_trip'),
    budget: nonEmptyIfGiven('Please enter your budget', 100),
    formData: familyFormDataSchema,
  }),
  z.strictObject({
    ...leadEnvelope,
    ...leadContactFields,
    formName: z.literal('group-trip'),
    interestType: z.literal('group_trip'),
    formData: groupTripFormDataSchema,
  }),
  z.strictObject({
    ...leadEnvelope,
    ...leadContactFields,
    formName: z.literal('corporate-event'),
    interestType: z.literal('group_trip'),
    formData: corporateFormDataSchema,
  }),
  z.strictObject({
    ...leadEnvelope,
    ...leadContactFields,
    email: emailField('Please enter a valid email address', 'Email is required'),
    formName: z.literal('luxury-concierge'),
    interestType: z.literal('concierge'),
    formData: conciergeFormDataSchema,
  }),
  z.strictObject({
    ...leadEnvelope,
    ...leadContactFields,
    formName: z.literal('influencer'),
    interestType: z.literal('influencer'),
    formData: influencerFormDataSchema,
  }),
  z.strictObject({
    ...leadEnvelope,
    ...leadContactFields,
    formName: z.literal('wedding'),
    interestType: z.literal('wedding'),
    budget: requiredText('Please enter your budget', 1, 100),
    formData: weddingFormDataSchema,
  }),
  z.strictObject({
    ...leadEnvelope,
    ...leadContactFields,
    formName: z.literal('property-management'),
    interestType: z.literal('property_management'),
    formData: propertyManagementFormDataSchema,
  }),
  z.strictObject({
    ...leadEnvelope,
    ...leadContactFields,
    formName: z.literal('partner-inquiry'),
    interestType: z.enum(['group_trip', 'wedding', 'concierge', 'villa']),
    formData: partnerFormDataSchema,
  }),
  z.strictObject({
    ...leadEnvelope,
    firstName: requiredText('First name is required', 1, 100),
    lastName: requiredText('Last name is required', 1, 100),
    email: emailField('Invalid email address'),
    phone: phoneField('Phone number is required'),
    formName: z.literal('bachelorette-modal'),
    interestType: z.literal('group_trip'),
    timeline: z.enum(bacheloretteTimelines, { error: 'Timeline is required' }),
    budget: z.enum(bacheloretteBudgets, { error: 'Budget is required' }),
    formData: bacheloretteFormDataSchema,
  }),
  z.strictObject({
    ...leadEnvelope,
    firstName: requiredText('First name must be at least 2 characters', 2, 100),
    lastName: requiredText('Last name must be at least 2 characters', 2, 100),
    email: emailField('Please enter a valid email address'),
    phone: phoneField('Please enter a valid phone number'),
    formName: z.literal('resort-inquiry'),
    interestType: z.literal('resort'),
    formData: quickResortInquiryFormDataSchema,
  }),
]);
export type LeadPayload = z.input<typeof leadPayloadSchema>;
export type ParsedLeadPayload = z.output<typeof leadPayloadSchema>;
export type LeadFormName = LeadPayload['formName'];

/** A stored lead, as the admin list and its "View" return it (docs/admin.md). */
export const leadSchema = z.object({
  id: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  submissionId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  interestType: z.enum(leadInterestTypes),
  source: z.string(),
  status: z.enum(leadStatuses),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  tags: z.string().nullable(),
  formName: z.string(),
  formData: z.record(z.string(), z.unknown()),
});
export type Lead = z.infer<typeof leadSchema>;
