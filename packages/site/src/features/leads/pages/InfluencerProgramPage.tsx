import { landingHeroes, testimonials } from '@cabo/data/landing';
import { LandingPage, landingParts } from '../../../lib/landing/LandingPage.tsx';
import { useFigureValue } from '../../../lib/siteFigures.ts';

const benefits = [
  {
    title: 'Hosted Stays',
    description: 'Villas and resorts matched to your audience and your content style.',
  },
  {
    title: 'Content-Ready Itineraries',
    description:
      'Golden-hour shoots, drone-friendly locations and the experiences your followers want.',
  },
  {
    title: 'Creative Freedom',
    description: 'Clear deliverables agreed up front; your voice stays yours.',
  },
  {
    title: 'Local Production Help',
    description: 'Photographers, boat captains and permits arranged when you need them.',
  },
  {
    title: 'Long-Term Partnerships',
    description: 'Creators who fit return every season, with growing collaborations.',
  },
];

/** The last benefit names the travellers figure (a site setting). */
function networkBenefit(travelers: string | undefined) {
  return {
    title: travelers ? `A Network of ${travelers} Travellers` : 'A Network of Travellers',
    description: 'Your content featured across our channels and newsletter.',
  };
}

/** The form loads with the page, in a chunk of its own (app/routes.tsx). */
export const parts = landingParts;

export default function InfluencerProgramPage() {
  const travelers = useFigureValue('travelers');
  return (
    <LandingPage
      pictures="influencer"
      path="/group-trips/influencer"
      metaTitle="Creator & Influencer Program in Cabo"
      metaDescription="Travel creators: apply to our Cabo program for hosted stays, content-ready itineraries and long-term partnerships."
      hero={{
        eyebrow: 'Creator Program',
        title: 'Create Your Best Content in Cabo',
        intro:
          'We host travel creators in Cabo’s most photogenic villas, boats and beaches. Apply and tell us about your audience.',
        ctaLabel: 'Apply Now',
        image: landingHeroes.influencer,
      }}
      figures={['travelers']}
      benefits={{ title: 'What Creators Get', items: [...benefits, networkBenefit(travelers)] }}
      testimonials={{ title: 'What Creators Say', items: testimonials.influencer }}
      formIntro={{
        title: 'Apply to the Program',
        text: 'Tell us about your channel and when you would like to visit. Our influencer team reviews every application.',
        points: ['All platforms welcome', 'Hosted stays and experiences', 'Reply within a week'],
      }}
      leadForm={{ form: 'influencer' }}
    />
  );
}
