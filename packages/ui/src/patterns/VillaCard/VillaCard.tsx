import { PlainLink as Link } from '../../components/Link/PlainLink.tsx';
import * as styles from './VillaCard.css';

export interface VillaCardProps {
  href: string;
  name: string;
  location: string;
  imageUrl: string;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  /** Whole dollars per night, as the API sends it. */
  pricePerNight: string;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A 300 px villa card (docs/stays.md) for horizontally scrolling rows. */
export function VillaCard(props: VillaCardProps) {
  return (
    <article className={styles.card}>
      <img
        src={props.imageUrl}
        alt=""
        width={300}
        height={200}
        loading="lazy"
        className={styles.image}
      />
      <div className={styles.body}>
        <p className={styles.location}>{props.location}</p>
        <h3 className={styles.title}>
          <Link href={props.href} className={styles.link}>
            {props.name}
          </Link>
        </h3>
        <p className={styles.facts}>
          {props.bedrooms} bedrooms · {props.bathrooms} baths · up to {props.maxGuests} guests
        </p>
        <p className={styles.price}>From {usd.format(Number(props.pricePerNight))} / night</p>
      </div>
    </article>
  );
}
