import type { Review } from '@cabo/contract';
import { Rating } from '../../components/Rating/index.ts';
import * as styles from './ReviewList.css';

export interface ReviewListProps {
  reviews: readonly Review[];
  /** Heading level of each reviewer's name, to fit the page outline. */
  headingLevel?: 3 | 4;
  /** The list's accessible name; the page's section heading usually gives it by id. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  /** Shown instead of the list when there are no reviews. */
  emptyText?: string;
}

const helpfulText = (count: number) =>
  count === 1 ? '1 person found this helpful' : `${count} people found this helpful`;

/** Guest reviews (docs/stays.md): author, month and year, stars, the review, its helpful count. */
export function ReviewList({
  reviews,
  headingLevel = 3,
  emptyText = 'No reviews yet.',
  ...labels
}: ReviewListProps) {
  const Heading = `h${headingLevel}` as const;
  if (reviews.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} {...labels}>
      {reviews.map((review) => (
        <li key={`${review.author}-${review.date}`} className={styles.review}>
          <div className={styles.header}>
            <span className={styles.avatar} aria-hidden="true">
              {review.author.trim().charAt(0).toUpperCase()}
            </span>
            <div>
              <Heading className={styles.author}>{review.author}</Heading>
              <p className={styles.date}>{review.date}</p>
            </div>
          </div>
          <Rating value={review.rating} />
          <p className={styles.content}>{review.content}</p>
          {review.helpful > 0 ? (
            <p className={styles.helpful}>{helpfulText(review.helpful)}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
