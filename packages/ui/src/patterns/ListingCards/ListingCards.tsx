import { Image } from '../../components/Image/index.ts';
import { CardGrid, CardGridItem } from '../CardGrid/index.ts';
import * as cardStyles from '../GuideCards/GuideCards.css';
import * as styles from './ListingCards.css';
import { groupDigits } from '../../common/numbers.ts';

/** A featured listing of the real estate page (docs/lead-forms.md). */
export interface Listing {
  id: number;
  title: string;
  /** Display text, e.g. '$1,250,000'. */
  price: string;
  beds: number;
  baths: number;
  sqft: number;
  image: string;
  features: string[];
}

/** The real estate page's featured listings: picture, price, beds, baths, size, features. */
export function ListingCards({ listings }: { listings: Listing[] }) {
  return (
    <CardGrid aria-label="Featured listings" columns={{ base: 1, md: 2, lg: 3 }}>
      {listings.map((listing) => (
        <CardGridItem key={listing.id}>
          <article className={cardStyles.card} aria-labelledby={`listing-${listing.id}`}>
            <Image src={listing.image} alt={listing.title} width={800} height={600} />
            <div className={cardStyles.body}>
              <p className={styles.price}>{listing.price}</p>
              <h3 id={`listing-${listing.id}`} className={cardStyles.title}>
                {listing.title}
              </h3>
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
              <ul className={styles.features} aria-label="Features">
                {listing.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </div>
          </article>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
