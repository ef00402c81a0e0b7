import { z } from 'zod';

/** Length of the client-generated submission id (docs/lead-forms.md: 21 characters). */
export const SUBMISSION_ID_LENGTH = 21;

/** nanoid's default alphabet and length; the idempotency key of every public submission. */
export const submissionIdSchema = z
  .string({ error: 'Submission id is required' })
  .regex(/^[A-Za-z0-9_-]{21}$/, 'Submission id must be 21 characters of A-Z, a-z, 0-9, _ or -');

/** Text that must be present with at least `min` characters; one message for both cases. */
export function requiredText(message: string, min = 1, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);
}

/** Free text that may be left out or empty. */
export function optionalText(max = 2000) {
  return z.string().trim().max(max, `Must be at most ${max} characters`).optional();
}

/** Text that may be left out, but when given must not be empty ("non-empty if given", docs/lead-forms.md). */
export function nonEmptyIfGiven(message: string, max = 200) {
  return requiredText(message, 1, max).optional();
}

export function emailField(message: string, requiredMessage = message) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(254, message)
    .pipe(z.email(message));
}

/** Phone numbers are free text of at least 10 characters (spec: "phone at least 10 characters"). */
export function phoneField(message: string, requiredMessage = message) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .min(10, message)
    .max(40, message);
}

const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}($|T)/;

/** A calendar date 'yyyy-MM-dd' or a full ISO date-time (the villa modal sends ISO strings). */
export function dateField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(
      (v) => DATE_PREFIX.test(v) && !Number.isNaN(Date.parse(v)),
      'Please enter a valid date',
    );
}

export const CHECK_OUT_AFTER_CHECK_IN = 'Check-out date must be after check-in date';

/** A root-relative path to one of our assets, or an absolute http(s) URL. */
export const urlOrPathSchema = z
  .string()
  .refine((v) => /^\/[^/]/.test(v) || /^https?:\/\/\S+$/.test(v), 'Must be a URL or a path');

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const calendarDateSchema = z.iso.date();
