import {
  BlogCard,
  Button,
  CuratedLanding,
  HorizontalScroller,
  Skeleton,
  VillaCard,
  visuallyHidden,
} from '@cabo/ui';
import { exploreTiles, heroAvatars, instagramTiles } from '../../../../../../data/home.ts';
import { Link } from 'wouter';
import { useGuideRequest } from '../../../app/guide-request/GuideRequestProvider.tsx';
import { brand } from '../../../lib/brand.ts';
import { villaSlug } from '../../../lib/villaSlug.ts';
import { useHead } from '../../../lib/head.ts';
import { useFeaturedVillas } from '../api/get-featured-villas.ts';
import { useLatestPosts } from '../api/get-latest-posts.ts';
import { HeroVideo } from '../components/HeroVideo.tsx';
import { curatedSections } from '../../../../../../data/navigation.ts';
import * as styles from './HomePage.css';

export default function HomePage() {
  useHead({
    title: 'Luxury Travel & Concierge in Cabo San Lucas',
    description:
      'Discover the magic of Cabo: luxury resorts, private villas, ocean adventures, restaurants and a local concierge in Cabo San Lucas and Los Cabos.',
    path: '/',
  });
  const openGuide = useGuideRequest();

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={styles.heroGrid}>
          <div>
            <span className={styles.badge}>#1 Traveler Community Since {brand.since}</span>
            <h1 id="home-hero-title" className={styles.heroTitle}>
              Discover the Magic of Cabo
            </h1>
            <p className={styles.heroText}>
              Luxury resorts, private villas, ocean adventures and the best tables in town, planned
              by locals who know Los Cabos.
            </p>
            <Button
              size="lg"
              onPress={() =>
                openGuide({
                  guideType: 'Ultimate Cabo Guide 2025',
                  title: 'Download Your Free Cabo Guide',
                  tags: 'Guide Request, Cabo Guide, Website',
                })
              }
            >
              Get Your Free Guide
            </Button>
            <div className={styles.avatars}>
              <ul className={styles.avatarList} aria-hidden="true">
                {heroAvatars.map((a) => (
                  <li key={a.image}>
                    <img src={a.image} alt="" width={40} height={40} className={styles.avatar} />
                  </li>
                ))}
              </ul>
              <p className={styles.avatarText}>
                Trusted by <strong>{brand.travelersClaim} travelers</strong>
              </p>
            </div>
          </div>
          <HeroVideo />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="explore-title">
        <h2 id="explore-title" className={styles.sectionTitle}>
          Explore Cabo
        </h2>
        <p className={styles.sectionIntro}>
          From the Arch at Land’s End to the quiet beaches of the East Cape: where to stay, what to
          do and where to eat.
        </p>
        <ul className={styles.tiles}>
          {exploreTiles.map((tile) => (
            <li key={tile.href}>
              <Link href={tile.href} className={styles.tile}>
                <img
                  src={tile.image}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                  className={styles.tileImage}
                />
                <span className={styles.tileLabel}>{tile.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="curated-title">
        <h2 id="curated-title" className={styles.sectionTitle}>
          Curated for You
        </h2>
        <p className={styles.sectionIntro}>
          Our favourite stays, days on the water and free guides to plan the rest.
        </p>
        <CuratedLanding sections={curatedSections} />
      </section>

      <FeaturedVillas />

      <section className={styles.section} aria-labelledby="concierge-title">
        <div className={styles.banner}>
          <div>
            <h2 id="concierge-title" className={styles.bannerTitle}>
              Luxury Concierge Services
            </h2>
            <p className={styles.bannerText}>
              Private chefs, yacht days, spa appointments and airport transfers: one message and our
              local team arranges the rest.
            </p>
          </div>
          <div className={styles.bannerAction}>
            <Link href="/concierge" className={styles.linkButton}>
              Learn More
              <span className={visuallyHidden}> about our luxury concierge services</span>
            </Link>
          </div>
        </div>
      </section>

      <LatestPosts />

      <section className={styles.section} aria-labelledby="restaurant-guide-title">
        <div className={styles.bannerAlt}>
          <div>
            <h2 id="restaurant-guide-title" className={styles.bannerTitle}>
              2025 Restaurant Guide
            </h2>
            <p className={styles.bannerText}>
              Our local picks, from beach-side taquerías to tasting menus with a view.
            </p>
          </div>
          <div className={styles.bannerAction}>
            <Button
              onPress={() =>
                openGuide({
                  guideType: '2025 Restaurant Guide',
                  title: 'Download Your Free Restaurant Guide',
                })
              }
            >
              Get the Restaurant Guide
            </Button>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="instagram-title">
        <h2 id="instagram-title" className={styles.sectionTitle}>
          Follow Our Adventures
        </h2>
        <p className={styles.sectionIntro}>
          <span className={styles.handle}>{brand.handle}</span> on Instagram
        </p>
        <ul className={styles.instagram}>
          {instagramTiles.map((tile) => (
            <li key={tile.image}>
              <a
                href={brand.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.instagramLink}
                aria-label={`${tile.alt} – ${brand.handle} on Instagram (opens in a new tab)`}
              >
                <img
                  src={tile.image}
                  alt=""
                  width={300}
                  height={300}
                  loading="lazy"
                  className={styles.instagramImage}
                />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function FeaturedVillas() {
  const villas = useFeaturedVillas();
  return (
    <section className={styles.section} aria-labelledby="villas-title">
      <h2 id="villas-title" className={styles.sectionTitle}>
        Featured Luxury Villas
      </h2>
      <p className={styles.sectionIntro}>Private homes with pools, views and room for everyone.</p>
      {villas.isError ? (
        <div className={styles.notice} role="alert">
          <h3 className={styles.noticeTitle}>Unable to load villas</h3>
          <p>We're experiencing technical difficulties. Please try again later.</p>
        </div>
      ) : (
        <div aria-busy={villas.isPending}>
          <HorizontalScroller label="Featured villas">
            {villas.isPending
              ? [0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} shape="rect" width="300px" height="21rem" />
                ))
              : villas.data.map((villa) => (
                  <VillaCard
                    key={villa.id}
                    href={`/villas/${villaSlug(villa.name)}`}
                    name={villa.name}
                    location={villa.location}
                    imageUrl={villa.imageUrl}
                    bedrooms={villa.bedrooms}
                    bathrooms={villa.bathrooms}
                    maxGuests={villa.maxGuests}
                    pricePerNight={villa.pricePerNight}
                  />
                ))}
          </HorizontalScroller>
        </div>
      )}
    </section>
  );
}

function LatestPosts() {
  const posts = useLatestPosts();
  return (
    <section className={styles.section} aria-labelledby="blog-title">
      <h2 id="blog-title" className={styles.sectionTitle}>
        Latest from Our Blog
      </h2>
      <p className={styles.sectionIntro}>Local guides, luxury travel and weddings in Los Cabos.</p>
      {posts.isError ? (
        <p role="alert">The latest posts could not be loaded. Please try again later.</p>
      ) : posts.isPending ? (
        <p role="status">Loading posts…</p>
      ) : (
        <ul className={styles.posts}>
          {posts.data.map((post, i) => (
            <li key={post.slug} className={i === 2 ? styles.thirdPost : undefined}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
