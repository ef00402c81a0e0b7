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
import { isAfterDay } from './villa-rules.ts';
import { submissionMetaSchema } from './submissions.ts';

/** The interest types of docs/lead-forms.md plus the admin filter's list (docs/admin.md). */
export const leadInterestTypes = [
  'villa',
  'resort',
  'adventure',
  'wedding',
  'group_trip',
  'influencer',
  'concierge',
  'property_management',
] as const;
export type LeadInterestType = (typeof leadInterestTypes)[number];

export const leadStatuses = ['new', 'contacted', 'qualified', 'converted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const corporateEventTypes = [
  'presidents_club',
  'team_building',
  'strategic_planning',
  'incentive_trip',
  'conference',
  'other',
] as const;
export const propertyTypes = ['villa', 'condo', 'apartment', 'house', 'other'] as const;
export const managementTypes = [
  'full_service',
  'rental_only',
  'maintenance_only',
  'consulting',
] as const;
export const bacheloretteTimelines = [
  'within 3 months',
  '3-6 months',
  '6-12 months',
  'more than a year',
] as const;
export const bacheloretteBudgets = [
  '$1,000-$2,000',
  '$2,000-$3,500',
  '$3,500-$5,000',
  '$5,000+',
] as const;
export const bacheloretteGroupSizes = ['2-4', '5-8', '9-12', '13+'] as const;

/** The common rules of the landing-page forms (docs/lead-forms.md). */
export const leadContactFields = {
  firstName: requiredText('Please enter your first name', 2, 100),
  lastName: requiredText('Please enter your last name', 2, 100),
  email: emailField('Please enter a valid email'),
  phone: phoneField('Please enter a valid phone number', 'Phone is required'),
};

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

const checkInOut = {
  checkIn: dateField('Please select a check-in date'),
  checkOut: dateField('Please select a check-out date'),
};

function checkOutAfterCheckIn(
  data: { checkIn?: string; checkOut?: string },
  ctx: z.RefinementCtx,
): void {
  if (!isAfterDay(data.checkIn, data.checkOut)) {
    ctx.addIssue({ code: 'custom', message: CHECK_OUT_AFTER_CHECK_IN, path: ['checkOut'] });
  }
}

export const familyFormDataSchema = z
  .strictObject({
    numberOfChildren: nonEmptyIfGiven('Please enter number of children', 20),
    notes: optionalText(),
    ...checkInOut,
    preferredContactMethod: optionalText(50),
    specificType: optionalText(100),
  })
  .superRefine(checkOutAfterCheckIn);

export const groupTripFormDataSchema = z
  .strictObject({ groupSize: optionalText(20), notes: optionalText(), ...checkInOut })
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

export const influencerFormDataSchema = z.strictObject({
  socialHandle: requiredText('Please enter your social media handle', 1, 100),
  platform: requiredText('Please select your main platform', 1, 50),
  followers: requiredText('Please enter your follower count', 1, 50),
  /** "checkIn to checkOut": the form requires both dates. */
  dates: requiredText('Please select a check-in date', 1, 200),
  notes: optionalText(),
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
