import {
  authMessages,
  SHARE_ALREADY_REWARDED,
  SHARE_LISTING_NOT_FOUND,
  SHARE_POINTS,
  apiPaths,
  socialShareRequestSchema,
  type ShareListingType,
  type SocialShareResponse,
  type User,
} from '@cabo/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiError, internalError, mockVisitor, parseRequest } from './auth.ts';
import { mockAdventures, mockResortAliases, mockResorts, mockVillaDetails } from './fixtures.ts';
import { pendingForever } from './pending.ts';

/** The slug of a fixture listing by kind and id or slug, as the server resolves it. */
function listingSlug(type: ShareListingType, idOrSlug: string): string | undefined {
  const listings: { id: number | string; slug: string }[] =
    type === 'resort' ? mockResorts : type === 'villa' ? mockVillaDetails : mockAdventures;
  const aliased = type === 'resort' ? mockResortAliases.get(idOrSlug) : undefined;
  return listings.find((l) => l.slug === idOrSlug || String(l.id) === idOrSlug || l.id === aliased)
    ?.slug;
}

/**
 * Shares as the server records them: a listing that exists earns 10 points; one that does not
 * is 404. With `remember`, a repeat of the same listing and platform is 409 and the points
 * add up from `visitor` (call it in the story so no other story shares the state); without
 * it every share earns 10 points on top of `visitor`'s.
 */
export function socialSession(
  visitor: User = mockVisitor,
  { remember = true }: { remember?: boolean } = {},
): HttpHandler[] {
  let points = visitor.points;
  const shared = new Set<string>();
  return [
    http.post(apiPaths.socialShare, async ({ request }) => {
      const body = await parseRequest(request, socialShareRequestSchema);
      if (!body.ok) return body.response;
      const { listingType, listingId, platform } = body.data;
      const slug = listingSlug(listingType, listingId);
      if (!slug) return apiError(404, 'listing_not_found', SHARE_LISTING_NOT_FOUND);
      const key = `${listingType}:${slug}:${platform}`;
      if (remember && shared.has(key)) {
        return apiError(409, 'already_shared', SHARE_ALREADY_REWARDED);
      }
      const total = (remember ? points : visitor.points) + SHARE_POINTS;
      if (remember) {
        shared.add(key);
        points = total;
      }
      return HttpResponse.json<SocialShareResponse>(
        {
          pointsAwarded: SHARE_POINTS,
          user: { ...visitor, points: total, level: Math.floor(total / 100) + 1 },
        },
        { status: 201 },
      );
    }),
  ];
}

/** Default: every share of an existing listing earns 10 points for the mock visitor. */
export const social = socialSession(mockVisitor, { remember: false });

/** This listing was already shared on this platform: 409, no points. */
export const socialAlreadyShared = [
  http.post(apiPaths.socialShare, () => apiError(409, 'already_shared', SHARE_ALREADY_REWARDED)),
];

export const socialLoggedOut = [
  http.post(apiPaths.socialShare, () =>
    apiError(401, 'not_authenticated', authMessages.notLoggedIn),
  ),
];

export const socialError = [http.post(apiPaths.socialShare, internalError)];

export const socialSlow = [http.post(apiPaths.socialShare, pendingForever)];
