import { z } from 'zod';
import { MAX_RECORD_ID } from './plain.ts';

/** Length of the client-generated submission id (docs/lead-forms.md: 21 characters). */
export const SUBMISSION_ID_LENGTH = 21;

/** nanoid's default alphabet and length; the idempotency key of every public submission. */
export const submissionIdSchema = z
  .string({ error: 'Submission id is required' })
  .regex(/^[A-Za-z0-9_-]{21}$/, 'Submission id must be 21 characters of A-Z, a-z, 0-9, _ or -');

// NUL and lone UTF-16 surrogates: PostgreSQL refuses both (in text and in jsonb), and no
// person types them, so every text of a request is refused with them (docs/architecture.md,
// "Bad input").
const NOT_ALLOWED_IN_TEXT = /[\0\p{Cs}]/u;
export const TEXT_NOT_ALLOWED = 'Contains characters that are not allowed';

/** False for text holding a NUL or a lone surrogate (a pair, e.g. an emoji, is fine). */
export const isAllowedText = (value: string): boolean => !NOT_ALLOWED_IN_TEXT.test(value);

/**
 * Every string a request carries starts here: the other helpers build on it, and a schema
 * with a string of its own uses it, so no text reaches the database unchecked.
 */
export function safeText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine(isAllowedText, TEXT_NOT_ALLOWED);
}

/** A record id as its int4 column holds it: 1 to 2147483647, one message for every miss. */
export function recordIdField(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_RECORD_ID, message);
}

/** A query string's page number (text, as query strings are): 1 up to what an int4 holds. */
export const pageNumberParam = z.coerce
  .number({ error: 'Page must be a whole number from 1' })
  .int('Page must be a whole number from 1')
  .min(1, 'Page must be a whole number from 1')
  .max(MAX_RECORD_ID, 'Page is too large')
  .default(1);

/** Text that must be present with at least `min` characters; one message for both cases. */
export function requiredText(message: string, min = 1, max = 200) {
  return safeText(message).trim().min(min, message).max(max, `Must be at most ${max} characters`);
}

/** Free text that may be left out or empty. */
export function optionalText(max = 2000) {
  return safeText().trim().max(max, `Must be at most ${max} characters`).optional();
}

/** Text that may be left out, but when given must not be empty ("non-empty if given", docs/lead-forms.md). */
export function nonEmptyIfGiven(message: string, max = 200) {
  return requiredText(message, 1, max).optional();
}

export function emailField(message: string, requiredMessage = message) {
  return safeText(requiredMessage)
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(254, message)
    .pipe(z.email(message));
}

/** Phone numbers are free text of at least 10 characters (spec: "phone at least 10 characters"). */
export function phoneField(message: string, requiredMessage = message) {
  return safeText(requiredMessage)
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .min(10, message)
    .max(40, message);
}

const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}($|T)/;

/** A calendar date 'yyyy-MM-dd' or a full ISO date-time (the villa modal sends ISO strings). */
export function dateField(requiredMessage: string) {
  return safeText(requiredMessage)
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
