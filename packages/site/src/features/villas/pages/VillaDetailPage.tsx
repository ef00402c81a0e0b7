import { caboDate, upcomingSeasonRates, type VillaDetail } from '@cabo/contract';
import { villaBaseAmenities } from '@cabo/data/villas';
import {
  AmenityList,
  BookingBottomBar,
  GoodToKnow,
  mediaPreload,
  mergeAmenities,
  Rating,
  ReviewList,
  VillaGallery,
  villaGallerySizes,
  wholeDollars,
} from '@cabo/ui';
import { useSearch } from 'wouter';
import { useHead } from '../../../lib/head.ts';
import { useVilla } from '../api/get-villas.ts';
import { Island } from '../../../lib/Island.tsx';
import { VillaBookingPart } from '../components/villaBookingPart.ts';
import { villaJsonLd } from '../villa-json-ld.ts';
import { villaListQuery } from '../villa-list.ts';
import * as styles from './Villas.css';
import { ItemReview } from '../../../lib/reviews/ItemReview.tsx';
import { pictureUrl, shareImageOf } from '../../../lib/pictures.ts';

/** Loaded with the page, evaluated after it (app/routes.tsx). */
export const parts = [VillaBookingPart];

/** The booking card's id: the bottom bar watches it and scrolls to it. */
const CARD_ID = 'villa-booking';

/** The bar's price: the villa's rate, or 'from' the lowest rate of the nights still to come. */
function barPrice(v: VillaDetail): string {
  const rates = [
    v.pricePerNight,
    ...upcomingSeasonRates(v.seasonRates, caboDate(new Date())).map((s) => s.pricePerNight),
  ].map(Number);
  const lowest = Math.min(...rates);
  return lowest < Number(v.pricePerNight) ? `from ${wholeDollars(lowest)}` : wholeDollars(lowest);
}

export default function VillaDetailPage({ slug }: { slug: string }) {
  const villa = useVilla(slug);
  const v = villa.data;
  const path = `/villas/${slug}`;
  // Dates chosen on the list come along in the URL.
  const { checkIn, checkOut } = villaListQuery.parse(useSearch());

  useHead(
    v
      ? {
          title: `${v.name} · ${v.bedrooms}-bedroom villa in ${v.location}`,
          description: v.description,
          path,
          image: shareImageOf(v),
          // The amenities as the page lists them.
          jsonLd: villaJsonLd(v, mergeAmenities(villaBaseAmenities, v.amenities)),
          // The villa's own cover when it has pictures (docs/media.md), else the first art.
          lcpImage: v.pictures?.[0]
            ? mediaPreload(v.pictures[0], villaGallerySizes.stage)
            : (v.imageUrls[0] ?? v.imageUrl),
        }
      : {
          title: villa.isPending ? 'Luxury Villas in Cabo San Lucas' : 'Villa Not Found',
          description: 'Private villas in Los Cabos with pools and ocean views.',
          path,
        },
  );

  if (villa.isPending) {
    return (
      <p role="status" className={styles.container}>
        Loading villa...
      </p>
    );
  }
  if (villa.isError || !v) {
    return (
      <div className={styles.container}>
        <div className={styles.notice}>
          <h1 className={styles.title}>
            {villa.isError ? 'Unable to load villas' : 'Villa Not Found'}
          </h1>
          <p role={villa.isError ? 'alert' : undefined}>
            {villa.isError
              ? "We're experiencing technical difficulties. Please try again later."
              : "Sorry, we couldn't find the villa you're looking for."}
          </p>
        </div>
      </div>
    );
  }

  const images = v.pictures?.length
    ? v.pictures.map((picture) => ({ src: pictureUrl(picture), alt: picture.alt, picture }))
    : (v.imageUrls.length ? v.imageUrls : [v.imageUrl]).map((src, i) => ({
        src,
        alt: i === 0 ? v.name : `${v.name}, photo ${i + 1}`,
      }));

  return (
    <article className={styles.container}>
      <header className={styles.header}>
        <h1 className={styles.title}>{v.name}</h1>
        <p className={styles.subtitle}>
          {v.rating !== undefined ? (
            <Rating value={v.rating} showValue reviewCount={v.reviewCount} />
          ) : null}
          <span>{v.location}</span>
        </p>
      </header>
      <VillaGallery images={images} name={v.name} />
      <div className={styles.detail}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="about-villa">
            <h2 id="about-villa" className={styles.sectionTitle}>
              About this Villa
            </h2>
            <ul className={styles.facts}>
              <li>{v.bedrooms} Bedrooms</li>
              <li>{v.bathrooms} Bathrooms</li>
              <li>Up to {v.maxGuests} Guests</li>
            </ul>
            <p className={styles.text}>{v.description}</p>
            <p className={styles.text}>{v.address}</p>
          </section>
          <section className={styles.section} aria-labelledby="amenities-heading">
            <h2 id="amenities-heading" className={styles.sectionTitle}>
              Amenities
            </h2>
            <AmenityList
              base={villaBaseAmenities}
              amenities={v.amenities}
              aria-labelledby="amenities-heading"
            />
          </section>
          <section className={styles.section} aria-labelledby="good-to-know-heading">
            <h2 id="good-to-know-heading" className={styles.sectionTitle}>
              Good to know
            </h2>
            <GoodToKnow facts={v.goodToKnow} />
          </section>
          <section className={styles.section} aria-labelledby="reviews-heading">
            <h2 id="reviews-heading" className={styles.sectionTitle}>
              Reviews
            </h2>
            <ReviewList reviews={v.reviews} aria-labelledby="reviews-heading" />
          </section>
          <ItemReview kind="villas" itemId={v.id} itemName={v.name} />
        </div>
        <aside id={CARD_ID} tabIndex={-1} className={styles.card} aria-labelledby="book-villa">
          <h2 id="book-villa" className={styles.cardTitle}>
            Book your stay
          </h2>
          <Island when="visible">
            <VillaBookingPart.Component
              villa={v}
              checkIn={checkIn || undefined}
              checkOut={checkOut || undefined}
            />
          </Island>
        </aside>
      </div>
      <BookingBottomBar
        price={barPrice(v)}
        unit="/ night"
        actionLabel="Request to Book"
        targetId={CARD_ID}
      />
    </article>
  );
}
