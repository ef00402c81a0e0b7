import { z } from 'zod';
import {
  dateField,
  emailField,
  optionalText,
  phoneField,
  recordIdField,
  requiredText,
  safeText,
  submissionIdSchema,
} from './fields.ts';
import { endAfterStart } from './leads.ts';
import { submissionMetaSchema } from './submissions.ts';

// The logged-in forms of docs/stays.md (POST /api/resort-inquiries and
// /api/villa-bookings). The guest maximum (the resort's or villa's maxGuests) is checked by
// the server against the stored listing and by the form's input.

export const LOGIN_REQUIRED_FOR_INQUIRY = 'Please log in to make an inquiry';
export const LOGIN_REQUIRED_FOR_BOOKING = 'Please log in to make a booking';

const stayRequestFields = {
  submissionId: submissionIdSchema,
  meta: submissionMetaSchema.optional(),
  startDate: dateField('Check-in date is required'),
  endDate: dateField('Check-out date is required'),
  /** A string of at least 1 character, default '1' (docs/stays.md). */
  guests: safeText('Number of guests is required')
    .trim()
    .min(1, { error: 'Number of guests is required', abort: true })
    .regex(/^[1-9]\d{0,2}$/, 'Number of guests is required'),
  specialRequests: optionalText(),
  contactPhone: phoneField('Valid phone number is required'),
  contactEmail: emailField('Valid email is required'),
};

/** The resort detail inquiry (docs/stays.md). */
export const resortInquiryPayloadSchema = z
  .strictObject({
    ...stayRequestFields,
    resortId: recordIdField('Resort is required'),
  })
  .superRefine(endAfterStart);
export type ResortInquiryPayload = z.input<typeof resortInquiryPayloadSchema>;

/** What the visitor fills on the resort detail inquiry: the payload without its ids. */
export const resortInquiryFormSchema = z
  .strictObject({
    startDate: stayRequestFields.startDate,
    endDate: stayRequestFields.endDate,
    guests: stayRequestFields.guests,
    specialRequests: stayRequestFields.specialRequests,
    contactPhone: stayRequestFields.contactPhone,
    contactEmail: stayRequestFields.contactEmail,
  })
  .superRefine(endAfterStart);
export type ResortInquiryFormValues = z.input<typeof resortInquiryFormSchema>;
export type ResortInquiryForm = z.output<typeof resortInquiryFormSchema>;

/** POST /api/resort-inquiries body for the form's parsed values. */
export function buildResortInquiryPayload(
  form: ResortInquiryForm,
  resortId: number,
  submissionId: string,
): ResortInquiryPayload {
  return { ...form, resortId, submissionId };
}

/** The villa booking card (docs/stays.md). */
export const villaBookingPayloadSchema = z
  .strictObject({
    ...stayRequestFields,
    villaId: requiredText('Villa is required', 1, 100),
  })
  .superRefine(endAfterStart);
export type VillaBookingPayload = z.input<typeof villaBookingPayloadSchema>;

/** The guest maximum message, the same in the form and from the server. */
export const villaGuestMaximumMessage = (maxGuests: number) =>
  `This villa welcomes at most ${maxGuests} guests`;

/**
 * The villa booking card's values (the payload without its envelope: submissionId, meta and
 * villaId are added when sending), with the villa's own guest maximum.
 */
export function villaBookingFormSchema(maxGuests: number) {
  const { submissionId: _id, meta: _meta, ...fields } = stayRequestFields;
  return z
    .strictObject(fields)
    .superRefine(endAfterStart)
    .refine((v) => !v.guests || Number(v.guests) <= maxGuests, {
      message: villaGuestMaximumMessage(maxGuests),
      path: ['guests'],
    });
}
export type VillaBookingFormValues = z.input<ReturnType<typeof villaBookingFormSchema>>;
export type ParsedVillaBookingForm = z.output<ReturnType<typeof villaBookingFormSchema>>;
