import type { Restaurant } from '@cabo/contract';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Rating } from '../../components/Rating/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import { cuisineBadgeTone, POPULAR_BOOKINGS_THRESHOLD } from './cuisineTones.ts';
import * as styles from './RestaurantCard.css';
import { cardDescription, cardPlace, cardPriceLevel, ListingCard } from '../ListingCard/index.ts';

export type RestaurantCardData = Pick<
  Restaurant,
  | 'id'
  | 'name'
  | 'cuisine'
  | 'priceRange'
  | 'location'
  | 'description'
  | 'imageUrl'
  | 'pictures'
  | 'rating'
  | 'reviewCount'
  | 'bookingsToday'
>;

export interface RestaurantCardProps {
  restaurant: RestaurantCardData;
  href: string;
  /**
   * 'Open now · Closes at 10:00 PM' / 'Opens at 5:00 PM', computed by the page from the
   * hours and the clock; nothing shows while it is unknown (before hydration).
   */
  openLabel?: string | null;
  onRequestTable: () => void;
  /** Images above the fold load eagerly; the rest lazily. */
  eager?: boolean;
}

/** A restaurant in the list: the whole card opens its page; 'Request Table' opens the dialog. */
export function RestaurantCard({
  restaurant: r,
  href,
  openLabel,
  onRequestTable,
  eager,
}: RestaurantCardProps) {
  const popular = r.bookingsToday > POPULAR_BOOKINGS_THRESHOLD;
  const isOpen = openLabel?.startsWith('Open now') ?? false;
  return (
    <ListingCard
      title={r.name}
      href={href}
      media={{ pictures: r.pictures, imageUrl: r.imageUrl, width: 480, height: 320 }}
      eager={eager}
      badge={
        popular ? <Badge tone="danger">Popular: {r.bookingsToday} bookings today</Badge> : null
      }
      eyebrow={
        <div className={styles.topLine}>
          <Badge tone={cuisineBadgeTone(r.cuisine)}>{r.cuisine}</Badge>
          <span className={cardPriceLevel}>
            <span aria-hidden="true">{r.priceRange}</span>
            <span className={visuallyHidden}>Price range {r.priceRange}</span>
          </span>
        </div>
      }
      meta={
        <>
          <p className={cardPlace}>{r.location}</p>
          {r.rating !== undefined ? (
            <Rating value={r.rating} showValue reviewCount={r.reviewCount} />
          ) : null}
          <p className={cardDescription}>{r.description}</p>
          {/* Always rendered, so the text filling in after hydration does not move the card. */}
          <p className={styles.openState} data-open={isOpen ? '' : undefined}>
            {openLabel ?? '\u00a0'}
          </p>
        </>
      }
      actions={
        <Button onPress={onRequestTable} fullWidth aria-label={`Request Table at ${r.name}`}>
          Request Table
        </Button>
      }
    />
  );
}
