import { landingHeroes, testimonials } from '@cabo/data/landing';
import { LandingPage, landingParts } from '../../../lib/landing/LandingPage.tsx';

const benefits = [
  {
    title: 'Private Yacht Days',
    description: 'Open bar, music and a swim stop at the Arch, just for your crew.',
  },
  {
    title: 'Party Villas',
    description: 'Ocean-view villas with pools, sound systems and room for the whole group.',
  },
  {
    title: 'VIP Nightlife',
    description: 'Reserved tables and skip-the-line entry at the best clubs in town.',
  },
  {
    title: 'Private Chefs & Mixologists',
    description: 'Brunches, tasting dinners and cocktails served at your villa.',
  },
  {
    title: 'Adventure Add-Ons',
    description: 'ATVs in the desert, deep-sea fishing, zip lines and surf lessons.',
  },
  {
    title: 'Transport Sorted',
    description: 'Airport pickups and drivers on call, so nobody has to think about getting home.',
  },
];

/** The form loads with the page, in a chunk of its own (app/routes.tsx). */
export const parts = landingParts;

export default function BachelorTripPage() {
  return (
    <LandingPage
      pictures="bachelor"
      path="/group-trips/bachelor-bachelorette"
      metaTitle="Bachelor & Bachelorette Parties in Cabo"
      metaDescription="Plan a bachelor or bachelorette party in Cabo San Lucas: yacht days, party villas, VIP nightlife and a local team that handles every detail."
      hero={{
        eyebrow: 'Bachelor & Bachelorette',
        title: 'The Ultimate Cabo Celebration',
        intro:
          'Yachts, villas, private chefs and VIP nights out: a weekend the whole crew will talk about for years, planned end to end.',
        ctaLabel: 'Plan Your Party',
        image: landingHeroes.bachelor,
      }}
      figures={['travelers']}
      benefits={{
        title: 'Everything for the Perfect Weekend',
        intro: 'Mix and match, or let us design the whole itinerary.',
        items: benefits,
      }}
      testimonials={{ title: 'What Our Groups Say', items: testimonials.bachelor }}
      formIntro={{
        title: 'Start Planning the Celebration',
        text: 'Share your dates and group size. A party planner will come back with villas, a yacht and an itinerary.',
        points: [
          'Group rates on yachts and villas',
          'One planner for the whole group',
          'Reply within 24 hours',
        ],
      }}
      leadForm={{ form: 'party' }}
    />
  );
}
