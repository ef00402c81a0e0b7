import type { Resort } from '@cabo/contract';
import { AriaLink } from '../../components/Link/AriaLink.tsx';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Rating } from '../../components/Rating/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './ResortCard.css';
import { wholeDollars } from '../../common/numbers.ts';
import { ListingCover } from '../../components/Image/index.ts';

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
        <span className={styles.badge}>
          <Badge tone="brand">{r.isBeachfront ? 'Beachfront' : 'Oceanfront'}</Badge>
        </span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <AriaLink href={href} className={styles.link}>
            {r.name}
          </AriaLink>
        </h3>
        {r.rating !== undefined ? (
          <Rating value={r.rating} showValue reviewCount={r.reviewCount} />
        ) : null}
        <p className={styles.location}>{r.location}</p>
        <p className={styles.description}>{r.description}</p>
        <div className={styles.footer}>
          <p className={styles.price}>
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
          <Button size="sm" onPress={onInquire} aria-label={`Inquire Now about ${r.name}`}>
            Inquire Now
          </Button>
        </div>
      </div>
    </article>
  );
}
