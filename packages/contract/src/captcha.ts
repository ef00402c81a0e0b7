import { z } from 'zod';
import { safeText } from './fields.ts';

/** Which widget the site shows: Google reCAPTCHA when configured, else the self-hosted ALTCHA. */
export const captchaConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string().nullable() }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** An ALTCHA v2 challenge as altcha-lib's `createChallenge` makes it. */
export const altchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

/** The solved payload the ALTCHA widget produces (sent base64-encoded as the token). */
export const altchaPayloadSchema = z.object({
  challenge: altchaChallengeSchema,
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});
export type AltchaPayload = z.infer<typeof altchaPayloadSchema>;

export const CAPTCHA_REQUIRED = 'Please complete the reCAPTCHA verification.';
export const CAPTCHA_FAILED = 'reCAPTCHA verification failed. Please try again.';

/**
 * A captcha proof: a reCAPTCHA response token or a base64 ALTCHA payload. Empty until the
 * visitor solves the challenge, so a form holding it refuses to submit with the spec's message.
 */
export const captchaTokenSchema = safeText(CAPTCHA_REQUIRED)
  .min(1, CAPTCHA_REQUIRED)
  .max(8000, 'Captcha token is too long');

/** `POST /api/verify-recaptcha {token}`: a reCAPTCHA response token or an ALTCHA payload. */
export const verifyCaptchaRequestSchema = z.strictObject({ token: captchaTokenSchema });
export type VerifyCaptchaRequest = z.infer<typeof verifyCaptchaRequestSchema>;

export const verifyCaptchaResponseSchema = z.object({
  success: z.boolean(),
  /**
   * With success: a single-use pass (valid 10 minutes) the form sends as its `captchaToken`,
   * since verifying spent the visitor's token (docs/guides.md).
   */
  verification: z.string().optional(),
});
export type VerifyCaptchaResponse = z.infer<typeof verifyCaptchaResponseSchema>;
