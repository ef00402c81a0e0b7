import {
  apiPaths,
  verifyCaptchaRequestSchema,
  type AltchaChallenge,
  type CaptchaConfig,
  type VerifyCaptchaResponse,
} from '@cabo/contract';
import { http, HttpResponse } from 'msw';
import { internalError, parseRequest } from './auth.ts';
import { pendingForever } from './pending.ts';

/**
 * A real ALTCHA challenge made once with altcha-lib (SHA-256, counter 40, expires 2099), so
 * the widget solves it in a story in a few milliseconds.
 */
export const mockAltchaChallenge: AltchaChallenge = {
  parameters: {
    algorithm: 'SHA-256',
    cost: 1,
    expiresAt: 4070908800,
    keyLength: 32,
    keyPrefix: '2727ca6789086636eac25ed66f96ba78',
    nonce: 'b11cc4d3f54e204b5ce536f7cd662674',
    salt: '8136b40ac295044cac31f4b853ea8526',
  },
  signature: '2cd0292bc5674ca1241d16e7067e0d6f183d9825e6b049b75c0dbde19ae8b974',
};

const configAndChallenge = [
  http.get(apiPaths.captchaConfig, () =>
    HttpResponse.json<CaptchaConfig>({
      provider: 'altcha',
      challengeUrl: apiPaths.captchaChallenge,
    }),
  ),
  http.get(apiPaths.captchaChallenge, () =>
    HttpResponse.json<AltchaChallenge>(mockAltchaChallenge),
  ),
];

/** The pass a verified token earns (the server's is signed and single-use). */
export const mockCaptchaPass = 'cabo-pass.4070908800000.mock-nonce.mock-signature';

const verdict = (success: boolean) =>
  http.post(apiPaths.captchaVerify, async ({ request }) => {
    const body = await parseRequest(request, verifyCaptchaRequestSchema);
    if (!body.ok) return body.response;
    return HttpResponse.json<VerifyCaptchaResponse>(
      success ? { success, verification: mockCaptchaPass } : { success },
    );
  });

/** Default: the self-hosted challenge, and every token verifies. */
export const captcha = [...configAndChallenge, verdict(true)];

/** The token is refused ("reCAPTCHA verification failed. Please try again."). */
export const captchaRejected = [...configAndChallenge, verdict(false)];

export const captchaError = [
  ...configAndChallenge,
  http.post(apiPaths.captchaVerify, internalError),
];

export const captchaSlow = [
  ...configAndChallenge,
  http.post(apiPaths.captchaVerify, pendingForever),
];
