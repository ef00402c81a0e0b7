import { galleries, landingHeroes, testimonials } from '@cabo/data/landing';
import { LandingPage, landingParts } from '../../../lib/landing/LandingPage.tsx';

const benefits = [
  {
    title: 'Villas With Room for Everyone',
    description:
      'Private pools with safety fences, cribs, high chairs and bedrooms for every generation.',
  },
  {
    title: 'Kid-Approved Adventures',
    description:
      'Turtle releases, glass-bottom boats, camel rides and calm beaches for first snorkels.',
  },
  {
    title: 'Private Chefs',
    description:
      'Taco nights, pancake mornings and menus that please picky eaters and foodies alike.',
  },
  {
    title: 'Seamless Transfers',
    description:
      'Car seats installed, cold drinks in the cooler, and the groceries waiting at the villa.',
  },
  {
    title: 'Trusted Babysitters',
    description: 'Vetted, CPR-trained sitters so the grown-ups can enjoy a sunset dinner.',
  },
  {
    title: 'One Planner, 24/7',
    description: 'A local concierge who knows your family’s plans and answers day or night.',
  },
];

/** The form loads with the page, in a chunk of its own (app/routes.tsx). */
export const parts = landingParts;

export default function FamilyTripPage() {
  return (
    <LandingPage
      pictures="family"
      path="/group-trips/family"
      metaTitle="Family Vacations in Cabo San Lucas"
      metaDescription="Family trips to Cabo planned for every age: villas with room for everyone, kid-friendly adventures, private chefs and a local concierge."
      hero={{
        eyebrow: 'Family Vacations',
        title: 'Unforgettable Family Vacations in Cabo',
        intro:
          'Villas with room for everyone, adventures for every age and a local team that plans every detail, so you can simply enjoy your family.',
        ctaLabel: 'Plan Your Family Trip',
        image: landingHeroes.family,
      }}
      figures={['families', 'travelers']}
      benefits={{
        title: 'Why Families Choose Us',
        intro: 'Everything a multi-generation trip needs, arranged before you land.',
        items: benefits,
      }}
      gallery={{
        title: 'Family Moments in Cabo',
        intro: 'A few of the days our families remember most.',
        items: galleries.family,
      }}
      testimonials={{ title: 'What Families Say', items: testimonials.family }}
      formIntro={{
        title: 'Start Planning Your Family Trip',
        text: 'Tell us your dates and who is coming. A family travel specialist will reply with villas and a day-by-day plan.',
        points: [
          'Hand-picked family-friendly villas',
          'Activities matched to your children’s ages',
          'No cost to plan, no obligation',
        ],
      }}
      leadForm={{ form: 'family' }}
    />
  );
}
