import { galleries, landingHeroes, testimonials } from '@cabo/data/landing';
import { LandingPage, landingParts } from '../../../lib/landing/LandingPage.tsx';
import { useFigureValue } from '../../../lib/siteFigures.ts';

const services = [
  {
    title: 'Vacation Rental Marketing',
    description:
      'Professional photos, listings on the major platforms and pricing that follows demand.',
  },
  {
    title: 'Guest Experience',
    description: 'Check-in, concierge and 24/7 support that earn five-star reviews.',
  },
  {
    title: 'Housekeeping & Maintenance',
    description: 'Hotel-standard cleaning and preventive care for pools, AC and gardens.',
  },
  {
    title: 'Transparent Reporting',
    description: 'A monthly statement of bookings, income and expenses, with receipts.',
  },
  {
    title: 'Owner Stays Made Easy',
    description: 'Block your own dates any time; we prepare the house for your arrival.',
  },
  {
    title: 'Local Compliance',
    description: 'Permits, taxes and HOA rules handled by a team that knows Los Cabos.',
  },
];

const steps = [
  {
    title: 'Evaluation',
    description: 'We visit your property, review its rental history and estimate its income.',
  },
  {
    title: 'Setup',
    description: 'Photos, listings, linens, smart locks and a maintenance plan.',
  },
  {
    title: 'Active Management',
    description: 'Bookings, guests, cleaning and repairs, handled every day.',
  },
  {
    title: 'Reporting',
    description: 'Clear monthly statements and a yearly review of your results.',
  },
];

/** The form loads with the page, in a chunk of its own (app/routes.tsx). */
export const parts = landingParts;

export default function PropertyManagementPage() {
  const satisfaction = useFigureValue('ownerSatisfaction');
  return (
    <LandingPage
      pictures="propertyManagement"
      path="/property-management"
      metaTitle="Vacation Rental Property Management in Los Cabos"
      metaDescription="Full-service property management in Los Cabos: rental marketing, guest care, housekeeping, maintenance and transparent monthly reporting."
      hero={{
        eyebrow: 'Property Management',
        title: 'Earn More From Your Cabo Home',
        intro:
          'Full-service vacation rental management: we market, host and care for your property while you enjoy the income and the peace of mind.',
        ctaLabel: 'Get a Free Evaluation',
        image: landingHeroes.propertyManagement,
      }}
      figures={['ownerSatisfaction']}
      benefits={{
        title: 'Our Management Services',
        intro: 'Choose full service, rental only, maintenance only or consulting.',
        items: services,
      }}
      steps={{
        title: 'How It Works',
        intro: 'From the first visit to your monthly statement, in four steps.',
        items: steps,
      }}
      gallery={{
        title: 'Properties We Manage',
        intro: 'A few of the homes in our care across Los Cabos.',
        items: galleries.propertyManagement,
      }}
      testimonials={{ title: 'What Owners Say', items: testimonials.propertyManagement }}
      formIntro={{
        title: 'Request Your Free Evaluation',
        text: 'Tell us about your property. Our team will reply with a rental estimate and a management plan.',
        points: [
          ...(satisfaction ? [`${satisfaction} owner satisfaction`] : []),
          'No long-term lock-in',
          'Reply within 24 hours',
        ],
      }}
      leadForm={{ form: 'propertyManagement' }}
    />
  );
}
