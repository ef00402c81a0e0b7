import {
  authMessages,
  SHARE_POINTS,
  socialPaths,
  socialShareRequestSchema,
  type ApiError,
  type SocialShareResponse,
} from '@cabo/contract';
import { delay, http, HttpResponse } from 'msw';
import { internalError, mockVisitor, parseRequest } from './auth.ts';

/** Default: every share earns 10 points for the mock visitor. */
export const social = [
  http.post(socialPaths.share, async ({ request }) => {
    const body = await parseRequest(request, socialShareRequestSchema);
    if (!body.ok) return body.response;
    const points = mockVisitor.points + SHARE_POINTS;
    return HttpResponse.json<SocialShareResponse>(
      {
        pointsAwarded: SHARE_POINTS,
        user: { ...mockVisitor, points, level: Math.floor(points / 100) + 1 },
      },
      { status: 201 },
    );
  }),
];

/** This listing was already shared on this platform: 409, no points. */
export const socialAlreadyShared = [
  http.post(socialPaths.share, () =>
    HttpResponse.json<ApiError>(
      { message: 'Points for this share were already given', code: 'already_shared' },
      { status: 409 },
    ),
  ),
];

export const socialLoggedOut = [
  http.post(socialPaths.share, () =>
    HttpResponse.json<ApiError>(
      { message: authMessages.notLoggedIn, code: 'not_authenticated' },
      { status: 401 },
    ),
  ),
];

export const socialError = [http.post(socialPaths.share, internalError)];

export const socialSlow = [
  http.post(socialPaths.share, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  }),
];
