import {
  authMessages,
  SHARE_POINTS,
  apiPaths,
  socialShareRequestSchema,
  type SocialShareResponse,
} from '@cabo/contract';
import { delay, http, HttpResponse } from 'msw';
import { apiError, internalError, mockVisitor, parseRequest } from './auth.ts';

/** Default: every share earns 10 points for the mock visitor. */
export const social = [
  http.post(apiPaths.socialShare, async ({ request }) => {
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
  http.post(apiPaths.socialShare, () =>
    apiError(409, 'already_shared', 'Points for this share were already given'),
  ),
];

export const socialLoggedOut = [
  http.post(apiPaths.socialShare, () =>
    apiError(401, 'not_authenticated', authMessages.notLoggedIn),
  ),
];

export const socialError = [http.post(apiPaths.socialShare, internalError)];

export const socialSlow = [
  http.post(apiPaths.socialShare, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  }),
];
