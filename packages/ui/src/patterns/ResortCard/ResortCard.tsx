import type { Resort } from '@cabo/contract';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Rating } from '../../components/Rating/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './ResortCard.css';
import { wholeDollars } from '../../common/numbers.ts';
import { cardDescription, cardPlace, cardPriceLevel, ListingCard } from '../ListingCard/index.ts';

export type ResortCardData = Pick<
  Resort,
  | 'name'
  | 'imageUrl'
  | 'pictures'
  | 'rating'
  | 'reviewCount'
  | 'location'
  | 'description'
  | 'priceLevel'
  | 'fromNightlyPrice'
  | 'isBeachfront'
>;

export interface ResortCardProps {
  resort: ResortCardData;
  /** The resort's page. */
  href: string;
  /** 'Inquire Now': opens the quick inquiry for this resort. */
  onInquire: () => void;
  /** Images above the fold load eagerly; the rest lazily. */
  eager?: boolean;
}

/**
 * A resort in the list (docs/stays.md): picture with 'Beachfront' (else 'Oceanfront'), name,
 * rating with the review count, location, a two-line description, the price level with
 * 'from $X / night' where staff set a from price (docs/stays.md, "True totals"), else
 * 'avg/night', and 'Inquire Now'. The name links the whole card to the resort's page.
 */
export function ResortCard({ resort: r, href, onInquire, eager }: ResortCardProps) {
  return (
    <ListingCard
      title={r.name}
      href={href}
      media={{ pictures: r.pictures, imageUrl: r.imageUrl, width: 480, height: 320 }}
      eager={eager}
      badge={<Badge tone="brand">{r.isBeachfront ? 'Beachfront' : 'Oceanfront'}</Badge>}
      meta={
        <>
          {r.rating !== undefined ? (
            <Rating value={r.rating} showValue reviewCount={r.reviewCount} />
          ) : null}
          <p className={cardPlace}>{r.location}</p>
          <p className={cardDescription}>{r.description}</p>
        </>
      }
      price={
        <p className={cardPriceLevel}>
          <span aria-hidden="true">{r.priceLevel}</span>
          <span className={visuallyHidden}>Price level {r.priceLevel}</span>{' '}
          {r.fromNightlyPrice ? (
            <span className={styles.perNight}>
              from <strong>{wholeDollars(Number(r.fromNightlyPrice))}</strong> / night
            </span>
          ) : (
            <span className={styles.perNight}>avg/night</span>
          )}
        </p>
      }
      actions={
        <Button size="sm" onPress={onInquire} aria-label={`Inquire Now about ${r.name}`}>
          Inquire Now
        </Button>
      }
    />
  );
}
