import { SIGNED_IN_HINT_COOKIE } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  authVisitor,
  leadsError,
  mockResorts,
  recordedSubmissions,
  resortsError,
  stayRequestsError,
  stayRequestsTooManyGuests,
} from '../../../../../../mocks/handlers/index.ts';
import { sitePageMeta } from '../../../app/storyProviders.tsx';
import ResortDetailPage, { parts as detailParts } from './ResortDetailPage.tsx';
import ResortsListPage from './ResortsListPage.tsx';

const meta = {
  title: 'Site/Resorts',
  ...sitePageMeta,
  // As the route does: the detail page's form part is loaded before the page renders.
  loaders: [() => Promise.all(detailParts.map((part) => part.preload()))],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const cardNames = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Resorts' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const found = (canvas: HTMLElement) =>
  within(canvas).findByText(/^Found \d+ resorts?$/, {}, { timeout: 5000 });

async function seeToast(text: string) {
  const toast = await screen().findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

const waldorf = mockResorts.find((r) => r.id === 1)!;
const casaDorada = mockResorts.find((r) => r.id === 2)!;
const detail = (slug: string) => () => <ResortDetailPage slug={slug} />;

/** Sign-in leaves this hint; without it the page asks nobody who is signed in. */
const signedIn = {
  parameters: { msw: { handlers: { auth: authVisitor } } },
  beforeEach: () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    return () => {
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
    };
  },
};

export const List: Story = {
  render: () => <ResortsListPage />,
  globals: { viewport: { value: 'desktop' } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Luxury Resorts in Cabo San Lucas',
    );
    await expect(await found(canvasElement)).toHaveTextContent(
      `Found ${mockResorts.length} resorts`,
    );
    await expect(cardNames(canvasElement)).toEqual(mockResorts.map((r) => r.name));
    await expect(canvas.getByRole('link', { name: waldorf.name })).toHaveAttribute(
      'href',
      `/resorts/${waldorf.slug}`,
    );
  },
};

/** On a phone the filters open in a sheet; "Show N results" goes back to the narrowed list. */
export const ListFilteredToOne: Story = {
  render: () => <ResortsListPage />,
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = await found(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const sheet = within(await screen().findByRole('dialog', { name: 'Filters' }));
    await userEvent.click(sheet.getByRole('button', { name: /Location/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'CABO SAN LUCAS' }));
    await userEvent.click(sheet.getByRole('button', { name: /Price level/ }));
    await userEvent.click(await screen().findByRole('option', { name: '$$$$$' }));
    const expected = mockResorts.filter(
      (r) => r.location === 'CABO SAN LUCAS' && r.priceLevel === '$$$$$',
    );
    await expect(count).toHaveTextContent(`Found ${expected.length} resorts`);
    await userEvent.type(sheet.getByRole('searchbox', { name: 'Search resorts' }), 'pedregal');
    await expect(count).toHaveTextContent('Found 1 resort');
    await userEvent.click(sheet.getByRole('button', { name: 'Show 1 result' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual([waldorf.name]);
  },
};

export const ListNothingMatches: Story = {
  render: () => <ResortsListPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await found(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search resorts' }), 'igloo');
    await expect(canvas.getByText('Found 0 resorts')).toBeVisible();
    await expect(
      canvas.getByText('No resorts match your search. Try other filters.'),
    ).toBeVisible();
  },
};

export const ListError: Story = {
  render: () => <ResortsListPage />,
  parameters: { msw: { handlers: { resorts: resortsError } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The resorts could not be loaded. Please try again later.',
    );
  },
};

const quickInquiry = recordedSubmissions('leads');

async function quickInquire(canvasElement: HTMLElement, resortName: string) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: `Inquire Now about ${resortName}` }),
  );
  const dialog = await screen().findByRole('dialog', { name: `Inquire about ${resortName}` });
  const d = within(dialog);
  await userEvent.type(d.getByLabelText('First Name'), 'Ana');
  await userEvent.type(d.getByLabelText('Last Name'), 'Ruiz');
  await userEvent.type(d.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(d.getByLabelText('Phone'), '+52 624 123 4567');
  await userEvent.type(d.getByLabelText('Preferred Dates'), 'March 10-15');
  await userEvent.type(d.getByLabelText('Number of Guests'), '2');
  await userEvent.click(d.getByRole('button', { name: 'Submit Inquiry' }));
  return dialog;
}

// Flows end mid-transition (dialog closing, toast arriving): the dialog's states have
// baselines in the QuickInquiryDialog stories, so these assert behaviour only.
export const ListQuickInquiryStoresALead: Story = {
  render: () => <ResortsListPage />,
  parameters: { msw: { handlers: { leads: quickInquiry.handlers } }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    quickInquiry.received.length = 0;
    await quickInquire(canvasElement, casaDorada.name);
    await seeToast('Inquiry Sent!');
    await expect(
      screen().getByText("We'll get back to you shortly with more information."),
    ).toBeVisible();
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(quickInquiry.received).toHaveLength(1);
    await expect(quickInquiry.received[0]).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      interestType: 'resort',
      source: 'website',
      formName: 'resort-inquiry',
      budget: '',
      timeline: 'March 10-15',
      formData: { dates: 'March 10-15', guests: '2', message: '', resortName: casaDorada.name },
      submissionId: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
    });
  },
};

export const ListQuickInquiryFails: Story = {
  render: () => <ResortsListPage />,
  parameters: { msw: { handlers: { leads: leadsError } }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await quickInquire(canvasElement, casaDorada.name);
    await seeToast('There was a problem submitting your inquiry. Please try again.');
    await expect(screen().getByText('Error')).toBeVisible();
    await expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
  },
};

export const Detail: Story = {
  render: detail(waldorf.slug),
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: `/resorts/${waldorf.slug}`, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(waldorf.name);
    await expect(canvas.getByText(waldorf.subtitle)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About this Resort' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Special Features' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'What this resort offers' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Good to know' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Guest Reviews' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Check Availability' })).toBeVisible();
    // Nobody is signed in: the form says so.
    await expect(canvas.getByText('Please log in to make an inquiry')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Your Rewards' })).toBeNull();
    await waitFor(() =>
      expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain(
        '"@type":"Accommodation"',
      ),
    );
  },
};

export const DetailWithoutSpecialFeatures: Story = {
  render: detail('four-seasons'),
  parameters: { route: '/resorts/four-seasons', visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^Four Seasons Resort/,
    );
    await expect(canvas.queryByRole('heading', { name: 'Special Features' })).toBeNull();
  },
};

export const DetailNotFound: Story = {
  render: detail('no-such-resort'),
  parameters: { route: '/resorts/no-such-resort' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Resort Not Found',
    );
    await expect(
      canvas.getByText("Sorry, we couldn't find the resort you're looking for."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Resorts' })).toHaveAttribute(
      'href',
      '/resorts',
    );
  },
};

/** Check-in today (the calendar opens on it), check-out the day after. */
async function fillInquiry(form: HTMLElement) {
  const f = within(form);
  for (const field of ['Check-in', 'Check-out']) {
    await userEvent.click(f.getAllByRole('button', { name: /Add date/ })[0]!);
    await screen().findByRole('dialog', { name: field });
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="gridcell"]')).not.toBeNull(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen().queryByRole('dialog', { name: field })).toBeNull());
  }
  await userEvent.type(f.getByLabelText('Phone'), '+52 624 123 4567');
  await userEvent.type(f.getByLabelText('Email'), 'ana@example.com');
}

const inquiryForm = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('form', { name: `Inquire about ${casaDorada.name}` });

/** Signed out: the press opens the log-in; closed without signing in, nothing is sent. */
export const DetailLoggedOutOpensTheLogIn: Story = {
  render: detail(casaDorada.slug),
  globals: { viewport: { value: 'iphone14' } },
  parameters: { route: `/resorts/${casaDorada.slug}`, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const form = await inquiryForm(canvasElement);
    await fillInquiry(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Inquiry' }));
    const dialog = await screen().findByRole('dialog', { name: 'Your Cabo account' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    const notice = within(form).getByText('Please log in to make an inquiry');
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(within(form).getByLabelText('Email')).toHaveValue('ana@example.com');
    await expect(screen().queryByText('Inquiry Sent')).toBeNull();
  },
};

export const DetailInquirySent: Story = {
  ...signedIn,
  render: detail(casaDorada.slug),
  parameters: {
    ...signedIn.parameters,
    route: `/resorts/${casaDorada.slug}`,
    visual: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const form = await inquiryForm(canvasElement);
    await waitFor(() =>
      expect(within(form).queryByText('Please log in to make an inquiry')).toBeNull(),
    );
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Your Rewards' }),
    ).toBeVisible();
    await fillInquiry(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Inquiry' }));
    await seeToast('Inquiry Sent');
    await expect(
      screen().getByText('Our team will contact you shortly to discuss your stay.'),
    ).toBeVisible();
    await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveValue(''));
  },
};

export const DetailInquiryFailed: Story = {
  ...signedIn,
  render: detail(casaDorada.slug),
  parameters: {
    msw: { handlers: { auth: authVisitor, stayRequests: stayRequestsError } },
    route: `/resorts/${casaDorada.slug}`,
    visual: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const form = await inquiryForm(canvasElement);
    await waitFor(() =>
      expect(within(form).queryByText('Please log in to make an inquiry')).toBeNull(),
    );
    await fillInquiry(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Inquiry' }));
    await seeToast('Inquiry Failed');
    await expect(screen().getByText('Internal server error')).toBeVisible();
    await expect(within(form).getByLabelText('Email')).toHaveValue('ana@example.com');
  },
};

export const DetailTooManyGuestsOnTheServer: Story = {
  ...signedIn,
  render: detail(casaDorada.slug),
  parameters: {
    msw: { handlers: { auth: authVisitor, stayRequests: stayRequestsTooManyGuests } },
    route: `/resorts/${casaDorada.slug}`,
    visual: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const form = await inquiryForm(canvasElement);
    await waitFor(() =>
      expect(within(form).queryByText('Please log in to make an inquiry')).toBeNull(),
    );
    await fillInquiry(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() =>
      expect(within(form).getByText('This resort welcomes at most 2 guests')).toBeVisible(),
    );
    await expect(screen().queryByText('Inquiry Failed')).toBeNull();
  },
};
