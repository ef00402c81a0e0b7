import { realEstateInvestmentLevels, REAL_ESTATE_GUIDE_TYPE } from '@cabo/contract';
import {
  GuideRequestForm,
  Hero,
  LeadFormCard,
  Link,
  LISTING_CARD_SIZES,
  ListingCards,
  mediaPreload,
  PageSection,
  scrollToSection,
} from '@cabo/ui';
import { useEffect, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useHead } from '../../../lib/head.ts';
import { useRealEstateListings } from '../api/get-listings.ts';
import { useGuideRequestSubmit } from '../../../lib/useGuideRequestSubmit.ts';
import * as styles from './RealEstatePage.css';

const TITLE = 'Cabo Real Estate';
const DESCRIPTION =
  'Featured homes, condos and villas for sale in Los Cabos, and a free guide to buying property in Mexico as a foreigner.';
const GUIDE_TITLE = 'Download Your Free Real Estate Guide';
const SECTIONS = ['listings', 'guide'];

const realEstateGuide = {
  guideType: REAL_ESTATE_GUIDE_TYPE,
  tags: `Guide Request, ${REAL_ESTATE_GUIDE_TYPE}, Website`,
};

/** The hero's links scroll on the page (a client-side navigation to '#id' would not). */
function toSection(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const id = event.currentTarget.hash.slice(1);
  if (scrollToSection(id)) {
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
}

/**
 * /real-estate: hero with links to #listings and #guide, the published listings (from the
 * database, docs/catalogue.md "Real estate"), and the Real Estate guide's request form
 * inline in #guide (the guide dialog's form and submission).
 */
export default function RealEstatePage() {
  const [path] = useLocation();
  const listings = useRealEstateListings();
  const first = listings.data?.[0];
  useHead({
    title: TITLE,
    description: DESCRIPTION,
    path,
    // The first listing's own cover (docs/media.md), else its drawn art.
    lcpImage: first?.pictures?.[0]
      ? mediaPreload(first.pictures[0], LISTING_CARD_SIZES)
      : first?.imageUrl,
  });
  const { submit } = useGuideRequestSubmit(realEstateGuide);

  // A full page load scrolls to the hash natively; a client-side navigation to
  // /real-estate#guide lands here without scrolling, so the page goes there itself.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (SECTIONS.includes(id)) scrollToSection(id);
  }, []);

  return (
    <>
      <Hero
        title={TITLE}
        intro="Oceanfront villas, beachfront condos and golf course homes, with local agents who know every neighbourhood."
        actions={
          <>
            <Link variant="button" href="#listings" onClick={toSection}>
              View Listings
            </Link>
            <Link variant="button" href="#guide" onClick={toSection}>
              Get the Buyer&apos;s Guide
            </Link>
          </>
        }
      />
      <div id="listings" tabIndex={-1} className={styles.anchor}>
        <PageSection
          title="Featured Listings"
          intro="A few of the homes for sale in Los Cabos right now."
        >
          {listings.isError ? (
            <p role="alert">The listings could not be loaded. Please try again later.</p>
          ) : listings.isPending ? (
            <p role="status">Loading listings…</p>
          ) : listings.data.length === 0 ? (
            <p>No listings right now. Ask us about homes for sale in the guide below.</p>
          ) : (
            <ListingCards listings={listings.data} />
          )}
        </PageSection>
      </div>
      <PageSection
        title="Buying Property in Los Cabos"
        intro="Neighbourhoods, the fideicomiso bank trust, closing costs and rental income: our free guide explains how foreigners buy on the coast."
      >
        <div className={styles.guideCard}>
          <LeadFormCard
            id="guide"
            title={GUIDE_TITLE}
            description="Enter your details below to get instant access to our premium guide."
          >
            <GuideRequestForm
              aria-label={GUIDE_TITLE}
              askAgentInterest
              investmentLevels={realEstateInvestmentLevels}
              onSubmit={submit}
            />
          </LeadFormCard>
        </div>
      </PageSection>
    </>
  );
}
