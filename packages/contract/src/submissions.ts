import { z } from 'zod';
import { isoDateTimeSchema, safeText } from './fields.ts';
import { HONEYPOT_FIELD, utmParameters } from './plain.ts';

/**
 * The 201 answer of every public submission (and of its idempotent replay, byte for byte):
 * the stored record's id, the client's submissionId, the stored status, creation time and
 * short reference.
 */
export const submissionReceiptSchema = z.object({
  id: z.number().int(),
  submissionId: z.string(),
  status: z.string(),
  createdAt: isoDateTimeSchema,
  /**
   * The short reference the visitor quotes (e.g. in the WhatsApp message after a lead form)
   * and staff search by: a letter for the kind of record and its id, e.g. 'L-1042'.
   */
  reference: z.string(),
  /**
   * The request's status page with a signed link (`/requests/CBO-7K4Q2?t=...`), so the
   * confirmation can lead there without an account (docs/lead-forms.md, "After success").
   */
  statusPath: z.string().optional(),
});
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

// Spam, privacy and attribution (docs/lead-forms.md, "Privacy, spam and attribution").

/** A form sent sooner than this after it appeared was filled by a script, not a person. */
export const MIN_FILL_MS = 3000;

/** The first `max` UTF-16 units, without a pair's first half left alone at the cut. */
function clip(value: string, max: number): string {
  const head = value.slice(0, max);
  return /[\ud800-\udbff]$/.test(head) ? head.slice(0, -1) : head;
}

/**
 * Never refused for length, only shortened: a long referrer must not cost us the lead it came
 * with. Characters the database refuses are refused, like in every text.
 */
const clipped = (max: number) =>
  safeText()
    .transform((v) => clip(v.trim(), max))
    .optional();

/** Where the visitor came from: the landing page's `utm_*`, the referrer and the landing path. */
export const attributionSchema = z.object({
  ...(Object.fromEntries(utmParameters.map((name) => [name, clipped(200)])) as Record<
    (typeof utmParameters)[number],
    ReturnType<typeof clipped>
  >),
  referrer: clipped(500),
  landingPath: clipped(500),
});
export type Attribution = z.input<typeof attributionSchema>;

/**
 * What every public form sends beside its values (`meta`): the honeypot's content, how long
 * the form was open before it was sent, the attribution and the privacy notice version the
 * visitor saw. Unknown keys are dropped rather than refused, so no lead is lost to it.
 */
export const submissionMetaSchema = z.object({
  [HONEYPOT_FIELD]: safeText().max(2000).default(''),
  /** Milliseconds from the form's first render to the submit. */
  fillMs: z.number().nonnegative(),
  attribution: attributionSchema.optional(),
  privacyNoticeVersion: clipped(50),
});
export type SubmissionMeta = z.input<typeof submissionMetaSchema>;
export type ParsedSubmissionMeta = z.output<typeof submissionMetaSchema>;

export const spamReasons = ['honeypot', 'too_fast'] as const;
export type SpamReason = (typeof spamReasons)[number];

/**
 * Why a submission counts as spam, or null. Without `meta` (an API client, not our forms)
 * there is nothing to judge by, so it is not spam.
 */
export function spamReason(
  meta: Pick<ParsedSubmissionMeta, 'website' | 'fillMs'> | undefined,
): SpamReason | null {
  if (!meta) return null;
  if (meta.website.trim() !== '') return 'honeypot';
  if (meta.fillMs < MIN_FILL_MS) return 'too_fast';
  return null;
}
