import type { AdminReview, ReviewKind, ReviewStatus } from '@cabo/contract';
import { Badge } from '../../components/Badge/index.ts';
import type { BadgeTone } from '../../components/Badge/statusTones.ts';
import { Button } from '../../components/Button/index.ts';
import { Rating } from '../../components/Rating/index.ts';
import { Select, type SelectOption } from '../../components/Select/index.ts';
import * as styles from './ReviewModeration.css';

/** The value of a filter that shows every status or kind. */
export const ALL_REVIEWS = 'all';

const kindLabels: Record<ReviewKind, string> = {
  resorts: 'Resort',
  villas: 'Villa',
  adventures: 'Adventure',
  restaurants: 'Restaurant',
};

const statusTones: Record<ReviewStatus, BadgeTone> = {
  published: 'green',
  pending: 'yellow',
  hidden: 'gray',
};

const statusOptions: SelectOption[] = [
  { id: ALL_REVIEWS, label: 'All statuses' },
  { id: 'pending', label: 'Pending' },
  { id: 'published', label: 'Published' },
  { id: 'hidden', label: 'Hidden' },
];

const kindOptions: SelectOption[] = [
  { id: ALL_REVIEWS, label: 'All kinds' },
  { id: 'resorts', label: 'Resorts' },
  { id: 'villas', label: 'Villas' },
  { id: 'adventures', label: 'Adventures' },
  { id: 'restaurants', label: 'Restaurants' },
];

export interface ReviewModerationProps {
  reviews: readonly AdminReview[] | undefined;
  isLoading?: boolean;
  errorText?: string | null;
  /** A status, or 'all'. */
  status: string;
  /** A kind, or 'all'. */
  kind: string;
  onStatusChange: (status: string) => void;
  onKindChange: (kind: string) => void;
  /** Publish a pending review, hide one, or restore (publish) a hidden one. */
  onModerate: (id: number, status: 'published' | 'hidden') => void;
  /** The review whose change is being saved. */
  savingId?: number | null;
}

/**
 * The studio's review moderation (docs/admin.md, "Reviews"): every review with its item,
 * stars, text and status, filtered by status and kind; pending ones first. Each row offers
 * what its status allows: publish (pending), hide (published), restore (hidden).
 */
export function ReviewModeration({
  reviews,
  isLoading = false,
  errorText = null,
  status,
  kind,
  onStatusChange,
  onKindChange,
  onModerate,
  savingId = null,
}: ReviewModerationProps) {
  return (
    <section className={styles.root} aria-labelledby="reviews-moderation-title">
      <h2 id="reviews-moderation-title" className={styles.title}>
        Reviews
      </h2>
      <p className={styles.note}>
        Ratings on the site are the mean of the published reviews; a change here shows there at
        once.
      </p>
      <div className={styles.filters} role="group" aria-label="Filter reviews">
        <Select
          label="Status"
          options={statusOptions}
          value={status}
          onChange={(value) => onStatusChange(value ?? ALL_REVIEWS)}
        />
        <Select
          label="Kind"
          options={kindOptions}
          value={kind}
          onChange={(value) => onKindChange(value ?? ALL_REVIEWS)}
        />
      </div>
      {errorText ? (
        <p role="alert" className={styles.error}>
          {errorText}
        </p>
      ) : isLoading || !reviews ? (
        <p role="status">Loading reviews...</p>
      ) : reviews.length === 0 ? (
        <p className={styles.empty}>No reviews match these filters.</p>
      ) : (
        <ul className={styles.list} aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review.id} className={styles.item}>
              <div className={styles.header}>
                <Badge tone={statusTones[review.status]}>{review.status}</Badge>
                <span className={styles.itemName}>
                  {kindLabels[review.kind]}: {review.itemName || review.itemId}
                </span>
                <Rating value={review.rating} />
              </div>
              <p className={styles.text}>{review.text}</p>
              <p className={styles.meta}>
                {review.author} · {review.date} ·{' '}
                {review.source === 'visitor'
                  ? `guest, booking #${review.bookingId ?? '—'}`
                  : 'seed'}
              </p>
              <div className={styles.actions}>
                {review.status === 'published' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    isPending={savingId === review.id}
                    onPress={() => onModerate(review.id, 'hidden')}
                    aria-label={`Hide the review by ${review.author}`}
                  >
                    Hide
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    isPending={savingId === review.id}
                    onPress={() => onModerate(review.id, 'published')}
                    aria-label={`${review.status === 'pending' ? 'Publish' : 'Restore'} the review by ${review.author}`}
                  >
                    {review.status === 'pending' ? 'Publish' : 'Restore'}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
