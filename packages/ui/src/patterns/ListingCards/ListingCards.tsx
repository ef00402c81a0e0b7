import type { RealEstateListing } from '@cabo/contract';
import { Image, mediaImageProps } from '../../components/Image/index.ts';
import { CardGrid, CardGridItem } from '../CardGrid/index.ts';
import * as cardStyles from '../GuideCards/GuideCards.css';
import * as styles from './ListingCards.css';
import { groupDigits, wholeDollars } from '../../common/numbers.ts';

/** How wide a card is: three, two or one to a row. */
export const LISTING_CARD_SIZES = '(min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw';

/**
 * The real estate page's listings for sale: picture, price, title, where, a line about it,
 * beds, baths, size and features. The figures are the record's numbers, formatted here.
 */
export function ListingCards({ listings }: { listings: readonly RealEstateListing[] }) {
  return (
    <CardGrid aria-label="Featured listings" columns={{ base: 1, md: 2, lg: 3 }}>
      {listings.map((listing) => (
        <CardGridItem key={listing.id}>
          <article className={cardStyles.card} aria-labelledby={`listing-${listing.id}`}>
            {listing.pictures?.[0] ? (
              // The listing's own cover (docs/media.md).
              <Image
                {...mediaImageProps(listing.pictures[0], LISTING_CARD_SIZES)}
                width={800}
                height={600}
              />
            ) : (
              <Image src={listing.imageUrl} alt={listing.title} width={800} height={600} />
            )}
            <div className={cardStyles.body}>
              <p className={styles.price}>{wholeDollars(listing.price)}</p>
              <h3 id={`listing-${listing.id}`} className={cardStyles.title}>
                {listing.title}
              </h3>
              <p className={cardStyles.meta}>{listing.location}</p>
              {listing.description ? (
                <p className={styles.description}>{listing.description}</p>
              ) : null}
              <dl className={styles.facts}>
                <div>
                  <dt>Beds</dt>
                  <dd>{listing.beds}</dd>
                </div>
                <div>
                  <dt>Baths</dt>
                  <dd>{listing.baths}</dd>
                </div>
                <div>
                  <dt>Sq ft</dt>
                  <dd>{groupDigits(listing.sqft)}</dd>
                </div>
              </dl>
              {listing.features.length ? (
                <ul className={styles.features} aria-label="Features">
                  {listing.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </article>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
