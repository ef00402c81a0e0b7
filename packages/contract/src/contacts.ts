import { z } from 'zod';
import { pageOf } from './admin.ts';
import { adminPaging, adminSearchParam } from './admin-paging.ts';

// Contacts (docs/admin.md, "Contacts"): the person behind leads, bookings and guide requests.
// Records with the same e-mail (trimmed, any case) or the same phone (phoneKey) are one
// contact; staff merge two contacts the rules did not join.

/**
 * A phone as E.164-style digits, the key two records' phones are compared by: digits only, an
 * international '00' dropped, ten digits read as a number in Mexico (+52), a Mexican
 * mobile's old '1' after +52 dropped; null when too short to be a number. The database's
 * `cabo_phone_key()` (migration 0390) is the same rule.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 13 && digits.startsWith('521')) digits = `52${digits.slice(3)}`;
  if (digits.length === 10) digits = `52${digits}`;
  return digits.length < 8 ? null : digits;
}

/** The kinds of request a contact holds, as the admin's record paths name them. */
export const contactRecordKinds = ['lead', 'booking', 'guide'] as const;
export type ContactRecordKind = (typeof contactRecordKinds)[number];

export const contactRecordKindLabels: Record<ContactRecordKind, string> = {
  lead: 'Lead',
  booking: 'Booking',
  guide: 'Guide request',
};

/** One contact in the list: who, how to reach them, how many requests, when last active. */
export const adminContactSchema = z.object({
  id: z.number().int(),
  /** The name on the newest request. */
  name: z.string(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  requests: z.number().int().min(0),
  /** The newest creation or change of any of its requests. */
  lastActivity: z.iso.datetime({ offset: true }),
});
export type AdminContact = z.infer<typeof adminContactSchema>;

export const adminContactPageSchema = pageOf(adminContactSchema);
export type AdminContactPage = z.infer<typeof adminContactPageSchema>;

/** GET /api/admin/contacts: search on names, e-mails, phones and references. */
export const adminContactQuerySchema = z.object({ ...adminPaging, search: adminSearchParam });
export type AdminContactQuery = z.input<typeof adminContactQuerySchema>;

/** One request of a contact, whatever its kind. */
export const adminContactRecordSchema = z.object({
  kind: z.enum(contactRecordKinds),
  id: z.number().int(),
  reference: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: z.string(),
  /** What was asked: the interest, the booking's listing, the guide. */
  summary: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  spam: z.boolean(),
});
export type AdminContactRecord = z.infer<typeof adminContactRecordSchema>;

/** A merge staff made into this contact. */
export const adminContactMergeSchema = z.object({
  mergedId: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actor: z.string(),
  references: z.array(z.string()),
});
export type AdminContactMerge = z.infer<typeof adminContactMergeSchema>;

/** GET /api/admin/contacts/:id (a merged contact's id answers the contact it joined). */
export const adminContactDetailSchema = z.object({
  contact: adminContactSchema,
  records: z.array(adminContactRecordSchema),
  merges: z.array(adminContactMergeSchema),
});
export type AdminContactDetail = z.infer<typeof adminContactDetailSchema>;

/** POST /api/admin/contacts/:id/merge: the contact at :id keeps, `otherId` joins it. */
export const adminContactMergeRequestSchema = z.strictObject({
  otherId: z.coerce
    .number({ error: 'Choose the contact to merge' })
    .int('Choose the contact to merge')
    .min(1, 'Choose the contact to merge'),
});
export type AdminContactMergeRequest = z.input<typeof adminContactMergeRequestSchema>;

/** Why two contacts may be one person (the suggestion list's rules, docs/admin.md). */
export const contactSuggestionReasons = ['name_and_phone', 'email_name'] as const;
export type ContactSuggestionReason = (typeof contactSuggestionReasons)[number];
export const contactSuggestionReasonLabels: Record<ContactSuggestionReason, string> = {
  name_and_phone: 'Same name, phone ending in the same 7 digits',
  email_name: 'Same e-mail name before the @',
};

export const adminContactSuggestionSchema = z.object({
  first: adminContactSchema,
  second: adminContactSchema,
  reason: z.enum(contactSuggestionReasons),
});
export type AdminContactSuggestion = z.infer<typeof adminContactSuggestionSchema>;
export const adminContactSuggestionsSchema = z.object({
  suggestions: z.array(adminContactSuggestionSchema),
});
export type AdminContactSuggestions = z.infer<typeof adminContactSuggestionsSchema>;

/** GET /api/admin/contacts/of/:kind/:id: a record's contact and its other requests. */
export const adminRecordContactSchema = z.object({
  contactId: z.number().int(),
  otherRequests: z.number().int().min(0),
});
export type AdminRecordContact = z.infer<typeof adminRecordContactSchema>;

/**
 * The leads CSV's answer columns (docs/admin.md, "CSV"): every field the lead forms store
 * in their answers, headed with the form's own label. Answers under other keys go to the
 * "Other answers" column, so none is lost.
 */
export const leadAnswerColumns: readonly [key: string, label: string][] = [
  ['checkIn', 'Check-in Date'],
  ['checkOut', 'Check-out Date'],
  ['dates', 'Dates'],
  ['preferredDates', 'Preferred Dates'],
  ['date', 'Preferred Date'],
  ['numberOfChildren', 'Number of Children'],
  ['groupSize', 'Group Size'],
  ['numberOfPeople', 'Number of People'],
  ['guestCount', 'Expected Guest Count'],
  ['guests', 'Guests'],
  ['resortName', 'Resort'],
  ['preferredContactMethod', 'Preferred Contact Method'],
  ['companyName', 'Company Name'],
  ['eventType', 'Event Type'],
  ['specificType', 'Trip Type'],
  ['socialHandle', 'Social Media Handle'],
  ['platform', 'Main Platform'],
  ['followers', 'Follower Count'],
  ['propertyType', 'Property Type'],
  ['propertyAddress', 'Property Address'],
  ['bedrooms', 'Bedrooms'],
  ['bathrooms', 'Bathrooms'],
  ['managementType', 'Management Type'],
  ['message', 'Message'],
  ['specialRequests', 'Special Requests'],
  ['notes', 'Notes'],
];

/**
 * The merge dialog's form: which contact joins this one, and which of the two is kept (its
 * id keeps the requests and the page; the other's link leads to it afterwards).
 */
export const contactMergeFormSchema = z.strictObject({
  otherId: z.string({ error: 'Choose the contact to merge' }).min(1, 'Choose the contact to merge'),
  keep: z.enum(['this', 'other'], { error: 'Choose the contact to keep' }),
});
export type ContactMergeFormValues = z.infer<typeof contactMergeFormSchema>;
