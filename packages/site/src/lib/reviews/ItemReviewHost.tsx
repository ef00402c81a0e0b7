import {
  publicApiPaths,
  type VisitorReviewFormValues,
  type VisitorReviewInput,
  type VisitorReviewResult,
} from '@cabo/contract';
import { ReviewForm } from '@cabo/ui';
import { api } from '@cabo/ui/app/api';
import { useFormSubmission } from '../useFormSubmission.ts';
import type { ItemReviewProps } from './ItemReview.tsx';

/** POST /api/reviews: stored for staff to read before it shows. */
const postReview = (payload: VisitorReviewInput) =>
  api.post(publicApiPaths.reviews, { json: payload }).json<VisitorReviewResult>();

/** The review form of one item, sent with the site's one submission hook. */
export default function ItemReviewHost({ kind, itemId, itemName }: ItemReviewProps) {
  const submit = useFormSubmission({
    // A review has no submission id: one per booking is the server's rule.
    toPayload: (values: VisitorReviewFormValues): VisitorReviewInput => ({
      kind,
      itemId,
      rating: values.rating,
      text: values.text,
    }),
    send: postReview,
  });
  return <ReviewForm itemName={itemName} onSubmit={submit} />;
}
