import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  leadsError,
  leadsSlow,
  recordedSubmissions,
  refusedSubmissions,
  siteFiguresError,
  siteFiguresHandlers,
} from '../../../../../../mocks/handlers/index.ts';
import { siteFiguresSeed } from '@cabo/data/landing';
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
  screen,
  type LeadFormCase,
} from '../../../lib/landing/storyHelpers.ts';
import PropertyManagementPage from './PropertyManagementPage.tsx';
import WeddingsPage from './WeddingsPage.tsx';
import WorkWithUsPage from './WorkWithUsPage.tsx';

/** The wedding, property management and partner pages against POST /api/leads's handlers. */
const meta = {
  title: 'Site/LeadPages',
  decorators: [withSiteProviders],
  ...landingPagesMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const leads = { recorded: () => recordedSubmissions('leads'), error: leadsError, slow: leadsSlow };

const wedding: LeadFormCase = {
  form: 'Plan Your Wedding',
  submit: 'Start Planning Our Wedding',
  fill: async (form) => {
    await fillContact(form);
    await pickNextMonthDay(form, 'Preferred Date', 20);
    await userEvent.type(form.getByLabelText('Expected Guest Count'), '90');
    await userEvent.type(form.getByLabelText('Budget'), '$40,000');
  },
  expected: {
    interestType: 'wedding',
    formName: 'wedding',
    budget: '$40,000',
    timeline: nextMonthIso(20),
    formData: { date: nextMonthIso(20), guestCount: '90' },
  },
  success: {
    title: 'Thanks for your interest!',
    description: "We'll be in touch soon to help plan your dream wedding in Cabo.",
  },
  kept: ['Budget', '$40,000'],
};
const weddingStories = landingStories(WeddingsPage, wedding, leads);
export const WeddingSuccess: Story = weddingStories.success;
export const WeddingServerFailure: Story = weddingStories.failure;
/** A 400 puts the server's message under its field, not in a toast; the values stay. */
export const WeddingServerFieldError: Story = {
  render: () => <WeddingsPage />,
  parameters: {
    msw: {
      handlers: {
        leads: refusedSubmissions('leads', { email: ['Please enter a valid email'] }),
      },
    },
    visual: { disable: true },
  },
  play: async () => {
    const form = within(screen().getByRole('region', { name: wedding.form }));
    await wedding.fill(form);
    await userEvent.click(form.getByRole('button', { name: wedding.submit }));
    await waitFor(() => expect(form.getByText('Please enter a valid email')).toBeVisible());
    await expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText('Budget')).toHaveValue('$40,000');
    await expect(screen().queryByText('Something went wrong')).toBeNull();
  },
};
export const WeddingSubmitting: Story = weddingStories.submitting;

const property: LeadFormCase = {
  form: 'Get a Free Property Evaluation',
  submit: 'Request Evaluation',
  fill: async (form) => {
    await fillContact(form);
    await choose(form, 'Property Type', 'Villa');
    await choose(form, 'Management Type', 'Full Service');
    await userEvent.type(form.getByLabelText('Bedrooms'), '4');
  },
  expected: {
    interestType: 'property_management',
    formName: 'property-management',
    formData: { propertyType: 'villa', managementType: 'full_service', bedrooms: '4' },
  },
  success: {
    title: 'Thanks for your interest!',
    description: 'Our property management team will contact you shortly to discuss your property.',
  },
  absent: ['budget', 'timeline'],
  kept: ['Bedrooms', '4'],
};
const propertyStories = landingStories(PropertyManagementPage, property, leads);
/** The figures are site settings: the weddings page shows the stored count, and only its own. */
export const WeddingFigures: Story = {
  render: () => <WeddingsPage />,
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: {
        siteFigures: siteFiguresHandlers({ figures: { ...siteFiguresSeed, weddings: 212 } }),
      },
    },
  },
  play: async ({ canvas }) => {
    const { strip, terms } = await keyFigures(canvas);
    await expect(terms).toEqual(['Weddings planned', 'Travelers trust us']);
    await expect(strip.getByText('212+')).toBeVisible();
    await expect(canvas.getByText('212+ weddings planned')).toBeVisible();
    await expect(canvas.queryByText(/Owner satisfaction|Families hosted/i)).toBeNull();
  },
};

/** Without the figures (their request failed) the page says no number at all. */
export const WeddingWithoutFigures: Story = {
  render: () => <WeddingsPage />,
  parameters: { visual: { disable: true }, msw: { handlers: { siteFigures: siteFiguresError } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Venues for 2 to 300 guests')).toBeVisible());
    await expect(canvas.queryByRole('region', { name: 'Key figures' })).toBeNull();
    await expect(canvas.queryByText(/weddings planned/i)).toBeNull();
  },
};

export const PropertyManagementPageSections: Story = {
  render: () => <PropertyManagementPage />,
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    // Its one figure: the owners' satisfaction.
    const { strip, terms } = await keyFigures(canvas);
    await expect(terms).toEqual(['Owner satisfaction']);
    await expect(strip.getByText('95%')).toBeVisible();
    await expect(canvas.getByText('95% owner satisfaction')).toBeVisible();
    const steps = within(canvas.getByRole('region', { name: 'How It Works' }));
    await expect(steps.getAllByRole('listitem')).toHaveLength(4);
    await expect(steps.getByRole('heading', { name: 'Step 1: Evaluation' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^View larger/ })).toHaveLength(6);
    // The hero's button goes to the contact form on this page.
    await followCallToAction(canvas, 'Get a Free Evaluation', 'contact-form');
  },
};
export const PropertyManagementSuccess: Story = propertyStories.success;
export const PropertyManagementServerFailure: Story = propertyStories.failure;
export const PropertyManagementSubmitting: Story = propertyStories.submitting;

const partner: LeadFormCase = {
  form: 'Get in Touch',
  submit: 'Send Inquiry',
  fill: async (form) => {
    await fillContact(form);
    await userEvent.type(form.getByLabelText('Number of People'), '3');
    await userEvent.type(form.getByLabelText('Preferred Dates'), 'Any time in spring');
    await userEvent.type(form.getByLabelText('Message'), 'We run private snorkel tours.');
  },
  expected: {
    interestType: 'concierge',
    formName: 'partner-inquiry',
    budget: '$2000-$5000',
    timeline: 'Any time in spring',
    formData: { numberOfPeople: '3', message: 'We run private snorkel tours.' },
  },
  success: {
    title: 'Thanks for your interest!',
    description: "We'll be in touch with you shortly.",
  },
  kept: ['Message', 'We run private snorkel tours.'],
};
const partnerStories = landingStories(WorkWithUsPage, partner, leads);
export const WorkWithUsFaqs: Story = {
  render: () => <WorkWithUsPage />,
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Work With Us');
    const question = canvas.getByRole('button', {
      name: 'Does it cost anything to partner with you?',
    });
    await userEvent.click(question);
    await expect(canvas.getByText(/No joining fee/)).toBeVisible();
  },
};
export const WorkWithUsSuccess: Story = partnerStories.success;
export const WorkWithUsServerFailure: Story = partnerStories.failure;
export const WorkWithUsSubmitting: Story = partnerStories.submitting;

/** The feed's list and the form card, as the visitor sees them. */
function feedAndForm(canvasElement: HTMLElement) {
  const feed = within(canvasElement).getByRole('list', {
    name: 'Latest posts from @Cabo on Instagram',
  });
  const form = canvasElement.querySelector<HTMLElement>('#booking-form');
  if (!form) throw new Error('no form card');
  return { feed, form };
}

export const WorkWithUsSocialFeed: Story = {
  render: () => <WorkWithUsPage />,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Follow Us on Instagram' })).toBeVisible();
    const { feed, form } = feedAndForm(canvasElement);
    const links = within(feed).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(/Whale season is here/)).toBeVisible();
    // Wide screen: the feed is in the content column, beside the sticky form.
    const feedBox = feed.getBoundingClientRect();
    const formBox = form.getBoundingClientRect();
    await expect(feedBox.right).toBeLessThanOrEqual(formBox.left);
    const faq = canvas.getByRole('heading', { name: 'Frequently Asked Questions' });
    await expect(feedBox.top).toBeGreaterThan(faq.getBoundingClientRect().top);
  },
};

export const WorkWithUsSocialFeedOnAPhone: Story = {
  render: () => <WorkWithUsPage />,
  globals: { viewport: { value: 'iphone14' } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const { feed, form } = feedAndForm(canvasElement);
    // A phone: one column, the form first (the page's purpose), then the feed, two tiles a row.
    const feedBox = feed.getBoundingClientRect();
    const formBox = form.getBoundingClientRect();
    await expect(feedBox.top).toBeGreaterThanOrEqual(formBox.bottom);
    await expect(feedBox.width).toBeLessThanOrEqual(canvasElement.clientWidth);
    const tiles = within(feed).getAllByRole('listitem');
    await expect(tiles[0]!.getBoundingClientRect().top).toBe(tiles[1]!.getBoundingClientRect().top);
    await expect(tiles[2]!.getBoundingClientRect().top).toBeGreaterThan(
      tiles[0]!.getBoundingClientRect().top,
    );
  },
};

// Each page as a visitor first sees it: the baselines at desktop and phone width.
export const WeddingFirstView: Story = { name: 'Weddings page', ...weddingStories.firstView };
export const PropertyManagementFirstView: Story = {
  name: 'Property management page',
  ...propertyStories.firstView,
};
export const WorkWithUsFirstView: Story = {
  name: 'Work with us page',
  ...partnerStories.firstView,
};
