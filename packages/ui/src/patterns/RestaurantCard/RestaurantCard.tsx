import type { Restaurant } from '@cabo/contract';
import { AriaLink } from '../../components/Link/AriaLink.tsx';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Rating } from '../../components/Rating/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import { cuisineBadgeTone, POPULAR_BOOKINGS_THRESHOLD } from './cuisineTones.ts';
import * as styles from './RestaurantCard.css';
import { ListingCover } from '../../components/Image/index.ts';

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
    <article className={styles.card}>
      <div className={styles.media}>
        <ListingCover
          pictures={r.pictures}
          imageUrl={r.imageUrl}
          width={480}
          height={320}
          eager={eager}
          className={styles.image}
        />
        {popular ? (
          <span className={styles.popular}>
            <Badge tone="danger">Popular: {r.bookingsToday} bookings today</Badge>
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.topLine}>
          <Badge tone={cuisineBadgeTone(r.cuisine)}>{r.cuisine}</Badge>
          <span className={styles.price}>
            <span aria-hidden="true">{r.priceRange}</span>
            <span className={visuallyHidden}>Price range {r.priceRange}</span>
          </span>
        </div>
        <h3 className={styles.title}>
          <AriaLink href={href} className={styles.link}>
            {r.name}
          </AriaLink>
        </h3>
        <p className={styles.location}>{r.location}</p>
        {r.rating !== undefined ? (
          <Rating value={r.rating} showValue reviewCount={r.reviewCount} />
        ) : null}
        <p className={styles.description}>{r.description}</p>
        {/* Always rendered, so the text filling in after hydration does not move the card. */}
        <p className={styles.openState} data-open={isOpen ? '' : undefined}>
          {openLabel ?? '\u00a0'}
        </p>
        <div className={styles.actions}>
          <Button onPress={onRequestTable} fullWidth aria-label={`Request Table at ${r.name}`}>
            Request Table
          </Button>
        </div>
      </div>
    </article>
  );
}
