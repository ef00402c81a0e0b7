import {
  apiPaths,
  reviewMessages,
  visitorReviewSchema,
  type ReviewEligibility,
  type VisitorReviewResult,
} from '@cabo/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { parseRequest } from './auth.ts';

// A guest's review after a confirmed booking (docs/catalogue.md, "Ratings and reviews"): the
// pages' eligibility check and the POST, validated by the contract's schema as the server does.

/** `canReview`: the visitor is signed in with a confirmed booking of the item not yet reviewed. */
export function reviewHandlers({ canReview = false }: { canReview?: boolean } = {}): HttpHandler[] {
  return [
    http.get(apiPaths.reviewEligibility, () =>
      HttpResponse.json<ReviewEligibility>({ signedIn: canReview, canReview }),
    ),
    http.post(apiPaths.reviews, async ({ request }) => {
      const body = await parseRequest(request, visitorReviewSchema);
      if (!body.ok) return body.response;
      return HttpResponse.json<VisitorReviewResult>(
        { id: 1, status: 'pending', message: reviewMessages.thanks },
        { status: 201 },
      );
    }),
  ];
}

/** Default: nobody may review (no confirmed booking). */
export const reviews = reviewHandlers();
/** A signed-in guest with a confirmed booking of the item. */
export const reviewsGuest = reviewHandlers({ canReview: true });
