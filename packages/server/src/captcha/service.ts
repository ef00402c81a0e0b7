import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  altchaPayloadSchema,
  apiPaths,
  type AltchaChallenge,
  type CaptchaConfig,
} from '@cabo/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Knex } from 'knex';
import type { SecurityConfig } from '../config.ts';
import type { Clock } from '../security/clock.ts';
import type { Logger } from '../logging/logger.ts';

const ALGORITHM = 'SHA-256';
const CHALLENGE_TTL_MS = 10 * 60_000;
// The solver tries counters from 0 up; SHA-256 at these counts takes well under a second
// in a phone browser while still costing a bot real work per submission.
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 50_000;
/** A verified visitor's pass: `cabo-pass.<expires ms>.<nonce>.<signature>`, single use. */
const PASS_PREFIX = 'cabo-pass.';
const PASS_TTL_MS = 10 * 60_000;

export interface CaptchaDeps {
  knex: Knex;
  security: Pick<SecurityConfig, 'recaptcha' | 'sessionKeys'>;
  now: Clock;
  logger: Logger;
}

export interface Captcha {
  config(): CaptchaConfig;
  /** A new proof-of-work challenge (only when no reCAPTCHA secret is configured). */
  createChallenge(): Promise<AltchaChallenge>;
  /**
   * Verifies a token: a reCAPTCHA response with Google (or the configured address), else an
   * ALTCHA payload, which is accepted once. The submissions pipeline calls this as its hook.
   */
  verify(token: string, remoteIp?: string): Promise<boolean>;
  /**
   * `POST /api/verify-recaptcha`: verifies the token (spending it) and, when it is good,
   * returns a short-lived single-use pass the form then sends in its place; null when not.
   */
  verifyForPass(token: string, remoteIp?: string): Promise<string | null>;
}

export function createCaptcha({ knex, security, now, logger }: CaptchaDeps): Captcha {
  const recaptcha = security.recaptcha;
  // Derived from the session key, so no extra secret is needed and it changes with it.
  const hmacKey = createHmac('sha256', security.sessionKeys[0]!)
    .update('altcha-challenge')
    .digest('hex');

  // Derived like hmacKey, for the passes: a pass can never pass for a challenge signature.
  const passKey = createHmac('sha256', security.sessionKeys[0]!).update('captcha-pass').digest();
  const passSignature = (body: string) =>
    createHmac('sha256', passKey).update(body).digest('base64url');

  function issuePass(): string {
    const body = `${now().getTime() + PASS_TTL_MS}.${randomBytes(16).toString('base64url')}`;
    return `${PASS_PREFIX}${body}.${passSignature(body)}`;
  }

  /** The spec verifies the captcha first, then submits: the submission carries the pass. */
  async function verifyPass(token: string): Promise<boolean> {
    const [expires, nonce, signature] = token.slice(PASS_PREFIX.length).split('.');
    if (!expires || !nonce || !signature) return false;
    const expected = Buffer.from(passSignature(`${expires}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const expiresAt = Number(expires);
    if (!(expiresAt > now().getTime())) return false;
    return spendOnce(`pass:${nonce}`, new Date(expiresAt));
  }

  /** Records a single-use proof; false when it was used before. */
  async function spendOnce(signature: string, expiresAt: Date): Promise<boolean> {
    await knex('captcha_solutions').where('expires_at', '<=', now()).delete();
    const inserted = await knex('captcha_solutions')
      .insert({ signature, expires_at: expiresAt })
      .onConflict('signature')
      .ignore()
      .returning('signature');
    return inserted.length === 1;
  }

  async function verifyRecaptcha(token: string, remoteIp?: string): Promise<boolean> {
    const form = new URLSearchParams({ secret: recaptcha!.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await fetch(recaptcha!.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) throw new Error(`reCAPTCHA verify answered ${res.status}`);
      const body = (await res.json()) as { success?: unknown };
      return body.success === true;
    } catch (err) {
      // Google unreachable: the visitor is not verified, and the operator sees why.
      logger.error({ err }, 'reCAPTCHA verification failed');
      return false;
    }
  }

  async function verifyAltcha(token: string): Promise<boolean> {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    const payload = altchaPayloadSchema.safeParse(decoded);
    if (!payload.success) return false;
    const { challenge, solution } = payload.data;
    const { signature } = challenge;
    if (!signature) return false;
    // Only our own algorithm: never let a token pick an expensive key derivation.
    if (challenge.parameters.algorithm !== ALGORITHM) return false;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
    });
    if (!result.verified) return false;
    return spendOnce(
      signature,
      new Date((challenge.parameters.expiresAt ?? 0) * 1000 || now().getTime()),
    );
  }

  const verify = (token: string, remoteIp?: string): Promise<boolean> =>
    token.startsWith(PASS_PREFIX)
      ? verifyPass(token)
      : recaptcha
        ? verifyRecaptcha(token, remoteIp)
        : verifyAltcha(token);

  return {
    config: () =>
      recaptcha
        ? { provider: 'recaptcha', siteKey: recaptcha.siteKey }
        : { provider: 'altcha', challengeUrl: apiPaths.captchaChallenge },
    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
        deriveKey,
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: hmacKey,
      }) as Promise<AltchaChallenge>,
    verify,
    verifyForPass: async (token, remoteIp) =>
      (await verify(token, remoteIp)) ? issuePass() : null,
  };
}
