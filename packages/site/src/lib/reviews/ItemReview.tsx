import { publicApiPaths, type ReviewEligibility, type ReviewKind } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@cabo/ui/app/api';
import { lazy, Suspense } from 'react';
import { useVisitor } from '../account/visitor.ts';

// The form and its schema load only for a guest who may review: nobody else pays for them.
const ItemReviewHost = lazy(() => import('./ItemReviewHost.tsx'));

export interface ItemReviewProps {
  kind: ReviewKind;
  /** The item's id as the API names it (a villa's `villa-3`, a resort's 12). */
  itemId: string | number;
  /** For the form's heading: "Review Villa Bellissima". */
  itemName: string;
}

/** GET /api/reviews/eligibility for one item. */
const getEligibility = (kind: ReviewKind, itemId: string) =>
  api
    .get(publicApiPaths.reviewEligibility, { searchParams: { kind, itemId } })
    .json<ReviewEligibility>();

/**
 * "Review {item}" for a signed-in guest with a confirmed booking of the item not yet reviewed
 * (docs/catalogue.md, "Ratings and reviews"); nothing for anyone else. Asked after
 * hydration, as everything that depends on the visitor: the server renders the page the
 * same for everyone.
 */
export function ItemReview({ kind, itemId, itemName }: ItemReviewProps) {
  const visitor = useVisitor();
  const signedIn = Boolean(visitor.data);
  const id = String(itemId);
  const eligibility = useQuery({
    queryKey: [publicApiPaths.reviewEligibility, kind, id],
    queryFn: () => getEligibility(kind, id),
    enabled: signedIn,
  });
  if (!signedIn || !eligibility.data?.canReview) return null;
  return (
    <Suspense fallback={null}>
      <ItemReviewHost kind={kind} itemId={itemId} itemName={itemName} />
    </Suspense>
  );
}
