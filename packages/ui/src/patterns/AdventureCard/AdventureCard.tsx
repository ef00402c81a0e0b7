import type { Adventure } from '@cabo/contract';
import { Rating } from '../../components/Rating/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './AdventureCard.css';
import { ListingCard } from '../ListingCard/index.ts';

export type AdventureCardData = Pick<
  Adventure,
  | 'slug'
  | 'title'
  | 'imageUrl'
  | 'pictures'
  | 'currentPrice'
  | 'originalPrice'
  | 'discount'
  | 'duration'
  | 'minAge'
  | 'rating'
>;

export interface AdventureCardProps {
  adventure: AdventureCardData;
  /** Where the card leads (the detail page). */
  href: string;
  headingLevel?: 2 | 3;
  /** Images above the fold load eagerly; the rest lazily. */
  eager?: boolean;
}

/**
 * An adventure teaser (docs/adventures-and-restaurants.md): picture with the discount, title,
 * rating, duration, minimum age, and the current price beside the struck original price.
 */
export function AdventureCard({ adventure, href, headingLevel = 3, eager }: AdventureCardProps) {
  // The record carries both only while an offer runs (an original price above the current).
  const discounted = Boolean(adventure.originalPrice && adventure.discount);
  return (
    <ListingCard
      title={adventure.title}
      href={href}
      headingLevel={headingLevel}
      media={{
        pictures: adventure.pictures,
        imageUrl: adventure.imageUrl,
        width: 480,
        height: 320,
      }}
      eager={eager}
      density="snug"
      badge={discounted ? <span className={styles.discount}>{adventure.discount}</span> : null}
      meta={
        <>
          {adventure.rating !== undefined ? <Rating value={adventure.rating} showValue /> : null}
          <ul className={styles.facts} aria-label="Details">
            <li>{adventure.duration}</li>
            <li>Ages {adventure.minAge}+</li>
          </ul>
        </>
      }
      price={
        <p className={styles.prices}>
          <span className={styles.current}>{adventure.currentPrice}</span>
          {discounted ? (
            <s className={styles.original}>
              <span className={visuallyHidden}>was </span>
              {adventure.originalPrice}
            </s>
          ) : null}
        </p>
      }
    />
  );
}
