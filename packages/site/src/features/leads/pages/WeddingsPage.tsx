import { galleries, landingHeroes, testimonials } from '@cabo/data/landing';
import { LandingPage, landingParts } from '../../../lib/landing/LandingPage.tsx';
import { useFigureValue } from '../../../lib/siteFigures.ts';

const benefits = [
  {
    title: 'Venues on the Sand and Cliffs',
    description: 'Beach ceremonies, clifftop terraces, chapels and private villas.',
  },
  {
    title: 'Full Planning & Coordination',
    description: 'A dedicated planner from the first call to the last dance.',
  },
  {
    title: 'Guest Travel Handled',
    description: 'Room blocks, villas, airport transfers and welcome bags for every guest.',
  },
  {
    title: 'Legal & Symbolic Ceremonies',
    description: 'Paperwork, officiants and translations taken care of.',
  },
  {
    title: 'Local Vendors We Trust',
    description: 'Florists, photographers, mariachis and chefs we have worked with for years.',
  },
  {
    title: 'Pre- and Post-Wedding Events',
    description: 'Welcome parties, rehearsal dinners, sunset sails and farewell brunches.',
  },
];

/** The form loads with the page, in a chunk of its own (app/routes.tsx). */
export const parts = landingParts;

export default function WeddingsPage() {
  const weddings = useFigureValue('weddings');
  return (
    <LandingPage
      pictures="wedding"
      path="/weddings"
      metaTitle="Destination Weddings in Cabo San Lucas"
      metaDescription="Plan your destination wedding in Cabo: beach and clifftop venues, full planning, guest travel and trusted local vendors."
      hero={{
        eyebrow: 'Destination Weddings',
        title: 'Your Dream Wedding in Cabo',
        intro:
          'Say “I do” on the sand at sunset. Our wedding team plans the ceremony, the celebration and your guests’ travel, so you can enjoy every moment.',
        ctaLabel: 'Start Planning',
        image: landingHeroes.wedding,
      }}
      figures={['weddings', 'travelers']}
      benefits={{
        title: 'Why Couples Choose Us',
        intro: 'Everything for a wedding weekend, in one place.',
        items: benefits,
      }}
      gallery={{
        title: 'Weddings in Cabo',
        intro: 'Ceremonies, receptions and the moments in between.',
        items: galleries.wedding,
      }}
      testimonials={{ title: 'What Couples Say', items: testimonials.wedding }}
      formIntro={{
        title: 'Tell Us About Your Day',
        text: 'Share your date, guest count and budget. A wedding planner will reply with venues and ideas.',
        points: [
          ...(weddings ? [`${weddings} weddings planned`] : []),
          'Venues for 2 to 300 guests',
          'Reply within 24 hours',
        ],
      }}
      leadForm={{ form: 'wedding' }}
    />
  );
}
