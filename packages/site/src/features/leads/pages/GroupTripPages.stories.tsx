import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  leadsError,
  leadsSlow,
  recordedSubmissions,
} from '../../../../../../mocks/handlers/index.ts';
import { withSiteProviders } from '../../../app/storyProviders.tsx';
import {
  choose,
  fillContact,
  followCallToAction,
  keyFigures,
  landingStories,
  landingPagesMeta,
  nextMonthIso,
  pickNextMonthDay,
  successStory,
  type LeadFormCase,
} from '../../../lib/landing/storyHelpers.ts';
import BachelorTripPage from './BachelorTripPage.tsx';
import CorporateEventPage from './CorporateEventPage.tsx';
import FamilyTripPage from './FamilyTripPage.tsx';
import InfluencerProgramPage from './InfluencerProgramPage.tsx';
import LuxuryConciergePage from './LuxuryConciergePage.tsx';

/** The five group-trip pages against the MSW handlers of POST /api/leads. */
const meta = {
  title: 'Site/GroupTripPages',
  decorators: [withSiteProviders],
  ...landingPagesMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const leads = { recorded: () => recordedSubmissions('leads'), error: leadsError, slow: leadsSlow };
const stay = `${nextMonthIso(10)} to ${nextMonthIso(15)}`;

async function fillStay(form: Parameters<LeadFormCase['fill']>[0]) {
  await pickNextMonthDay(form, 'Check-in Date', 10);
  await pickNextMonthDay(form, 'Check-out Date', 15);
}

const family: LeadFormCase = {
  form: 'Plan Your Family Vacation',
  submit: 'Request Your Family Trip',
  fill: async (form) => {
    await fillContact(form);
    await fillStay(form);
    await userEvent.type(form.getByLabelText('Number of Children'), '2');
  },
  expected: {
    interestType: 'group_trip',
    formName: 'family-trip',
    budget: '$5000-$10000',
    timeline: stay,
    formData: { numberOfChildren: '2', checkIn: nextMonthIso(10), checkOut: nextMonthIso(15) },
  },
  success: {
    title: 'Thanks for your interest!',
    description: "We'll be in touch soon to help plan your perfect family vacation.",
  },
  kept: ['Number of Children', '2'],
};
const familyStories = landingStories(FamilyTripPage, family, leads);

export const FamilyPage: Story = {
  render: () => <FamilyTripPage />,
  // The button scrolls the page away from the frame's top: the patterns keep the baselines.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unforgettable Family Vacations in Cabo',
    );
    // Its figures only: families and travellers, no weddings or owners.
    const { strip, terms } = await keyFigures(canvas);
    await expect(terms).toEqual(['Families hosted', 'Travelers trust us']);
    await expect(strip.getByText('500+')).toBeVisible();
    await expect(canvas.queryByText(/Weddings planned|Owner satisfaction/i)).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Why Families Choose Us' })).toBeVisible();
    // Six benefits, two testimonials, a gallery of eight.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.getAllByRole('button', { name: /^View larger/ })).toHaveLength(8);
    await expect(canvas.getByText('The Morales family')).toBeVisible();
    await followCallToAction(canvas, 'Plan Your Family Trip', 'booking-form');
  },
};
export const FamilySuccess: Story = familyStories.success;
export const FamilyServerFailure: Story = familyStories.failure;
export const FamilySubmitting: Story = familyStories.submitting;

const party: LeadFormCase = {
  form: 'Plan Your Celebration',
  submit: 'Start Planning',
  fill: async (form) => {
    await fillContact(form);
    await fillStay(form);
    await userEvent.type(form.getByLabelText('Group Size'), '10');
  },
  expected: {
    interestType: 'group_trip',
    formName: 'group-trip',
    budget: '$5000-$10000',
    timeline: stay,
    formData: { groupSize: '10' },
  },
  success: {
    title: 'Thanks for your interest!',
    description: "We'll be in touch soon to help plan your unforgettable celebration.",
  },
  kept: ['Group Size', '10'],
};
const partyStories = landingStories(BachelorTripPage, party, leads);
export const PartySuccess: Story = partyStories.success;
export const PartyServerFailure: Story = partyStories.failure;
export const PartySubmitting: Story = partyStories.submitting;

const corporate: LeadFormCase = {
  form: 'Plan Your Corporate Event',
  submit: 'Request a Proposal',
  fill: async (form) => {
    await fillContact(form);
    await userEvent.type(form.getByLabelText('Company Name'), 'Acme Corp');
    await choose(form, 'Event Type', 'Presidents Club');
    await userEvent.type(form.getByLabelText('Preferred Dates'), 'May 12-16');
  },
  expected: {
    interestType: 'group_trip',
    formName: 'corporate-event',
    budget: '$10000-$50000',
    timeline: 'May 12-16',
    formData: { companyName: 'Acme Corp', eventType: 'presidents_club', dates: 'May 12-16' },
  },
  success: {
    title: 'Thanks for your interest!',
    description: "We'll be in touch soon to discuss your corporate event in Cabo.",
  },
  kept: ['Company Name', 'Acme Corp'],
};
const corporateStories = landingStories(CorporateEventPage, corporate, leads);
export const CorporateSuccess: Story = corporateStories.success;
export const CorporateServerFailure: Story = corporateStories.failure;
export const CorporateSubmitting: Story = corporateStories.submitting;

const concierge: LeadFormCase = {
  form: 'Request VIP Concierge',
  submit: 'Request Concierge Service',
  fill: async (form) => {
    await fillContact(form);
    await userEvent.type(form.getByLabelText('Travel Dates'), 'New Year week');
  },
  expected: {
    interestType: 'concierge',
    formName: 'luxury-concierge',
    budget: '$10000+',
    timeline: 'New Year week',
  },
  success: {
    title: 'Thanks for your interest in our VIP services!',
    description:
      'One of our luxury concierge specialists will contact you within 24 hours to discuss your custom experience.',
  },
  failure: 'Please try again or contact us directly.',
  kept: ['Travel Dates', 'New Year week'],
  submittingLabel: 'Processing...',
};
const conciergeStories = landingStories(LuxuryConciergePage, concierge, leads);
export const ConciergeSuccess: Story = conciergeStories.success;
export const ConciergeServerFailure: Story = conciergeStories.failure;
export const ConciergeSubmitting: Story = conciergeStories.submitting;

const influencer: LeadFormCase = {
  form: 'Apply to the Creator Program',
  submit: 'Submit Application',
  fill: async (form) => {
    await fillContact(form);
    await userEvent.type(form.getByLabelText('Social Media Handle'), '@ana.travels');
    await choose(form, 'Main Platform', 'TikTok');
    await userEvent.type(form.getByLabelText('Follower Count'), '48K');
    await fillStay(form);
  },
  expected: {
    interestType: 'influencer',
    formName: 'influencer',
    budget: '$10000+',
    timeline: stay,
    formData: { socialHandle: '@ana.travels', platform: 'TikTok', followers: '48K', dates: stay },
  },
  success: {
    title: 'Thanks for your interest!',
    description: 'Our influencer team will review your application and be in touch soon.',
  },
  kept: ['Follower Count', '48K'],
};
const influencerStories = landingStories(InfluencerProgramPage, influencer, leads);
export const InfluencerSuccess: Story = influencerStories.success;
export const InfluencerSmallAccountBudget: Story = {
  render: () => <InfluencerProgramPage />,
  ...successStory(
    {
      ...influencer,
      fill: async (form) => {
        await fillContact(form);
        await userEvent.type(form.getByLabelText('Social Media Handle'), '@ana.travels');
        await choose(form, 'Main Platform', 'Instagram');
        await userEvent.type(form.getByLabelText('Follower Count'), '8000');
        await fillStay(form);
      },
      expected: { interestType: 'influencer', budget: '$5000-$10000', timeline: stay },
    },
    recordedSubmissions('leads'),
  ),
};
export const InfluencerServerFailure: Story = influencerStories.failure;
export const InfluencerSubmitting: Story = influencerStories.submitting;

// Each page as a visitor first sees it: the baselines at desktop and phone width.
export const FamilyFirstView: Story = { name: 'Family trip page', ...familyStories.firstView };
export const PartyFirstView: Story = {
  name: 'Bachelor and bachelorette page',
  ...partyStories.firstView,
};
export const CorporateFirstView: Story = {
  name: 'Corporate event page',
  ...corporateStories.firstView,
};
export const ConciergeFirstView: Story = {
  name: 'Luxury concierge page',
  ...conciergeStories.firstView,
};
export const InfluencerFirstView: Story = {
  name: 'Creator program page',
  ...influencerStories.firstView,
};
