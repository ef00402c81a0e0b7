import {
  altchaChallengeSchema,
  captchaConfigSchema,
  verifyCaptchaResponseSchema,
  type AltchaChallenge,
} from '@cabo/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';
import { postJson, validGuide } from './support/submissions.ts';

const app = useTestApp();
const client = () => new CookieClient(app.url);

async function challenge(): Promise<AltchaChallenge> {
  const res = await client().get('/api/captcha/challenge');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return altchaChallengeSchema.parse(await res.json());
}

/** What the ALTCHA widget sends: the challenge and its solution, base64 JSON. */
async function solvedToken(c: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: c, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64');
}

async function verify(token: unknown): Promise<Response> {
  return client().post('/api/verify-recaptcha', { token });
}

async function success(res: Response): Promise<boolean> {
  expect(res.status).toBe(200);
  return verifyCaptchaResponseSchema.parse(await res.json()).success;
}

describe('self-hosted proof-of-work captcha (no reCAPTCHA secret)', () => {
  it('says which widget to show', async () => {
    const res = await client().get('/api/captcha/config');
    expect(captchaConfigSchema.parse(await res.json())).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge',
    });
  });

  it('accepts a solved challenge once; the same solution again is refused', async () => {
    const token = await solvedToken(await challenge());
    expect(await success(await verify(token))).toBe(true);
    expect(await success(await verify(token))).toBe(false);
    expect(await app.db.knex('captcha_solutions').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('refuses a wrong solution, a tampered challenge and garbage', async () => {
    const c = await challenge();
    const solution = await solveChallenge({ challenge: c, deriveKey });
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
    const wrong = encode({
      challenge: c,
      solution: { ...solution, counter: solution!.counter + 1 },
    });
    const easier = { ...c, parameters: { ...c.parameters, keyPrefix: '00' } };
    const tampered = encode({ challenge: easier, solution });
    const unsigned = encode({ challenge: { parameters: c.parameters }, solution });
    for (const token of [wrong, tampered, unsigned, 'not base64 json', encode({ a: 1 })]) {
      expect(await success(await verify(token))).toBe(false);
    }
    // The right one still works: failed attempts do not use it up.
    expect(await success(await verify(encode({ challenge: c, solution })))).toBe(true);
  });

  it('a verified token gives a single-use pass, which the short guide dialog then submits', async () => {
    const res = await verify(await solvedToken(await challenge()));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { success: ok, verification } = verifyCaptchaResponseSchema.parse(await res.json());
    expect(ok).toBe(true);
    expect(verification).toMatch(/^cabo-pass\.\d+\.[\w-]+\.[\w-]+$/);

    const { lastName: _l, phone: _p, ...short } = validGuide();
    const send = (captchaToken: string) =>
      postJson(app.url, '/api/guide-submissions', {
        ...short,
        submissionId: validGuide().submissionId,
        captchaToken,
      });
    const [prefix, expires, nonce, signature] = verification!.split('.');
    const forged = [prefix, Number(expires) + 60_000, nonce, signature].join('.');
    // A pass whose expiry was moved is refused, and stores nothing.
    const tampered = await send(forged);
    expect(tampered.status).toBe(400);
    expect(tampered.body).toMatchObject({ code: 'captcha_failed' });
    expect(await app.db.knex('guide_submissions').count({ n: '*' })).toEqual([{ n: 0 }]);

    expect((await send(verification!)).status).toBe(201);
    // Single use: a second request with the same pass is refused.
    const again = await send(verification!);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: 'reCAPTCHA verification failed. Please try again.',
      code: 'captcha_failed',
    });
    expect(await app.db.knex('guide_submissions').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('asks for the token with the spec message (400)', async () => {
    for (const body of [{}, { token: '' }]) {
      const res = await client().post('/api/verify-recaptcha', body);
      expect(res.status).toBe(400);
      expect((await apiError(res)).message).toBe('Please complete the reCAPTCHA verification.');
    }
  });
});
