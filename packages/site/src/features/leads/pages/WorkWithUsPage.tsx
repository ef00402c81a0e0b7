import { instagramTiles } from '@cabo/data/home';
import { landingHeroes, testimonials } from '@cabo/data/landing';
import { PageSection, SocialFeed } from '@cabo/ui';
import { brand } from '../../../lib/brand.ts';
import { useSitePictures } from '../../../lib/sitePictures.ts';
import { LandingPage, landingParts } from '../../../lib/landing/LandingPage.tsx';
import { useFigureValue } from '../../../lib/siteFigures.ts';

// The generic partner template: its title also decides the leads' interest type.
const PAGE_TITLE = 'Work With Us';

const features = [
  {
    title: 'Tour & Activity Operators',
    description: 'Reach travellers planning their days before they land.',
  },
  {
    title: 'Restaurants & Bars',
    description: 'Fill tables with guests who are looking for exactly what you serve.',
  },
  {
    title: 'Villas & Boutique Hotels',
    description: 'Direct, well-matched bookings from families, groups and couples.',
  },
  {
    title: 'Wellness & Spa',
    description: 'In-villa treatments and spa days for our concierge guests.',
  },
  {
    title: 'Photographers & Creators',
    description: 'Work with weddings, groups and our creator program.',
  },
  {
    title: 'Event Vendors',
    description: 'Florists, musicians, rentals and caterers for our events and weddings.',
  },
];

const benefits = [
  {
    title: 'Well-Matched Guests',
    description: 'We send the travellers your business suits, when it suits you.',
  },
  {
    title: 'Steady Demand',
    description: 'Families, weddings, groups and concierge guests all year round.',
  },
  {
    title: 'Fair, Clear Terms',
    description: 'Commissions agreed up front and paid on time, every month.',
  },
];

const faqs = [
  {
    id: 'cost',
    title: 'Does it cost anything to partner with you?',
    content:
      'No joining fee. We agree a commission or a referral arrangement that fits your business before we send any guests.',
  },
  {
    id: 'who',
    title: 'What kind of businesses do you work with?',
    content:
      'Local businesses in Los Cabos that serve visitors well: tours, restaurants, stays, wellness, events and creators.',
  },
  {
    id: 'how',
    title: 'How do guests reach us?',
    content:
      'We recommend you in our itineraries, guides and concierge conversations, and book on the guest’s behalf when they choose you.',
  },
  {
    id: 'reply',
    title: 'How soon will you reply?',
    content: 'Within two business days. We usually suggest a short call or a visit.',
  },
];

// The feed's captions, one per picture of the home page's Instagram row (same order).
const feedCaptions = [
  'Golden hour at Land’s End, on a partner’s sunset sail.',
  'Pool days and sea views at one of our partner villas.',
  'Whale season is here (December to April): our captains know where to look.',
  'Friday fish tacos in the marina with a partner chef.',
];

/** The form loads with the page, in a chunk of its own (app/routes.tsx). */
export const parts = landingParts;

export default function WorkWithUsPage() {
  const travelers = useFigureValue('travelers');
  const picture = useSitePictures('partner');
  return (
    <LandingPage
      pictures="partner"
      path="/work-with-us"
      metaTitle="Partner With Us | Work With Cabo Travel & Concierge"
      metaDescription="Local businesses in Los Cabos: partner with us to reach travellers, groups, couples and families planning their trip."
      hero={{
        eyebrow: 'Partner With Us',
        title: PAGE_TITLE,
        intro: `We connect ${travelers ? `${travelers} ` : ''}travellers with the best of Los Cabos. If your business makes a visit better, let’s work together.`,
        ctaLabel: 'Get in Touch',
        image: landingHeroes.partner,
      }}
      figures={['partners', 'travelers']}
      features={{
        title: 'Who We Work With',
        intro: 'Partners who share our standard of care for guests.',
        items: features,
      }}
      benefits={{ title: 'Why Partner With Us', items: benefits }}
      testimonials={{ title: 'What Our Partners Say', items: testimonials.partner }}
      faqs={{ title: 'Frequently Asked Questions', items: faqs }}
      formIntro={{
        title: 'Get in Touch',
        text: "Tell us about your business and we'll be in touch with you shortly.",
        points: [],
      }}
      stickyForm
      extra={
        <PageSection
          title="Follow Us on Instagram"
          intro="What our guests and partners are up to this week in Los Cabos."
        >
          <SocialFeed
            handle={brand.handle}
            network="Instagram"
            profileUrl={brand.social.instagram}
            posts={instagramTiles.map((tile, i) => ({
              ...tile,
              caption: feedCaptions[i],
              picture: picture(tile.image),
            }))}
          />
        </PageSection>
      }
      leadForm={{ form: 'partner', pageTitle: PAGE_TITLE, title: 'Get in Touch' }}
    />
  );
}
