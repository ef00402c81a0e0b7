import { landingHeroes, testimonials } from '@cabo/data/landing';
import { LandingPage, landingParts } from '../../../lib/landing/LandingPage.tsx';

const services = [
  {
    title: 'Private Chefs',
    description: 'From a seafood feast on the terrace to a tasting menu with wine pairings.',
  },
  {
    title: 'Yacht Charters',
    description: 'Luxury yachts with crew for snorkelling, whale watching or sunset cocktails.',
  },
  {
    title: 'Impossible Reservations',
    description: 'Tables at the most sought-after restaurants, even on the busiest nights.',
  },
  {
    title: 'Private Transfers',
    description: 'SUVs and drivers waiting at the airport and on call throughout your stay.',
  },
  {
    title: 'Spa & Wellness',
    description: 'In-villa massages, private yoga and spa days at the best resorts.',
  },
  {
    title: 'Anything, Anytime',
    description: 'Stocked fridges, celebrations, surprises: one message and it is done.',
  },
];

/** The form loads with the page, in a chunk of its own (app/routes.tsx). */
export const parts = landingParts;

export default function LuxuryConciergePage() {
  return (
    <LandingPage
      pictures="concierge"
      path="/group-trips/luxury-concierge"
      metaTitle="Luxury Concierge Services in Cabo San Lucas"
      metaDescription="VIP concierge in Cabo: private chefs, yacht charters, impossible reservations, transfers and anything else you need, arranged by local specialists."
      hero={{
        eyebrow: 'Luxury Concierge',
        title: 'Luxury Concierge Services',
        intro:
          'Private chefs, yachts, reservations and transfers, arranged by specialists who live here. Tell us what you want; we take care of the rest.',
        ctaLabel: 'Request VIP Service',
        image: landingHeroes.concierge,
      }}
      figures={['travelers', 'families']}
      benefits={{
        title: 'VIP Services',
        intro: 'Every detail of your stay, handled.',
        items: services,
      }}
      testimonials={{ title: 'What Our Guests Say', items: testimonials.concierge }}
      formIntro={{
        title: 'Tell Us What You Need',
        text: 'A luxury concierge specialist will contact you within 24 hours to design your custom experience.',
        points: [
          'Local specialists, 24/7',
          'Preferred access at top venues',
          'One contact for your whole stay',
        ],
      }}
      leadForm={{ form: 'concierge' }}
    />
  );
}
