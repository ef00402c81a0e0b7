import type { Resort } from '@cabo/contract';
import {
  AmenityList,
  GoodToKnow,
  ListingCover,
  ImageGallery,
  mediaPreload,
  Rating,
  BookingBottomBar,
  RewardsCard,
  ReviewList,
  SpecialFeatures,
  visuallyHidden,
  wholeDollars,
} from '@cabo/ui';
import { Link } from 'wouter';
import { useVisitor } from '../../../lib/account/visitor.ts';
import { useHead } from '../../../lib/head.ts';
import { COVER_SIZES, pictureGallery, shareImageOf } from '../../../lib/pictures.ts';
import { useResort } from '../api/get-resort.ts';
import { Island } from '../../../lib/Island.tsx';
import { ResortInquiryPart } from '../components/resortInquiryPart.ts';
import { resortJsonLd } from '../resort-json-ld.ts';
import * as styles from './Resorts.css';
import { ShareListing } from '../../../lib/account/ShareListing.tsx';
import { ItemReview } from '../../../lib/reviews/ItemReview.tsx';

/** Loaded with the page, evaluated after it (app/routes.tsx). */
export const parts = [ResortInquiryPart];

/** The inline form's id: the bottom bar watches it and scrolls to it. */
const FORM_ID = 'resort-inquiry';

export default function ResortDetailPage({ slug }: { slug: string }) {
  const resort = useResort(slug);
  const r = resort.data;

  useHead(
    r
      ? {
          title: `${r.name} · ${r.subtitle}`,
          description: r.description,
          path: `/resorts/${r.slug}`,
          image: shareImageOf(r),
          jsonLd: resortJsonLd(r),
          lcpImage: r.pictures?.[0] ? mediaPreload(r.pictures[0], COVER_SIZES) : r.imageUrl,
        }
      : {
          title: resort.isPending ? 'Luxury Resorts in Cabo San Lucas' : 'Resort Not Found',
          description: 'Luxury resorts in Cabo San Lucas and San José del Cabo.',
          path: `/resorts/${slug}`,
        },
  );

  if (resort.isPending) {
    return (
      <p role="status" className={styles.container}>
        Loading resort…
      </p>
    );
  }
  if (resort.isError || !r) {
    return (
      <div className={styles.container}>
        <h1 className={styles.title}>
          {resort.isError ? 'This resort could not be loaded' : 'Resort Not Found'}
        </h1>
        <p className={styles.paragraph}>
          {resort.isError
            ? 'Please try again later.'
            : "Sorry, we couldn't find the resort you're looking for."}
        </p>
        <Link href="/resorts" className={styles.backLink}>
          Back to Resorts
        </Link>
      </div>
    );
  }
  return <ResortDetail resort={r} />;
}

function ResortDetail({ resort: r }: { resort: Resort }) {
  // Known only after hydration: the server renders the page for everyone.
  const user = useVisitor().data ?? null;
  const cover = r.pictures?.[0];
  // With pictures of its own, the cover is the hero and the rest the gallery (docs/media.md).
  const gallery = cover
    ? pictureGallery(r.pictures!.slice(1))
    : r.imageUrls.map((src, index) => ({
        src,
        alt: `${r.name}, picture ${index + 1}`,
        width: 1200,
        height: 800,
      }));
  return (
    <>
      <ListingCover
        pictures={r.pictures}
        imageUrl={r.imageUrl}
        width={1600}
        height={700}
        sizes={COVER_SIZES}
        className={styles.cover}
        hero={{ alt: `${r.name}, ${r.subtitle}`, frameClassName: styles.coverFrame }}
      />
      <div className={styles.container}>
        <Link href="/resorts" className={styles.backLink}>
          Back to Resorts
        </Link>
        <h1 className={styles.title}>{r.name}</h1>
        <p className={styles.subtitle}>{r.subtitle}</p>
        <div className={styles.facts}>
          {r.rating !== undefined ? (
            <Rating value={r.rating} showValue reviewCount={r.reviewCount} />
          ) : null}
          <span>{r.location}</span>
          <span>
            <span aria-hidden="true">{r.priceLevel}</span>
            <span className={visuallyHidden}>Price level {r.priceLevel}</span>
          </span>
          {r.fromNightlyPrice ? (
            <span>from {wholeDollars(Number(r.fromNightlyPrice))} / night</span>
          ) : null}
          <span>Up to {r.maxGuests} guests</span>
          <span>{r.rooms} rooms</span>
        </div>
        <div className={styles.layout}>
          <div className={styles.aside}>
            <Island when="visible">
              <ResortInquiryPart.Component resort={r} formId={FORM_ID} />
            </Island>
            {user ? (
              <aside className={styles.rewards} aria-label="Your rewards">
                <RewardsCard points={user.points} level={user.level} />
              </aside>
            ) : null}
          </div>
          <div className={styles.main}>
            <section className={styles.section} aria-labelledby="about-heading">
              <h2 id="about-heading" className={styles.sectionTitle}>
                About this Resort
              </h2>
              <p className={styles.paragraph}>{r.description}</p>
              <div className={styles.columns}>
                <div>
                  <h3 className={styles.subTitle}>Highlights</h3>
                  <ul className={styles.bullets}>
                    {r.highlights.map((h) => (
                      <li key={h}>{h}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className={styles.subTitle}>Location benefits</h3>
                  <ul className={styles.bullets}>
                    {r.locationBenefits.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </section>
            {r.features.length > 0 ? (
              <section className={styles.section} aria-labelledby="features-heading">
                <h2 id="features-heading" className={styles.sectionTitle}>
                  Special Features
                </h2>
                <SpecialFeatures features={r.features} aria-labelledby="features-heading" />
              </section>
            ) : null}
            <section className={styles.section} aria-labelledby="amenities-heading">
              <h2 id="amenities-heading" className={styles.sectionTitle}>
                What this resort offers
              </h2>
              <AmenityList amenities={r.amenities} aria-labelledby="amenities-heading" />
            </section>
            <section className={styles.section} aria-labelledby="good-to-know-heading">
              <h2 id="good-to-know-heading" className={styles.sectionTitle}>
                Good to know
              </h2>
              <GoodToKnow facts={r.goodToKnow} />
            </section>
            {gallery.length > (cover ? 0 : 1) ? (
              <ImageGallery images={gallery} title="Gallery" />
            ) : null}
            <section className={styles.section} aria-labelledby="reviews-heading">
              <h2 id="reviews-heading" className={styles.sectionTitle}>
                Guest Reviews
              </h2>
              <ReviewList reviews={r.reviews} aria-labelledby="reviews-heading" />
            </section>
            <ItemReview kind="resorts" itemId={r.id} itemName={r.name} />
            <ShareListing
              listingType="resort"
              listingId={r.slug}
              path={`/resorts/${r.slug}`}
              title="Share This Resort"
              text={r.name}
            />
          </div>
        </div>
      </div>
      <BookingBottomBar
        price={
          <>
            <span aria-hidden="true">{r.priceLevel}</span>
            <span className={visuallyHidden}>Price level {r.priceLevel}</span>
          </>
        }
        unit="/ night"
        actionLabel="Check Availability"
        targetId={FORM_ID}
      />
    </>
  );
}
