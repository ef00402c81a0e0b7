import {
  adminReviewListSchema,
  adminReviewSchema,
  apiPath,
  apiPaths,
  type AdminReviewListQuery,
} from '@cabo/contract';
import { api } from '@cabo/ui/app/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// Review moderation (docs/admin.md, "Reviews"): the list and the status change, parsed with
// the contract's schemas.

export const reviewsKey = [apiPaths.adminReviews];

/** Every review the filters let through, pending first. */
export const useAdminReviews = (query: AdminReviewListQuery) =>
  useQuery({
    queryKey: [...reviewsKey, query],
    queryFn: () =>
      api
        .get(apiPaths.adminReviews, {
          searchParams: Object.fromEntries(
            Object.entries(query).filter(([, v]) => v !== undefined),
          ) as Record<string, string>,
        })
        .json()
        .then((body) => adminReviewListSchema.parse(body)),
  });

/** Publish, hide or restore one review; the lists are read again after. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'published' | 'hidden' }) =>
      api
        .patch(apiPath(apiPaths.adminReview, { id }), { json: { status } })
        .json()
        .then((body) => adminReviewSchema.parse(body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
