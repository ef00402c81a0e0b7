import {
  BlogCard,
  CardGrid,
  CardGridItem,
  CuratedLanding,
  fileOrPictureProps,
  Hero,
  HorizontalScroller,
  Image,
  PageSection,
  PlainButton,
  Skeleton,
  VillaCard,
  visuallyHidden,
} from '@cabo/ui';
import { exploreTiles, heroAvatars, instagramTiles } from '@cabo/data/home';
import { Link } from 'wouter';
import { useGuideRequest } from '../../../lib/guide-request.ts';
import { brand } from '../../../lib/brand.ts';
import { villaSlug } from '@cabo/data/parsers/slugs';
import { useHead } from '../../../lib/head.ts';
import { useSitePictures } from '../../../lib/sitePictures.ts';
import { useFigureValue } from '../../../lib/siteFigures.ts';
import { useFeaturedVillas } from '../api/get-featured-villas.ts';
import { useLatestPosts } from '../api/get-latest-posts.ts';
import { HeroVideo } from '../components/HeroVideo.tsx';
import { curatedSections } from '@cabo/data/navigation';
import * as styles from './HomePage.css';

/** Two tiles a row, three from the medium breakpoint (CardGrid's columns below). */
const EXPLORE_TILE_SIZES = '(min-width: 48rem) 33vw, 50vw';
/** Two tiles a row, four from the medium breakpoint. */
const INSTAGRAM_TILE_SIZES = '(min-width: 48rem) 25vw, 50vw';

export default function HomePage() {
  const travelers = useFigureValue('travelers');
  const picture = useSitePictures('home');
  useHead({
    title: 'Luxury Travel & Concierge in Cabo San Lucas',
    description:
      'Discover the magic of Cabo: luxury resorts, private villas, ocean adventures, restaurants and a local concierge in Cabo San Lucas and Los Cabos.',
    path: '/',
    lcpImage: '/media/cabo-waves-poster.jpg',
  });
  const openGuide = useGuideRequest();

  return (
    <>
      <Hero
        eyebrow={<>#1 Traveler Community Since {brand.since}</>}
        title="Discover the Magic of Cabo"
        intro="Luxury resorts, private villas, ocean adventures and the best tables in town, planned by locals who know Los Cabos."
        actions={
          <PlainButton
            size="lg"
            onClick={() =>
              openGuide({
                guideType: 'Ultimate Cabo Guide 2025',
                title: 'Download Your Free Cabo Guide',
                tags: 'Guide Request, Cabo Guide, Website',
              })
            }
          >
            Get Your Free Guide
          </PlainButton>
        }
        media={<HeroVideo />}
      >
        <div className={styles.avatars}>
          <ul className={styles.avatarList} aria-hidden="true">
            {heroAvatars.map((a) => (
              <li key={a.image}>
                {/* Decoration beside the heading: lazy, never ahead of the hero video. */}
                <span className={styles.avatar}>
                  <Image
                    {...fileOrPictureProps(a.image, picture(a.image), '2.5rem')}
                    alt=""
                    width={40}
                    height={40}
                  />
                </span>
              </li>
            ))}
          </ul>
          {travelers ? (
            <p className={styles.avatarText}>
              Trusted by <strong>{travelers} travelers</strong>
            </p>
          ) : null}
        </div>
      </Hero>

      <PageSection
        title="Explore Cabo"
        intro="From the Arch at Land’s End to the quiet beaches of the East Cape: where to stay, what to do and where to eat."
      >
        <CardGrid columns={{ base: 2, md: 3 }} gap="md">
          {exploreTiles.map((tile) => (
            <CardGridItem key={tile.href}>
              <Link href={tile.href} className={styles.tile}>
                <Image
                  {...fileOrPictureProps(tile.image, picture(tile.image), EXPLORE_TILE_SIZES)}
                  alt=""
                  width={400}
                  height={300}
                />
                <span className={styles.tileLabel}>{tile.title}</span>
              </Link>
            </CardGridItem>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection
        title="Curated for You"
        intro="Our favourite stays, days on the water and free guides to plan the rest."
      >
        <CuratedLanding sections={curatedSections} />
      </PageSection>

      <FeaturedVillas />

      <PageSection
        tone="brand"
        title="Luxury Concierge Services"
        intro="Private chefs, yacht days, spa appointments and airport transfers: one message and our local team arranges the rest."
        action={
          <Link href="/concierge" className={styles.linkButton}>
            Learn More
            <span className={visuallyHidden}> about our luxury concierge services</span>
          </Link>
        }
      />

      <LatestPosts />

      <PageSection
        tone="sunset"
        title="2025 Restaurant Guide"
        intro="Our local picks, from beach-side taquerías to tasting menus with a view."
        action={
          <PlainButton
            onClick={() =>
              openGuide({
                guideType: '2025 Restaurant Guide',
                title: 'Download Your Free Restaurant Guide',
              })
            }
          >
            Get the Restaurant Guide
          </PlainButton>
        }
      />

      <PageSection
        title="Follow Our Adventures"
        intro={
          <>
            <span className={styles.handle}>{brand.handle}</span> on Instagram
          </>
        }
      >
        <CardGrid columns={{ base: 2, md: 4 }} gap="sm">
          {instagramTiles.map((tile) => (
            <CardGridItem key={tile.image}>
              <a
                href={brand.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.instagramLink}
                aria-label={`${tile.alt} – ${brand.handle} on Instagram (opens in a new tab)`}
              >
                <Image
                  {...fileOrPictureProps(tile.image, picture(tile.image), INSTAGRAM_TILE_SIZES)}
                  alt=""
                  width={300}
                  height={300}
                />
              </a>
            </CardGridItem>
          ))}
        </CardGrid>
      </PageSection>
    </>
  );
}

function FeaturedVillas() {
  const villas = useFeaturedVillas();
  return (
    <PageSection
      title="Featured Luxury Villas"
      intro="Private homes with pools, views and room for everyone."
      action={
        <Link href="/villas" className={styles.viewAll}>
          View all villas
        </Link>
      }
    >
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
                    villa={villa}
                    href={`/villas/${villaSlug(villa.name)}`}
                  />
                ))}
          </HorizontalScroller>
        </div>
      )}
    </PageSection>
  );
}

function LatestPosts() {
  const posts = useLatestPosts();
  return (
    <PageSection
      title="Latest from Our Blog"
      intro="Local guides, luxury travel and weddings in Los Cabos."
    >
      {posts.isError ? (
        <p role="alert">The latest posts could not be loaded. Please try again later.</p>
      ) : posts.isPending ? (
        <p role="status">Loading posts…</p>
      ) : (
        <CardGrid>
          {posts.data.map((post, i) => (
            // The third post shows from the large breakpoint only, where three fit in a row.
            <CardGridItem key={post.slug} showFrom={i === 2 ? 'lg' : undefined}>
              <BlogCard post={post} />
            </CardGridItem>
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
