import { priceAmount, type Adventure } from '@cabo/contract';
import {
  ADVENTURE_HERO_SIZES,
  AdventureHero,
  BookingBottomBar,
  Faq,
  GuestStepper,
  ImageGallery,
  mediaPreload,
  PriceBar,
  Rating,
  RewardsCard,
} from '@cabo/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { absoluteUrl } from '../../../lib/brand.ts';
import { useHead } from '../../../lib/head.ts';
import { pictureGallery, shareImageOf } from '../../../lib/pictures.ts';
import { useAdventure } from '../api/get-adventure.ts';
import { ShareListing } from '../../../lib/account/ShareListing.tsx';
import { useVisitor } from '../../../lib/account/visitor.ts';
import * as styles from './Adventures.css';
import { ItemReview } from '../../../lib/reviews/ItemReview.tsx';

const AdventureBookingHost = lazy(() => import('../components/AdventureBookingHost.tsx'));

/**
 * schema.org TouristAttraction with a USD offer (docs/catalogue.md). No aggregate rating: the
 * site sells this tour, and reviews of its own offers are not marked up as ratings.
 */
export function touristAttractionJsonLd(adventure: Adventure): Record<string, unknown> {
  const url = absoluteUrl(`/adventures/${adventure.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: adventure.title,
    description: adventure.description,
    image: absoluteUrl(adventure.imageUrl),
    url,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Cabo San Lucas',
      addressRegion: 'Baja California Sur',
      addressCountry: 'MX',
    },
    offers: {
      '@type': 'Offer',
      price: String(priceAmount(adventure.currentPrice)),
      priceCurrency: 'USD',
      url,
      availability: 'https://schema.org/InStock',
    },
  };
}

export default function AdventureDetailPage({ slug }: { slug: string }) {
  const adventure = useAdventure(slug);
  const path = `/adventures/${slug}`;
  const a = adventure.data;

  useHead(
    a
      ? {
          title: a.title,
          description: a.description,
          path,
          image: shareImageOf(a),
          jsonLd: touristAttractionJsonLd(a),
          lcpImage: a.pictures?.[0]
            ? mediaPreload(a.pictures[0], ADVENTURE_HERO_SIZES)
            : a.imageUrl,
        }
      : {
          title: adventure.isPending ? 'Cabo Adventures & Experiences' : 'Adventure not found',
          description: 'Tours and experiences in Los Cabos.',
          path,
        },
  );

  if (adventure.isPending) {
    return (
      <p role="status" className={styles.notFound}>
        Loading adventure…
      </p>
    );
  }
  if (adventure.isError) {
    return (
      <div className={styles.notFound}>
        <p role="alert">This adventure could not be loaded. Please try again later.</p>
        <Link href="/adventures">Back to Adventures</Link>
      </div>
    );
  }
  if (!a) {
    return (
      <div className={styles.notFound}>
        <h1>Adventure not found</h1>
        <p>It may have ended, or the link has a typo.</p>
        <Link href="/adventures">Back to Adventures</Link>
      </div>
    );
  }
  return <AdventureDetail adventure={a} />;
}

function AdventureDetail({ adventure: a }: { adventure: Adventure }) {
  const [guests, setGuests] = useState(1);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The sheet's chunk loads on the first "Book Now" and stays mounted after.
  const [sheetRequested, setSheetRequested] = useState(false);
  const visitor = useVisitor();
  const user = visitor.data ?? null;

  const openSheet = () => {
    setSheetRequested(true);
    setSheetOpen(true);
  };

  return (
    <>
      <AdventureHero
        title={a.title}
        imageUrl={a.imageUrl}
        picture={a.pictures?.[0]}
        rating={a.rating}
        duration={a.duration}
        minAge={a.minAge}
        provider={a.provider}
      />
      <div className={styles.detail}>
        <div className={styles.main}>
          <PriceBar
            currentPrice={a.currentPrice}
            originalPrice={a.originalPrice}
            discount={a.discount}
            guests={guests}
            onGuestsChange={setGuests}
            onBook={openSheet}
          />
          <section className={styles.section} aria-labelledby="about-title">
            <h2 id="about-title" className={styles.sectionTitle}>
              About This Adventure
            </h2>
            <p className={styles.text}>{a.description}</p>
          </section>
          <section className={styles.section} aria-labelledby="included-title">
            <h2 id="included-title" className={styles.sectionTitle}>
              What&apos;s Included
            </h2>
            <ul className={styles.list}>
              {a.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="practical-title">
            <h2 id="practical-title" className={styles.sectionTitle}>
              Good to Know
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt className={styles.factTerm}>Meeting point</dt>
                <dd className={styles.factValue}>{a.meetingPoint}</dd>
              </div>
              <div>
                <dt className={styles.factTerm}>What to bring</dt>
                <dd className={styles.factValue}>{a.whatToBring.join(', ')}</dd>
              </div>
              <div>
                <dt className={styles.factTerm}>Cancellation</dt>
                <dd className={styles.factValue}>{a.cancellationPolicy}</dd>
              </div>
              <div>
                <dt className={styles.factTerm}>Duration and age</dt>
                <dd className={styles.factValue}>
                  {a.duration}, ages {a.minAge} and up
                </dd>
              </div>
            </dl>
            <p className={styles.requestNote}>
              Bookings are requests: our team confirms availability by e-mail {a.replyTime}. Nothing
              is charged until you confirm.
            </p>
          </section>
          {a.pictures && a.pictures.length > 1 ? (
            // Its own pictures after the cover (docs/media.md); never the hero's art again.
            <ImageGallery title="Guest Photos" images={pictureGallery(a.pictures.slice(1))} />
          ) : null}
          <section className={styles.section} aria-labelledby="reviews-title">
            <h2 id="reviews-title" className={styles.sectionTitle}>
              Guest Reviews
            </h2>
            <ul className={styles.reviews}>
              {a.reviews.map((review) => (
                <li key={`${review.author}-${review.date}`} className={styles.review}>
                  <Rating value={review.rating} />
                  <p className={styles.text}>{review.content}</p>
                  <p className={styles.reviewMeta}>
                    {review.author} · {review.date}
                  </p>
                </li>
              ))}
            </ul>
          </section>
          <ItemReview kind="adventures" itemId={a.id} itemName={a.title} />
          <Faq items={a.faq} />
          <ShareListing
            listingType="adventure"
            listingId={a.slug}
            path={`/adventures/${a.slug}`}
            title="Share This Adventure"
            text={a.title}
          />
        </div>
        {user ? (
          <aside className={styles.side} aria-label="Your rewards">
            <RewardsCard points={user.points} level={user.level} />
          </aside>
        ) : null}
      </div>
      <BookingBottomBar
        label="Quick booking"
        price={a.currentPrice}
        originalPrice={a.originalPrice}
        actionLabel="Book Now"
        onAction={openSheet}
      >
        <GuestStepper
          label="Guests"
          value={guests}
          onChange={(value) => {
            if (Number.isFinite(value)) setGuests(value);
          }}
        />
      </BookingBottomBar>
      {sheetRequested ? (
        <Suspense fallback={null}>
          <AdventureBookingHost
            adventure={a}
            guests={guests}
            isOpen={sheetOpen}
            onOpenChange={setSheetOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
