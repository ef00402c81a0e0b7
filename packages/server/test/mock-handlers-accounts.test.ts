import {
  altchaChallengeSchema,
  apiErrorSchema,
  authResponseSchema,
  socialShareResponseSchema,
  submissionReceiptSchema,
  userSchema,
} from '@cabo/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { mockGet, mockSend } from './support/mock-fetch.ts';
import { expectStillPending, useMockServer } from './support/mock-server.ts';

// H2's MSW groups (accounts, captcha, social share, stay requests) in Node: the answers
// match the contract, bodies are validated like the server, variants behave. The admin
// dashboard's groups have their own file, admin-mock-handlers.test.ts.
const msw = useMockServer();

const get = mockGet;
const post = (path: string, body?: unknown, signal?: AbortSignal) =>
  mockSend('POST', path, body, signal);
const errorOf = async (res: Response) => apiErrorSchema.parse(await res.json());

describe('account groups', () => {
  it('default: anonymous, logins answer a user, validation like the server', async () => {
    expect((await get('/api/user')).status).toBe(401);
    const admin = await post('/api/admin/login', {
      username: 'admin',
      password: 'storybook-admin',
    });
    expect(authResponseSchema.parse(await admin.json()).user.role).toBe('admin');
    // Shared groups keep no state: still anonymous.
    expect((await get('/api/user')).status).toBe(401);
    const wrong = await post('/api/admin/login', { username: 'admin', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe('Invalid credentials');
    const empty = await post('/api/admin/login', { username: '', password: '' });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).errors).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
    expect(
      (await post('/api/register', { email: 'taken@example.com', password: 'long enough' })).status,
    ).toBe(409);
    expect((await post('/api/logout')).status).toBe(204);
  });

  it('authVisitor / authAdmin answer their user; authSession remembers a login', async () => {
    msw.server.use(...msw.mocks.authAdmin);
    expect(userSchema.parse(await (await get('/api/user')).json()).role).toBe('admin');
    msw.server.use(...msw.mocks.authSession());
    expect((await get('/api/user')).status).toBe(401);
    await post('/api/login', { email: 'ana@example.com', password: 'pw' });
    expect(userSchema.parse(await (await get('/api/user')).json()).email).toBe('ana@example.com');
    await post('/api/logout');
    expect((await get('/api/user')).status).toBe(401);
  });

  it('error, rate-limited and slow variants', async () => {
    msw.server.use(...msw.mocks.authError);
    expect((await get('/api/user')).status).toBe(500);
    msw.server.use(...msw.mocks.authRateLimited);
    expect((await post('/api/login', { email: 'a@b.co', password: 'x' })).status).toBe(429);
    msw.server.use(...msw.mocks.authSlow);
    await expectStillPending((signal) => get('/api/user', signal));
  });
});

describe('captcha groups', () => {
  it('the fixture challenge is really solvable; verify answers per variant', async () => {
    const challenge = altchaChallengeSchema.parse(
      await (await get('/api/captcha/challenge')).json(),
    );
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBe(40);
    expect(await (await post('/api/verify-recaptcha', { token: 'x' })).json()).toEqual({
      success: true,
      verification: msw.mocks.mockCaptchaPass,
    });
    const missing = await post('/api/verify-recaptcha', {});
    expect((await errorOf(missing)).message).toBe('Please complete the reCAPTCHA verification.');

    msw.server.use(...msw.mocks.captchaRejected);
    expect(await (await post('/api/verify-recaptcha', { token: 'x' })).json()).toEqual({
      success: false,
    });
    msw.server.use(...msw.mocks.captchaError);
    expect((await post('/api/verify-recaptcha', { token: 'x' })).status).toBe(500);
    msw.server.use(...msw.mocks.captchaSlow);
    await expectStillPending((signal) => post('/api/verify-recaptcha', { token: 'x' }, signal));
  });
});

describe('social share and stay request groups', () => {
  it('a share earns 10 points; repeat, logged-out, error and slow variants', async () => {
    const share = { listingType: 'adventure', listingId: 'luxury-sailing', platform: 'whatsapp' };
    const res = await post('/api/social-share', share);
    expect(res.status).toBe(201);
    expect(socialShareResponseSchema.parse(await res.json()).pointsAwarded).toBe(10);
    expect((await post('/api/social-share', { ...share, platform: 'myspace' })).status).toBe(400);
    // The default group keeps no state (a repeat earns again); a listing must exist.
    expect((await post('/api/social-share', share)).status).toBe(201);
    const unknown = await post('/api/social-share', { ...share, listingId: 'nowhere' });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('listing_not_found');
    // socialSession remembers: 10 points once per listing and platform, then 409.
    msw.server.use(...msw.mocks.socialSession({ ...msw.mocks.mockVisitor, points: 0, level: 1 }));
    const first = socialShareResponseSchema.parse(
      await (
        await post('/api/social-share', { ...share, listingType: 'villa', listingId: 'villa-1' })
      ).json(),
    );
    expect(first.user.points).toBe(10);
    expect(
      (await post('/api/social-share', { ...share, listingType: 'villa', listingId: 'villa-1' }))
        .status,
    ).toBe(409);
    msw.server.use(...msw.mocks.socialAlreadyShared);
    expect((await post('/api/social-share', share)).status).toBe(409);
    msw.server.use(...msw.mocks.socialLoggedOut);
    expect((await post('/api/social-share', share)).status).toBe(401);
    msw.server.use(...msw.mocks.socialError);
    expect((await post('/api/social-share', share)).status).toBe(500);
    msw.server.use(...msw.mocks.socialSlow);
    await expectStillPending((signal) => post('/api/social-share', share, signal));
  });

  it('stay requests validate with the contract; the logged-out variant has the spec messages', async () => {
    const inquiry = {
      submissionId: 'abcdefghijklmnopqrstu',
      startDate: '2026-05-01',
      endDate: '2026-05-03',
      guests: '2',
      resortId: 1,
      contactPhone: '+52 624 555 0101',
      contactEmail: 'ana@example.com',
    };
    const ok = await post('/api/resort-inquiries', inquiry);
    expect(ok.status).toBe(201);
    submissionReceiptSchema.parse(await ok.json());
    const backwards = await post('/api/resort-inquiries', { ...inquiry, endDate: '2026-04-30' });
    expect((await errorOf(backwards)).message).toBe('Check-out date must be after check-in date');

    msw.server.use(...msw.mocks.stayRequestsLoggedOut);
    expect((await errorOf(await post('/api/resort-inquiries', inquiry))).message).toBe(
      'Please log in to make an inquiry',
    );
    const { resortId: _resortId, ...rest } = inquiry;
    expect(
      (await errorOf(await post('/api/villa-bookings', { ...rest, villaId: 'v' }))).message,
    ).toBe('Please log in to make a booking');
    msw.server.use(...msw.mocks.stayRequestsTooManyGuests);
    expect((await errorOf(await post('/api/villa-bookings', inquiry))).errors?.guests).toHaveLength(
      1,
    );
    msw.server.use(...msw.mocks.stayRequestsError);
    expect((await post('/api/resort-inquiries', inquiry)).status).toBe(500);
    msw.server.use(...msw.mocks.stayRequestsSlow);
    await expectStillPending((signal) => post('/api/villa-bookings', inquiry, signal));
  });
});
