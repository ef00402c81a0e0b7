import { z } from 'zod';
import { bookingTypes, type bookingStatuses } from './bookings.ts';
import type { leadStatuses } from './leads.ts';
import { calendarDateSchema, isoDateTimeSchema, safeText } from './fields.ts';

// From browsing to a confirmed request (docs/lead-forms.md, "After success").

/**
 * A request's reference: 'CBO-' and five Crockford base32 characters (no I, L, O or U, so
 * nothing reads as another), drawn at random, so references say nothing of volume.
 */
export const REQUEST_REFERENCE_PATTERN = /^CBO-[0-9A-HJKMNP-TV-Z]{5}$/;

/** The kinds of request a visitor can follow: a lead, a guide request, or a booking of a type. */
export const requestKinds = ['lead', 'guide', ...bookingTypes] as const;
export type RequestKind = (typeof requestKinds)[number];

/**
 * What a request costs as it was priced when the visitor sent it (a villa booking's stored
 * summary, docs/stays.md, "True totals"); requests without a stored price have none.
 */
export const visitorRequestPriceSchema = z.object({
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  totalMxnCents: z.number().int(),
  mxnPerUsd: z.number(),
  mxnRateDate: calendarDateSchema,
});
export type VisitorRequestPrice = z.infer<typeof visitorRequestPriceSchema>;

/** What a visitor sees of one request: on its status page and in "My requests". */
export const visitorRequestSchema = z.object({
  reference: z.string(),
  kind: z.enum(requestKinds),
  /** What was asked for: the villa, resort, adventure or restaurant, or the form's subject. */
  title: z.string(),
  createdAt: isoDateTimeSchema,
  startDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
  /** A table's or tour's time of day, as the visitor chose it ('19:30'). */
  time: z.string().nullable(),
  /** Guests or party size. */
  guests: z.number().int().nullable(),
  /** The stored price, when the server priced the request (never made up for the others). */
  price: visitorRequestPriceSchema.nullable(),
  status: z.string(),
  /** What staff told the visitor with their last change of the status they are told of. */
  statusMessage: z.string().nullable(),
});
export type VisitorRequest = z.infer<typeof visitorRequestSchema>;

/** GET /api/my-requests (and the visitor's own GET /api/resort-inquiries, /api/villa-bookings). */
export const visitorRequestListSchema = z.object({ items: z.array(visitorRequestSchema) });
export type VisitorRequestList = z.infer<typeof visitorRequestListSchema>;

/** POST /api/confirm-email: the token of the e-mailed link. */
export const confirmEmailRequestSchema = z.strictObject({
  token: safeText().min(1, 'This confirmation link is not valid').max(200),
});
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequestSchema>;

/**
 * A booking's moves that the visitor is told of by e-mail, with staff's message if any
 * (docs/admin.md, "Edit"); back to pending is staff's own bookkeeping.
 */
export const visitorNotifiedStatuses: readonly string[] = [
  'confirmed',
  'declined',
  'cancelled',
] satisfies (typeof bookingStatuses)[number][];

/**
 * A lead's moves that the visitor is told of, the same way (docs/admin.md, "Edit"): staff
 * have been in touch (contacted), the trip is arranged (converted) or the request is closed.
 * New and qualified are staff's own bookkeeping; spam is never written to.
 */
export const visitorNotifiedLeadStatuses: readonly string[] = [
  'contacted',
  'converted',
  'closed',
] satisfies (typeof leadStatuses)[number][];
