import { apiPaths, priceAmount, SIGNED_IN_HINT_COOKIE, type Adventure } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  adventuresError,
  apiError,
  authVisitor,
  bookingsError,
  mockAdventures,
  mockVisitor,
  reviewsGuest,
  socialLoggedOut,
  socialSession,
} from '../../../../../../mocks/handlers/index.ts';
import { sitePageMeta } from '../../../app/storyProviders.tsx';
import AdventureDetailPage from './AdventureDetailPage.tsx';
import AdventuresListPage from './AdventuresListPage.tsx';

const meta = {
  title: 'Site/Adventures',
  ...sitePageMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sailing = mockAdventures.find((a) => a.slug === 'luxury-sailing') as Adventure;
const screen = () => within(document.body);

export const List: Story = {
  render: () => <AdventuresListPage />,
  parameters: { route: '/adventures' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Cabo Adventures & Experiences',
    );
    const list = await canvas.findByRole('list', { name: 'Adventures' });
    await expect(within(list).getAllByRole('article')).toHaveLength(12);
    const summary = canvas.getByRole('status');
    const pages = Math.ceil(mockAdventures.length / 12);
    await expect(summary).toHaveTextContent(
      `${mockAdventures.length} adventures · showing 12 · page 1 of ${pages}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(summary).toHaveTextContent('page 2 of');
    // A category narrows the list and starts again at page 1.
    await userEvent.click(canvas.getByRole('radio', { name: 'Water Activities' }));
    const water = mockAdventures.filter((a) => a.category === 'water');
    await expect(summary).toHaveTextContent(
      `${water.length} of ${mockAdventures.length} adventures · showing ${Math.min(water.length, 12)} · page 1 of`,
    );
    // Sorted by the stored price, cheapest first; "Clear filters" keeps the order.
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Price: low to high' }));
    const cheapest = [...water].sort(
      (a, b) => priceAmount(a.currentPrice) - priceAmount(b.currentPrice),
    )[0]!;
    await waitFor(() =>
      expect(within(list).getAllByRole('heading')[0]).toHaveTextContent(cheapest.title),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(summary).toHaveTextContent(`${mockAdventures.length} adventures · showing 12`);
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Price: low to high',
    );
  },
};

export const ListPreFilteredOnAPhone: Story = {
  render: () => <AdventuresListPage activity="atv" />,
  parameters: { route: '/adventures/atv' },
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'ATV Tours', level: 2 })).toBeVisible();
    // Only the ATV tours, not every land activity, and no category button chosen.
    const atv = mockAdventures.filter((a) => /\batv\b/i.test(a.title)).map((a) => a.title);
    await expect(atv.length).toBeGreaterThan(0);
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(atv);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${atv.length} of ${mockAdventures.length} adventures`,
    );
    // The category buttons wait behind "Filters" (the activity is the page, not a filter).
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const sheet = within(await screen().findByRole('dialog', { name: 'Filters' }));
    await waitFor(() => expect(sheet.getAllByRole('radio')).toHaveLength(5));
    for (const radio of sheet.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

export const ListError: Story = {
  render: () => <AdventuresListPage />,
  parameters: { route: '/adventures', msw: { handlers: { adventures: adventuresError } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The adventures could not be loaded. Please try again later.',
    );
  },
};

export const Detail: Story = {
  render: () => <AdventureDetailPage slug={sailing.slug} />,
  parameters: { route: `/adventures/${sailing.slug}` },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(sailing.title);
    await expect(canvas.getByText(sailing.meetingPoint)).toBeVisible();
    await expect(canvas.getByText(/Bookings are requests/)).toHaveTextContent(sailing.replyTime);
    // Anonymous: no rewards card.
    await expect(canvas.queryByRole('heading', { name: 'Your Rewards' })).toBeNull();
    await waitFor(() =>
      expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain(
        '"@type":"TouristAttraction"',
      ),
    );
  },
};

export const DetailSignedInShowsRewards: Story = {
  render: () => <AdventureDetailPage slug={sailing.slug} />,
  parameters: { route: `/adventures/${sailing.slug}`, msw: { handlers: { auth: authVisitor } } },
  globals: { viewport: { value: 'desktop' } },
  // Sign-in leaves this hint; without it the page asks nobody (docs/adventures-and-restaurants.md).
  beforeEach: () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    return () => {
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your Rewards' })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(mockVisitor.points % 100),
    );
  },
};

export const DetailGuestLeavesAReview: Story = {
  render: () => <AdventureDetailPage slug={sailing.slug} />,
  parameters: {
    route: `/adventures/${sailing.slug}`,
    msw: { handlers: { auth: authVisitor, reviews: reviewsGuest } },
    // The form is below the fold of a long page: behaviour only (ReviewForm has its pictures).
    visual: { disable: true },
  },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    return () => {
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A guest with a confirmed booking of this tour is offered the form, once signed in.
    const form = await canvas.findByRole('form', { name: `Review ${sailing.title}` });
    await userEvent.type(
      within(form).getByRole('textbox', { name: /review/i }),
      'Calm water, a patient crew and the Arch at sunset: worth every minute.',
    );
    await userEvent.click(within(form).getByRole('button', { name: /send|submit|post/i }));
    await waitFor(() =>
      expect(
        canvas.getByText('Thank you! Your review will appear once our team has read it.'),
      ).toBeVisible(),
    );
  },
};

/** A toast slides in: wait until its text is on screen. */
async function seeToast(text: string) {
  const found = await screen().findByText(text);
  await waitFor(() => expect(found).toBeVisible());
}

export const DetailShareEarnsPointsOnce: Story = {
  render: () => <AdventureDetailPage slug={sailing.slug} />,
  parameters: {
    route: `/adventures/${sailing.slug}`,
    msw: { handlers: { auth: authVisitor, social: socialSession(mockVisitor) } },
    // Ends as a toast slides in: behaviour only.
    visual: { disable: true },
  },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => {
      open.mockRestore();
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    const whatsapp = canvas.getByRole('button', { name: 'Share on WhatsApp (opens a new window)' });
    await userEvent.click(whatsapp);
    await expect(window.open).toHaveBeenCalledWith(
      expect.stringContaining(encodeURIComponent(`/adventures/${sailing.slug}`)),
      '_blank',
      expect.stringContaining('width=600,height=400'),
    );
    await seeToast('You earned 10 points!');
    // The card follows the share's answer: 150 points, progress 50 of 100, no reload.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    await expect(canvas.getByText('150')).toBeVisible();
    await userEvent.click(whatsapp);
    await seeToast('You already earned your points for sharing this on WhatsApp.');
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
  },
};

/** The first user check finds the visitor; the session has ended by the next one. */
const sessionEndsAfterFirstCheck = () => {
  let checks = 0;
  return [
    http.get(apiPaths.user, () =>
      ++checks === 1
        ? HttpResponse.json(mockVisitor)
        : apiError(401, 'not_authenticated', 'Please log in'),
    ),
  ];
};

export const DetailShareAfterTheSessionEnded: Story = {
  render: () => <AdventureDetailPage slug={sailing.slug} />,
  parameters: {
    route: `/adventures/${sailing.slug}`,
    msw: { handlers: { auth: sessionEndsAfterFirstCheck(), social: socialLoggedOut } },
    // The same picture as Detail: behaviour only.
    visual: { disable: true },
  },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => {
      open.mockRestore();
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your Rewards' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Share on Facebook (opens a new window)' }),
    );
    await expect(window.open).toHaveBeenCalledTimes(1);
    // The 401 is silent, but the page now shows the visitor as logged out.
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Your Rewards' })).toBeNull());
    await expect(canvas.getByText('Log in to earn 10 points for each share.')).toBeVisible();
    await expect(screen().queryByText('Thanks for sharing!')).toBeNull();
  },
};

// The flows end mid-transition (sheet closing, toast arriving): their states have baselines
// in the BookingSheet and Toast stories, so these two assert behaviour only.
export const BookingSucceeds: Story = {
  render: () => <AdventureDetailPage slug={sailing.slug} />,
  parameters: { route: `/adventures/${sailing.slug}`, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('region', { name: 'Price and booking' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Increase Guests' }));
    await userEvent.click(within(bar).getByRole('button', { name: 'Book Now' }));
    // The sheet's chunk loads on the first "Book Now".
    const sheet = await screen().findByRole(
      'dialog',
      { name: 'Book Your Adventure' },
      { timeout: 5000 },
    );
    await userEvent.type(within(sheet).getByLabelText(/^Name/), 'Lucia Marquez');
    await userEvent.type(within(sheet).getByLabelText(/^Email/), 'lucia@example.com');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Submit Booking Request' }));
    await waitFor(() => expect(screen().getByText('Booking Request Submitted')).toBeVisible());
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

export const BookingFails: Story = {
  render: () => <AdventureDetailPage slug={sailing.slug} />,
  parameters: {
    route: `/adventures/${sailing.slug}`,
    msw: { handlers: { bookings: bookingsError } },
    visual: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('region', { name: 'Price and booking' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Book Now' }));
    // The sheet's chunk loads on the first "Book Now".
    const sheet = await screen().findByRole(
      'dialog',
      { name: 'Book Your Adventure' },
      { timeout: 5000 },
    );
    await userEvent.type(within(sheet).getByLabelText(/^Name/), 'Lucia Marquez');
    await userEvent.type(within(sheet).getByLabelText(/^Email/), 'lucia@example.com');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Submit Booking Request' }));
    await waitFor(() => expect(screen().getByText('Submission Failed')).toBeVisible());
    await expect(within(sheet).getByLabelText(/^Email/)).toHaveValue('lucia@example.com');
  },
};

export const NotFound: Story = {
  render: () => <AdventureDetailPage slug="moon-landing" />,
  parameters: { route: '/adventures/moon-landing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Adventure not found',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Adventures' })).toHaveAttribute(
      'href',
      '/adventures',
    );
  },
};
