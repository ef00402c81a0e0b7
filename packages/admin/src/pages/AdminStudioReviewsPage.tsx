import { adminReviewListQuerySchema } from '@cabo/contract';
import { ALL_REVIEWS, ReviewModeration } from '@cabo/ui';
import { useLocation, useSearch } from 'wouter';
import { useAdminReviews, useModerateReview } from '../api/reviews.ts';
import { AdminFrame } from '../shell/AdminFrame.tsx';
import { REVIEWS_SECTION, studioSections } from '../studio/kinds.ts';

/**
 * /admin/studio/reviews (docs/admin.md, "Reviews"): every review, filtered by status and
 * kind (kept in the URL's query); publish, hide and restore.
 */
export default function AdminStudioReviewsPage() {
  const [location, navigate] = useLocation();
  const parsed = adminReviewListQuerySchema.safeParse(
    Object.fromEntries(new URLSearchParams(useSearch())),
  );
  const query = parsed.success ? parsed.data : {};
  const reviews = useAdminReviews(query);
  const moderate = useModerateReview();

  const setFilter = (name: 'status' | 'kind', value: string) => {
    const params = new URLSearchParams();
    const next = { ...query, [name]: value === ALL_REVIEWS ? undefined : value };
    if (next.status) params.set('status', next.status);
    if (next.kind) params.set('kind', next.kind);
    const text = params.toString();
    navigate(text ? `${location}?${text}` : location, { replace: true });
  };

  return (
    <AdminFrame area="studio" sections={studioSections} currentSection={REVIEWS_SECTION}>
      <ReviewModeration
        reviews={reviews.data}
        isLoading={reviews.isPending}
        errorText={reviews.isError ? 'Error loading reviews. Please try again.' : null}
        status={query.status ?? ALL_REVIEWS}
        kind={query.kind ?? ALL_REVIEWS}
        onStatusChange={(value) => setFilter('status', value)}
        onKindChange={(value) => setFilter('kind', value)}
        onModerate={(id, status) => moderate.mutate({ id, status })}
        savingId={moderate.isPending ? (moderate.variables?.id ?? null) : null}
      />
    </AdminFrame>
  );
}
