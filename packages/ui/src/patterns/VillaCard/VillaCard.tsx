import { PlainLink as Link } from '../../components/Link/PlainLink.tsx';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './VillaCard.css';
import { dollarsAndCents, groupDigits } from '../../common/numbers.ts';
import { GRID_CARD_SIZES, ListingCover, type ShownPicture } from '../../components/Image/index.ts';

export interface VillaCardProps {
  href: string;
  name: string;
  location: string;
  imageUrl: string;
  /** The villa's own pictures (docs/media.md): the first is the card's photo. */
  pictures?: readonly ShownPicture[];
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  /** Whole dollars per night, as the API sends it. */
  pricePerNight: string;
  /** The mean of the villa's published reviews (docs/stays.md); none: no rating shown. */
  rating?: number;
  /**
   * With dates chosen: the stay's landed total in cents (`villaPriceSummary`: fees and taxes
   * included, docs/stays.md "True totals"), for `nights` nights, and its average nightly rate
   * (`perNight`, whole dollars), which season rates move away from `pricePerNight`.
   */
  stay?: { nights: number; totalCents: number; perNight?: number };
  /** `scroller`: 300 px wide (the home row); `grid`: fills its grid cell (the villas list). */
  layout?: 'scroller' | 'grid';
  /** Above the fold: load the photo at once. */
  eager?: boolean;
}

/** The card's nightly figure: the villa's rate, or the stay's average when seasons move it. */
function nightly(pricePerNight: string, stayAverage: number | undefined): string {
  const rate = Number(pricePerNight);
  return stayAverage === undefined || stayAverage === rate
    ? `$ ${groupDigits(rate)} per night`
    : `$ ${groupDigits(stayAverage)} avg per night`;
}

/** A villa card (docs/stays.md): 300 px in horizontally scrolling rows, or a grid cell. */
export function VillaCard({ layout = 'scroller', rating, ...props }: VillaCardProps) {
  return (
    <article className={styles.card[layout]}>
      <ListingCover
        pictures={props.pictures}
        imageUrl={props.imageUrl}
        width={300}
        height={200}
        eager={props.eager}
        sizes={layout === 'grid' ? GRID_CARD_SIZES : '300px'}
        className={styles.image}
      />
      <div className={styles.body}>
        <p className={styles.location}>{props.location}</p>
        <h3 className={styles.title}>
          <Link href={props.href} className={styles.link}>
            {props.name}
          </Link>
        </h3>
        {/* A plain star, not the Rating component: this card is on the home page's first load. */}
        {rating !== undefined ? (
          <p className={styles.rating}>
            <span aria-hidden="true">
              <span className={styles.star}>★</span> {rating.toFixed(1)}
            </span>
            <span className={visuallyHidden}>Rated {rating} out of 5</span>
          </p>
        ) : null}
        <p className={styles.facts}>
          {props.bedrooms} BR • Up to {props.maxGuests} guests
        </p>
        <p className={styles.price}>{nightly(props.pricePerNight, props.stay?.perNight)}</p>
        {props.stay ? (
          <p className={styles.total}>
            {dollarsAndCents(props.stay.totalCents)} total for {props.stay.nights}{' '}
            {props.stay.nights === 1 ? 'night' : 'nights'}
          </p>
        ) : null}
      </div>
    </article>
  );
}
