import { galleries, landingHeroes, testimonials } from '@cabo/data/landing';
import { LandingPage, landingParts } from '../../../lib/landing/LandingPage.tsx';

const services = [
  {
    title: 'Presidents Club & Incentive Trips',
    description:
      'Reward top performers with resort buyouts, private yachts and once-in-a-lifetime dinners.',
  },
  {
    title: 'Team Building',
    description:
      'Sailing regattas, desert ATV challenges and cooking classes that bring teams together.',
  },
  {
    title: 'Strategic Planning Retreats',
    description: 'Quiet meeting rooms with ocean views, full AV and breakout spaces.',
  },
  {
    title: 'Conferences',
    description:
      'Venues for up to 300 guests, with registration, staging and simultaneous translation.',
  },
  {
    title: 'Ground Logistics',
    description:
      'Airport transfers, welcome desks and on-site coordinators for every day of the event.',
  },
  {
    title: 'Branded Experiences',
    description: 'Gifts, signage and dinners on the beach that carry your brand.',
  },
];

/** The form loads with the page, in a chunk of its own (app/routes.tsx). */
export const parts = landingParts;

export default function CorporateEventPage() {
  return (
    <LandingPage
      pictures="corporate"
      path="/group-trips/corporate"
      metaTitle="Corporate Events & Incentive Trips in Cabo"
      metaDescription="Corporate retreats, Presidents Club trips, team building and conferences in Cabo San Lucas, with local planning and on-site coordination."
      hero={{
        eyebrow: 'Corporate Events',
        title: 'Corporate Events That Inspire',
        intro:
          'Incentive trips, leadership retreats and conferences in Cabo, with flawless logistics and experiences your team will never forget.',
        ctaLabel: 'Plan Your Event',
        image: landingHeroes.corporate,
      }}
      figures={['travelers']}
      benefits={{
        title: 'Our Corporate Services',
        intro: 'From a 10-person offsite to a 300-guest conference.',
        items: services,
      }}
      gallery={{
        title: 'Events We Have Hosted',
        intro: 'Venues and experiences our corporate guests loved.',
        items: galleries.corporate,
      }}
      testimonials={{ title: 'What Our Clients Say', items: testimonials.corporate }}
      formIntro={{
        title: 'Request a Proposal',
        text: 'Tell us about your company and the event. Our events team will reply with venues, an agenda and a budget.',
        points: [
          'Venues for 10 to 300 guests',
          'One point of contact from planning to the last transfer',
          'Proposal within 48 hours',
        ],
      }}
      leadForm={{ form: 'corporate' }}
    />
  );
}
