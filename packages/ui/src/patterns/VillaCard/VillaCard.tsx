import type { VillaSummary } from '@cabo/contract';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './VillaCard.css';
import { dollarsAndCents, groupDigits } from '../../common/numbers.ts';
import { GRID_CARD_SIZES } from '../../components/Image/index.ts';
import { cardFacts, cardNote, cardPlace, ListingCard } from '../ListingCard/index.ts';

export type VillaCardData = Pick<
  VillaSummary,
  | 'name'
  | 'location'
  | 'imageUrl'
  | 'pictures'
  | 'bedrooms'
  | 'maxGuests'
  | 'pricePerNight'
  | 'rating'
>;

export interface VillaCardProps {
  /**
   * The villa as the lists read it: `pricePerNight` in whole dollars as text, `rating` the
   * mean of its published reviews (none: no rating shown, docs/stays.md), its own pictures
   * (docs/media.md), the first the card's photo.
   */
  villa: VillaCardData;
  /** The villa's page (with the list's dates, if chosen). */
  href: string;
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
export function VillaCard({ villa: v, href, stay, layout = 'scroller', eager }: VillaCardProps) {
  return (
    <ListingCard
      title={v.name}
      href={href}
      media={{
        pictures: v.pictures,
        imageUrl: v.imageUrl,
        width: 300,
        height: 200,
        sizes: layout === 'grid' ? GRID_CARD_SIZES : '300px',
      }}
      eager={eager}
      layout={layout}
      density="tight"
      eyebrow={<p className={cardPlace}>{v.location}</p>}
      meta={
        <>
          {/* A plain star, not the Rating component: this card is on the home page's first load. */}
          {v.rating !== undefined ? (
            <p className={cardNote}>
              <span aria-hidden="true">
                <span className={styles.star}>★</span> {v.rating.toFixed(1)}
              </span>
              <span className={visuallyHidden}>Rated {v.rating} out of 5</span>
            </p>
          ) : null}
          <p className={cardFacts}>
            {v.bedrooms} BR • Up to {v.maxGuests} guests
          </p>
        </>
      }
      price={
        <div>
          <p className={styles.price}>{nightly(v.pricePerNight, stay?.perNight)}</p>
          {stay ? (
            <p className={cardNote}>
              {dollarsAndCents(stay.totalCents)} total for {stay.nights}{' '}
              {stay.nights === 1 ? 'night' : 'nights'}
            </p>
          ) : null}
        </div>
      }
    />
  );
}
