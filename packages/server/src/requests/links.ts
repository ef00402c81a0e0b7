import { createHmac, timingSafeEqual } from 'node:crypto';
import { CABO_TIME_ZONE, requestPagePath } from '@cabo/contract';
import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns';

/** How long a status-page link in e-mail opens the page (docs/lead-forms.md, "After success"). */
export const REQUEST_LINK_DAYS = 90;
/** How long an account's confirmation link works (docs/accounts-and-security.md). */
export const CONFIRM_LINK_DAYS = 7;

function signature(key: Buffer, purpose: string, subject: string, expires: number): string {
  return createHmac('sha256', key).update(`${purpose}\n${subject}\n${expires}`).digest('base64url');
}

/**
 * A signed, expiring token: `<expiry in seconds>.<HMAC of purpose, subject and expiry>`.
 * The purpose keeps a token for one use from opening another.
 */
export function signToken(
  key: Buffer,
  purpose: 'request' | 'confirm-email',
  subject: string,
  now: Date,
  days: number,
): string {
  // Days on Cabo's calendar (no daylight saving there): the same on any server's zone.
  const expires = Math.floor(addDays(now, days, { in: tz(CABO_TIME_ZONE) }).getTime() / 1000);
  return `${expires}.${signature(key, purpose, subject, expires)}`;
}

/** True when `token` was signed for this purpose and subject and has not expired. */
export function verifyToken(
  key: Buffer,
  purpose: 'request' | 'confirm-email',
  subject: string,
  token: string,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(key, purpose, subject, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The status page of a request with its token: the receipt's `statusPath`. */
export function requestStatusPath(key: Buffer, reference: string, now: Date): string {
  return requestPagePath(reference, signToken(key, 'request', reference, now, REQUEST_LINK_DAYS));
}

/** The same on the public site: what the acknowledgement e-mail links. */
export function requestStatusUrl(
  baseUrl: string,
  key: Buffer,
  reference: string,
  now: Date,
): string {
  return `${baseUrl}${requestStatusPath(key, reference, now)}`;
}

/** The confirmation token of an account: its id (to find it) and its e-mail (what it proves). */
export function confirmEmailToken(key: Buffer, userId: number, email: string, now: Date): string {
  return `${userId}.${signToken(key, 'confirm-email', `${userId}:${email.toLowerCase()}`, now, CONFIRM_LINK_DAYS)}`;
}

/** The account a confirmation token names, before its signature is checked against the e-mail. */
export function confirmTokenUserId(token: string): number | null {
  const match = /^(\d{1,10})\./.exec(token);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

export function verifyConfirmEmailToken(
  key: Buffer,
  userId: number,
  email: string,
  token: string,
  now: Date,
): boolean {
  const rest = token.slice(token.indexOf('.') + 1);
  return verifyToken(key, 'confirm-email', `${userId}:${email.toLowerCase()}`, rest, now);
}
