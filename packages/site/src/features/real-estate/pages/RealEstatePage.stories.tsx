import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  guideSubmissionsError,
  guideSubmissionsSlow,
  realEstateListingsEmpty,
  realEstateListingsError,
  realEstateListingsSlow,
  recordedSubmissions,
  refusedSubmissions,
} from '../../../../../../mocks/handlers/index.ts';
import { withSiteProviders } from '../../../app/storyProviders.tsx';
import RealEstatePage from './RealEstatePage.tsx';

/**
 * /real-estate against the MSW handlers of GET /api/real-estate/listings and
 * POST /api/guide-submissions.
 */
const meta = {
  title: 'Site/RealEstatePage',
  decorators: [withSiteProviders],
  parameters: { layout: 'fullscreen', route: '/real-estate' },
  globals: { viewport: { value: 'desktop' } },
  render: () => <RealEstatePage />,
  beforeEach: () => {
    // The PDF would open a real tab: record the call instead.
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => open.mockRestore();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const GUIDE = 'Download Your Free Real Estate Guide';
const guideForm = () => within(screen().getByRole('region', { name: GUIDE }));

const contact = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '+52 624 123 4567',
};

async function fill(form = guideForm()) {
  await userEvent.type(form.getByLabelText('First Name'), contact.firstName);
  await userEvent.type(form.getByLabelText('Last Name'), contact.lastName);
  await userEvent.type(form.getByLabelText('Email'), contact.email);
  await userEvent.type(form.getByLabelText('Phone'), contact.phone);
  return form;
}

async function seeToast(text: string) {
  const found = await screen().findByText(text, undefined, { timeout: 5000 });
  await waitFor(() => expect(found).toBeVisible());
}

export const Sections: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cabo Real Estate');
    await expect(canvas.getByRole('link', { name: 'View Listings' })).toHaveAttribute(
      'href',
      '#listings',
    );
    await expect(canvas.getByRole('link', { name: "Get the Buyer's Guide" })).toHaveAttribute(
      'href',
      '#guide',
    );
    // Three featured listings from the API, each with its price, beds, baths and square feet.
    const listings = within(canvas.getByRole('region', { name: 'Featured Listings' }));
    await waitFor(() => expect(listings.getAllByRole('article')).toHaveLength(3));
    await expect(listings.getByText('$4,950,000')).toBeVisible();
    await expect(listings.getByText('Médano Beach, Cabo San Lucas')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Buying Property in Los Cabos' }),
    ).toBeVisible();
    // The guide form is on the page (no dialog), with the agent question of the Real Estate guide.
    const form = guideForm();
    await expect(form.getByRole('form', { name: GUIDE })).toBeVisible();
    const agent = form.getByRole('checkbox', {
      name: "I'd like a local real estate agent to contact me",
    });
    await expect(agent).not.toBeChecked();
    await expect(form.getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/privacy');
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};

const listingsRegion = () => within(screen().getByRole('region', { name: 'Featured Listings' }));

export const ListingsLoading: Story = {
  parameters: {
    msw: { handlers: { realEstateListings: realEstateListingsSlow } },
    visual: { disable: true },
  },
  play: async () => {
    await expect(listingsRegion().getByRole('status')).toHaveTextContent('Loading listings…');
    await expect(listingsRegion().queryAllByRole('article')).toHaveLength(0);
    // The guide form does not wait for the listings.
    await expect(guideForm().getByRole('form', { name: GUIDE })).toBeVisible();
  },
};

export const ListingsUnavailable: Story = {
  parameters: {
    msw: { handlers: { realEstateListings: realEstateListingsError } },
    visual: { disable: true },
  },
  play: async () => {
    await expect(await listingsRegion().findByRole('alert')).toHaveTextContent(
      'The listings could not be loaded. Please try again later.',
    );
    await expect(guideForm().getByRole('form', { name: GUIDE })).toBeVisible();
  },
};

export const NoListings: Story = {
  parameters: {
    msw: { handlers: { realEstateListings: realEstateListingsEmpty } },
    visual: { disable: true },
  },
  play: async () => {
    await waitFor(() =>
      expect(
        listingsRegion().getByText(
          'No listings right now. Ask us about homes for sale in the guide below.',
        ),
      ).toBeVisible(),
    );
    await expect(listingsRegion().queryAllByRole('article')).toHaveLength(0);
  },
};

export const GuideLinkLandsOnTheForm: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: "Get the Buyer's Guide" }));
    await waitFor(() => expect(document.getElementById('guide')).toHaveFocus());
    await expect(document.getElementById('guide')).toHaveAccessibleName(GUIDE);
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};

export const EmptySubmitShowsEveryMessage: Story = {
  parameters: { visual: { disable: true } },
  play: async () => {
    const form = guideForm();
    await userEvent.click(form.getByRole('button', { name: 'Download Guide' }));
    for (const message of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter a valid email',
      'Phone is required',
    ]) {
      await waitFor(() => expect(form.getByText(message)).toBeVisible());
    }
    await userEvent.type(form.getByLabelText('First Name'), 'A');
    await userEvent.type(form.getByLabelText('Phone'), '12345');
    await userEvent.click(form.getByRole('button', { name: 'Download Guide' }));
    await waitFor(() => expect(form.getByText('Please enter a valid phone number')).toBeVisible());
    await expect(form.getByText('Please enter your first name')).toBeVisible();
  },
};

const success = recordedSubmissions('guideSubmissions');
export const Success: Story = {
  parameters: {
    msw: { handlers: { guideSubmissions: success.handlers } },
    visual: { disable: true },
  },
  play: async () => {
    success.received.length = 0;
    const form = await fill();
    await userEvent.click(form.getByRole('checkbox', { name: /real estate agent/ }));
    await userEvent.click(form.getByRole('button', { name: 'Download Guide' }));
    await seeToast('Thanks for your interest!');
    await expect(
      screen().getByText('Your Real Estate Guide guide has been sent to your email.'),
    ).toBeVisible();
    await expect(success.received).toHaveLength(1);
    await expect(success.received[0]).toMatchObject({
      ...contact,
      guideType: 'Real Estate Guide',
      source: 'website',
      status: 'pending',
      tags: 'Guide Request, Real Estate Guide, Website',
      formName: 'real-estate-guide-guide',
      formData: {
        agentInterest: true,
        preferredContactMethod: 'Email',
        requestType: 'Guide Download',
      },
      submissionId: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
    });
    // The form clears and stays on the page; the PDF opens one second later.
    await waitFor(() => expect(form.getByLabelText('Email')).toHaveValue(''));
    await expect(form.getByRole('checkbox', { name: /real estate agent/ })).not.toBeChecked();
    await waitFor(
      () => expect(window.open).toHaveBeenCalledWith('/cabo-travel.pdf', '_blank', 'noopener'),
      { timeout: 2000 },
    );
  },
};

export const ServerFieldErrorLandsOnItsField: Story = {
  parameters: {
    msw: {
      handlers: {
        guideSubmissions: refusedSubmissions('guideSubmissions', {
          phone: ['Please enter a valid phone number'],
        }),
      },
    },
    visual: { disable: true },
  },
  play: async () => {
    const form = await fill();
    await userEvent.click(form.getByRole('button', { name: 'Download Guide' }));
    await waitFor(() => expect(form.getByText('Please enter a valid phone number')).toBeVisible());
    await expect(form.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText('Phone')).toHaveValue(contact.phone);
    await expect(screen().queryByText('Something went wrong')).toBeNull();
  },
};

export const ServerFailureKeepsTheValues: Story = {
  parameters: {
    msw: { handlers: { guideSubmissions: guideSubmissionsError } },
    visual: { disable: true },
  },
  play: async () => {
    const form = await fill();
    await userEvent.click(form.getByRole('button', { name: 'Download Guide' }));
    await seeToast('Something went wrong');
    await expect(screen().getByText('Failed to submit form. Please try again.')).toBeVisible();
    await expect(form.getByLabelText('First Name')).toHaveValue(contact.firstName);
    await expect(form.getByLabelText('Email')).toHaveValue(contact.email);
    await expect(form.getByRole('button', { name: 'Download Guide' })).toBeEnabled();
    await expect(window.open).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: { handlers: { guideSubmissions: guideSubmissionsSlow } },
    visual: { disable: true },
  },
  play: async () => {
    const form = await fill();
    await userEvent.click(form.getByRole('button', { name: 'Download Guide' }));
    await expect(await form.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(form.getByLabelText('Email')).toBeDisabled();
  },
};

const doubleClick = recordedSubmissions('guideSubmissions', { delayMs: 300 });
export const DoubleClickSendsOneRequest: Story = {
  parameters: {
    msw: { handlers: { guideSubmissions: doubleClick.handlers } },
    visual: { disable: true },
  },
  play: async () => {
    doubleClick.received.length = 0;
    const form = await fill();
    await userEvent.dblClick(form.getByRole('button', { name: 'Download Guide' }));
    await seeToast('Thanks for your interest!');
    await expect(doubleClick.received).toHaveLength(1);
    await expect(doubleClick.received[0]).toMatchObject({
      ...contact,
      guideType: 'Real Estate Guide',
      formData: { agentInterest: false },
    });
  },
};
