import { REAL_ESTATE_GUIDE_TYPE } from '@cabo/contract';
import { listings } from '@cabo/data/real-estate';
import { Button, Hero, Link, ListingCards, PageSection } from '@cabo/ui';
import { useLocation } from 'wouter';
import { useGuideRequest } from '../../../lib/guide-request.ts';
import { useHead } from '../../../lib/head.ts';

const TITLE = 'Cabo Real Estate';
const DESCRIPTION =
  'Featured homes, condos and villas for sale in Los Cabos, and a free guide to buying property in Mexico as a foreigner.';

/** /real-estate: hero with links to #listings and #guide, three listings, the guide request. */
export default function RealEstatePage() {
  const [path] = useLocation();
  const openGuideRequest = useGuideRequest();
  useHead({ title: TITLE, description: DESCRIPTION, path, lcpImage: listings[0]?.image });
  const requestGuide = () =>
    openGuideRequest({
      guideType: REAL_ESTATE_GUIDE_TYPE,
      title: 'Download Your Free Real Estate Guide',
      tags: 'Guide Request, Real Estate Guide, Website',
    });
  return (
    <>
      <Hero
        title={TITLE}
        intro="Oceanfront villas, beachfront condos and golf course homes, with local agents who know every neighbourhood."
        actions={
          <>
            <Link variant="button" href="#listings">
              View Listings
            </Link>
            <Link variant="button" href="#guide">
              Get the Buyer&apos;s Guide
            </Link>
          </>
        }
      />
      <div id="listings">
        <PageSection
          title="Featured Listings"
          intro="A few of the homes for sale in Los Cabos right now."
        >
          <ListingCards listings={listings} />
        </PageSection>
      </div>
      <div id="guide">
        <PageSection
          tone="brand"
          title="Buying Property in Los Cabos"
          intro="Neighbourhoods, the fideicomiso bank trust, closing costs and rental income: our free guide explains how foreigners buy on the coast."
          action={<Button onPress={requestGuide}>Download Free Guide</Button>}
        />
      </div>
    </>
  );
}
