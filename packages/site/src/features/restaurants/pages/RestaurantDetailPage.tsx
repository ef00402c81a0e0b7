import type { Restaurant } from '@cabo/contract';
import { caboWeekday, openState, openStateLabel } from '@cabo/data/restaurants-hours';
import {
  Badge,
  cuisineBadgeTone,
  ListingCover,
  ImageGallery,
  Link as UiLink,
  mediaPreload,
  MenuSections,
  OpeningHours,
  Rating,
  ReservationPanel,
} from '@cabo/ui';
import { Link } from 'wouter';
import { previousLocation } from '../../../lib/previousLocation.ts';
import { useHead } from '../../../lib/head.ts';
import { COVER_SIZES, pictureGallery, shareImageOf } from '../../../lib/pictures.ts';
import { useRestaurant } from '../api/get-restaurant.ts';
import { useTableRequest } from '../components/useTableRequest.tsx';
import { restaurantJsonLd } from '../restaurant-json-ld.ts';
import { useCaboClock } from '../useCaboClock.ts';
import * as styles from './Restaurants.css';
import { ItemReview } from '../../../lib/reviews/ItemReview.tsx';

/** A maps search for the address (the visitor's maps app picks the route). */
export const directionsUrl = (r: Pick<Restaurant, 'name' | 'address'>) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${r.name}, ${r.address}`)}`;

export default function RestaurantDetailPage({ id }: { id: string }) {
  const restaurant = useRestaurant(id);
  const path = `/restaurants/${id}`;
  const r = restaurant.data;

  useHead(
    r
      ? {
          title: `${r.name} · ${r.cuisine} in ${r.location}`,
          description: r.description,
          path,
          image: shareImageOf(r),
          jsonLd: restaurantJsonLd(r),
          lcpImage: r.pictures?.[0] ? mediaPreload(r.pictures[0], COVER_SIZES) : r.imageUrl,
        }
      : {
          title: restaurant.isPending ? 'Restaurants in Cabo' : 'Restaurant not found',
          description: 'Where to eat in Los Cabos, with table requests.',
          path,
        },
  );

  if (restaurant.isPending) {
    return (
      <p role="status" className={styles.container}>
        Loading restaurant…
      </p>
    );
  }
  if (restaurant.isError || !r) {
    return (
      <div className={styles.container}>
        <h1 className={styles.title}>
          {restaurant.isError ? 'This restaurant could not be loaded' : 'Restaurant not found'}
        </h1>
        {restaurant.isError ? <p role="alert">Please try again later.</p> : null}
        <BackToRestaurants />
      </div>
    );
  }
  return <RestaurantDetail restaurant={r} />;
}

/**
 * Spec: "Back to Restaurants" is the browser's back. When the visitor came from the list it
 * goes back in history, to the list with its sort and filters (they live in its URL);
 * otherwise (a shared link, a search result) it is a link to /restaurants.
 */
function BackToRestaurants() {
  return (
    <Link
      href="/restaurants"
      className={styles.backLink}
      // wouter's Link leaves modified clicks (new tab) to the browser before this runs.
      onClick={(event) => {
        const previous = previousLocation();
        if (!previous || !/^\/restaurants(\?|$)/.test(previous)) return;
        event.preventDefault();
        window.history.back();
      }}
    >
      Back to Restaurants
    </Link>
  );
}

function RestaurantDetail({ restaurant: r }: { restaurant: Restaurant }) {
  const now = useCaboClock();
  const { requestTable, dialog } = useTableRequest();
  const open = now ? openStateLabel(openState(r.hours, now)) : null;
  const hasHours = Object.keys(r.hours).length > 0;
  const hasMenu = r.menu.length > 0;

  return (
    <>
      <ListingCover
        pictures={r.pictures}
        imageUrl={r.imageUrl}
        width={1600}
        height={700}
        sizes={COVER_SIZES}
        className={styles.cover}
        hero={{ alt: `${r.name}, ${r.location}`, frameClassName: styles.coverFrame }}
      />
      <div className={styles.container}>
        <BackToRestaurants />
        <h1 className={styles.title}>{r.name}</h1>
        <p className={styles.facts}>
          {r.rating !== undefined ? (
            <Rating value={r.rating} showValue reviewCount={r.reviewCount} />
          ) : null}
          <span>{r.location}</span>
          <span>{r.priceRange}</span>
          <Badge tone={cuisineBadgeTone(r.cuisine)}>{r.cuisine}</Badge>
        </p>
        {/* Filled in after hydration: the server's HTML is cached and would go stale. */}
        <p className={styles.openState} data-open={open?.startsWith('Open now') ? '' : undefined}>
          {open}
        </p>
        <div className={styles.layout}>
          <section className={styles.about} aria-labelledby="about-heading">
            <h2 id="about-heading" className={styles.sectionTitle}>
              About
            </h2>
            <p className={styles.paragraph}>{r.description}</p>
            {r.features.length > 0 ? (
              <ul className={styles.features} aria-label="Features">
                {r.features.map((f) => (
                  <li key={f}>
                    <Badge tone="sand">{f}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            {hasMenu ? (
              <div>
                <h3 className={styles.subTitle}>Menu</h3>
                <MenuSections menu={r.menu} headingLevel={4} />
              </div>
            ) : null}
            {r.phone || r.website ? (
              <div className={styles.contact}>
                <h3 className={styles.subTitle}>Contact</h3>
                {r.phone ? (
                  <UiLink href={`tel:${r.phone.replace(/\s+/g, '')}`}>{r.phone}</UiLink>
                ) : null}
                {r.website ? (
                  <UiLink href={r.website} isExternal>
                    Visit Website
                  </UiLink>
                ) : null}
              </div>
            ) : null}
            {hasHours ? (
              <div>
                <h3 className={styles.subTitle}>Hours</h3>
                <OpeningHours hours={r.hours} today={now ? caboWeekday(now) : null} />
              </div>
            ) : null}
            <div className={styles.contact}>
              <h3 className={styles.subTitle}>Address</h3>
              <p className={styles.paragraph}>{r.address}</p>
              <UiLink href={directionsUrl(r)} isExternal variant="button">
                Get Directions
              </UiLink>
            </div>
          </section>
          <ItemReview kind="restaurants" itemId={r.id} itemName={r.name} />
          <div className={styles.sidebar}>
            <ReservationPanel
              restaurantName={r.name}
              bookingsToday={r.bookingsToday}
              timeslots={r.availableTimeslots}
              bookingUrl={r.openTableUrl || undefined}
              onRequestTable={() => requestTable({ id: r.id, name: r.name })}
            />
          </div>
        </div>
        {r.pictures && r.pictures.length > 1 ? (
          <ImageGallery title="Photos" images={pictureGallery(r.pictures.slice(1))} />
        ) : null}
      </div>
      {dialog}
    </>
  );
}
