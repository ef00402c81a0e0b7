import {
  apiPaths,
  SIGNED_IN_HINT_COOKIE,
  VILLA_DATES_UNAVAILABLE,
  villaPriceSummary,
} from '@cabo/contract';
import { pricingSettingsSeed } from '@cabo/data/pricing';
import { villaBaseAmenities } from '@cabo/data/villas';
import { dollarsAndCents } from '@cabo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  authSession,
  authVisitor,
  mockVillaDetails,
  mockVillas,
  villaBookingsUnavailable,
  villasEmpty,
  villasHolding,
  villasError,
  villasSlow,
  villas,
} from '../../../../../../mocks/handlers/index.ts';
import { sitePageMeta } from '../../../app/storyProviders.tsx';
import VillaDetailPage, { parts as detailParts } from './VillaDetailPage.tsx';
import VillasListPage from './VillasListPage.tsx';

const meta = {
  title: 'Site/Villas',
  ...sitePageMeta,
  // As the route does: the detail page's form part is loaded before the page renders.
  loaders: [() => Promise.all(detailParts.map((part) => part.preload()))],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const list = () => <VillasListPage />;
const detail = (slug: string) => () => <VillaDetailPage slug={slug} />;
const cardNames = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Villas' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

// A fixed future stay, so the stories and screenshots are the same every day.
const held = [{ slug: 'villa-bellissima', start: '2030-05-01', end: '2030-05-08' }];
const withHeldNights = { villas: villasHolding(held) };

async function seeToast(text: string) {
  const found = await screen().findByText(text);
  await waitFor(() => expect(found).toBeVisible());
}

// Twelve cards are taller than the viewport: no screenshot of the whole list.
const noShot = { visual: { disable: true } };

export const List: Story = {
  render: list,
  globals: { viewport: { value: 'desktop' } },
  parameters: noShot,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Luxury Villas in Cabo San Lucas',
    );
    await waitFor(() =>
      expect(canvas.getByText(`Found ${mockVillas.length} villas`)).toBeVisible(),
    );
    await expect(cardNames(canvasElement)).toEqual(mockVillas.map((v) => v.name));
    await expect(canvas.getAllByText(/^\$ [\d,]+ per night$/)).toHaveLength(mockVillas.length);
    await waitFor(() =>
      expect(document.title).toBe('Luxury Villas in Cabo San Lucas | Cabo Travel & Concierge'),
    );
  },
};

/** Search, location and bedrooms combine with AND; the count follows. */
/** On a phone the filters open in a sheet; "Show N results" goes back to the narrowed list. */
export const ListFiltersCombine: Story = {
  render: list,
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters' }));
    const sheet = within(await screen().findByRole('dialog', { name: 'Filters' }));
    await userEvent.type(sheet.getByRole('searchbox', { name: 'Search villas' }), 'pedregal');
    const pedregal = mockVillas.filter((v) => v.location.toLowerCase().includes('pedregal'));
    await expect(canvas.getByText(`Found ${pedregal.length} villas`)).toBeInTheDocument();
    await userEvent.click(sheet.getByRole('button', { name: /Bedrooms/ }));
    await userEvent.click(await screen().findByRole('option', { name: '4 Bedrooms' }));
    const both = pedregal.filter((v) => v.bedrooms === 4);
    await userEvent.click(
      sheet.getByRole('button', {
        name: `Show ${both.length} result${both.length === 1 ? '' : 's'}`,
      }),
    );
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(cardNames(canvasElement)).toEqual(both.map((v) => v.name));
    await expect(canvas.getByRole('status')).toHaveTextContent(`Found ${both.length} villa`);
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  },
};

/** With dates, a villa booked for them drops out and every card shows the stay's total. */
export const ListWithDates: Story = {
  render: list,
  parameters: {
    ...noShot,
    route: '/villas?checkIn=2030-05-04&checkOut=2030-05-07',
    msw: { handlers: withHeldNights },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText(`Found ${mockVillas.length - 1} villas`)).toBeVisible(),
    );
    await expect(cardNames(canvasElement)).not.toContain('Villa Bellissima');
    const cielo = mockVillas.find((v) => v.name === 'Villa Cielo')!;
    // The card's total is the booking card's landed total (docs/stays.md, "True totals").
    const { totalCents } = villaPriceSummary(
      '2030-05-04',
      '2030-05-07',
      cielo,
      pricingSettingsSeed,
    );
    await expect(
      canvas.getByText(`${dollarsAndCents(totalCents)} total for 3 nights`),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Villa Cielo' })).toHaveAttribute(
      'href',
      '/villas/villa-cielo?checkIn=2030-05-04&checkOut=2030-05-07',
    );
  },
};

export const ListLoading: Story = {
  render: list,
  parameters: { msw: { handlers: { villas: villasSlow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading villas...');
  },
};

export const ListError: Story = {
  render: list,
  parameters: { msw: { handlers: { villas: villasError } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load villas');
    await expect(alert).toHaveTextContent(
      "We're experiencing technical difficulties. Please try again later.",
    );
  },
};

export const ListEmpty: Story = {
  render: list,
  parameters: { msw: { handlers: { villas: villasEmpty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByText('No villas available at the moment. Please check back later.'),
      ).toBeVisible(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 0 villas');
  },
};

const bellissima = mockVillaDetails.find((v) => v.slug === 'villa-bellissima')!;

/**
 * Bellissima with seasons in 2030 (docs/stays.md, "Season rates"): the seeded ones come and go
 * with the day the suite runs, these stay ahead of it, so the card's "Season rates" list and
 * the screenshots are the same every day. The stories' stay (June 1-4) reaches the festival.
 */
const storySeasons = [
  { name: 'Summer festival', start: '2030-06-03', end: '2030-06-09', pricePerNight: '4400' },
  { name: 'Holidays', start: '2030-12-20', end: '2031-01-02', pricePerNight: '5200' },
];
const withStorySeasons = [
  http.get(`/api/villas/${bellissima.slug}`, () =>
    HttpResponse.json({ ...bellissima, seasonRates: storySeasons }),
  ),
  ...villas,
];

export const Detail: Story = {
  render: detail('villa-bellissima'),
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { villas: withStorySeasons } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Villa Bellissima',
    );
    await expect(canvas.getAllByRole('img', { name: 'Rated 5 out of 5' })[0]).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About this Villa' })).toBeVisible();
    await expect(canvas.getByText(`Up to ${bellissima.maxGuests} Guests`)).toBeVisible();
    await expect(canvas.getByText(`1 / ${bellissima.imageUrls.length}`)).toBeVisible();
    // The base 10 merged with the villa's own, no duplicates (Ocean View is in both).
    const amenities = within(canvas.getByRole('list', { name: 'Amenities' })).getAllByRole(
      'listitem',
    );
    await expect(amenities.map((a) => a.textContent)).toEqual([
      ...new Set([...villaBaseAmenities, ...bellissima.amenities]),
    ]);
    await expect(canvas.getByRole('heading', { name: 'Good to know' })).toBeVisible();
    await expect(
      canvas.getByText(`${bellissima.goodToKnow.airportMinutes} min`, { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(canvas.getByText(bellissima.reviews[0]!.author)).toBeVisible();
    // Signed out: the card asks to log in.
    await waitFor(() => expect(canvas.getByText('Please log in to make a booking')).toBeVisible());
    // Under the rate, the seasons to come with their dates and nightly rates.
    const rates = within(canvas.getByRole('list', { name: 'Season rates' }));
    await expect(rates.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Summer festivalJun 3 – Jun 9, 2030$4,400 / night',
      'HolidaysDec 20, 2030 – Jan 2, 2031$5,200 / night',
    ]);
  },
};

function recordedVillaBookings() {
  const received: unknown[] = [];
  const handlers = [
    http.post(apiPaths.villaBookings, async ({ request }) => {
      const body = (await request.json()) as { submissionId: string };
      received.push(body);
      return HttpResponse.json(
        {
          id: 1,
          submissionId: body.submissionId,
          status: 'pending',
          createdAt: new Date().toISOString(),
          reference: 'B-1',
        },
        { status: 201 },
      );
    }),
  ];
  return { handlers, received };
}
const booking = recordedVillaBookings();

/** Sign-in leaves this hint; without it the page asks nobody who is there. */
const signedInHint = () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
  return () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
  };
};

async function fillAndSend(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByLabelText(/Phone Number/), '+52 624 555 0101');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'ana@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Request to Book' }));
}

/**
 * Signed in, dates from the list: 3 nights, two of them at the villa's rate and one in the
 * festival (a line per rate), the summary, and 'Booking Request Sent'.
 */
export const DetailBooks: Story = {
  render: detail('villa-bellissima'),
  parameters: {
    route: '/villas/villa-bellissima?checkIn=2030-06-01&checkOut=2030-06-04',
    msw: {
      handlers: { auth: authVisitor, stayRequests: booking.handlers, villas: withStorySeasons },
    },
  },
  beforeEach: signedInHint,
  play: async ({ canvasElement }) => {
    booking.received.length = 0;
    const canvas = within(canvasElement);
    const summary = within(await canvas.findByLabelText('Price summary'));
    // 2 × $3,850 + 1 × $4,400 = $12,100; cleaning $450; fee $1,452; IVA 16% of $14,002;
    // lodging tax 5% of the rent; 30% deposit.
    await expect(summary.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '2 nights × $3,850',
      '1 night × $4,400 · Summer festival',
      'Cleaning fee',
      'Service fee (12%)',
      'IVA (16%)',
      'Lodging tax (5%)',
      'Total (USD)',
      'Deposit due at confirmation (30%)',
      'Balance',
    ]);
    await expect(summary.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '$7,700.00',
      '$4,400.00',
      '$450.00',
      '$1,452.00',
      '$2,240.32',
      '$605.00',
      '$16,847.32',
      '$5,054.20',
      '$11,793.12',
    ]);
    await waitFor(() => expect(canvas.queryByText('Please log in to make a booking')).toBeNull());
    await fillAndSend(canvas);
    await seeToast('Booking Request Sent');
    await expect(booking.received).toEqual([
      expect.objectContaining({
        villaId: bellissima.id,
        startDate: '2030-06-01',
        endDate: '2030-06-04',
        guests: '1',
        contactEmail: 'ana@example.com',
        submissionId: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
      }),
    ]);
  },
};

/** The server refuses held nights (409): 'Booking Failed' with its message; values stay. */
export const DetailBookingFails: Story = {
  render: detail('villa-bellissima'),
  parameters: {
    route: '/villas/villa-bellissima?checkIn=2030-06-01&checkOut=2030-06-04',
    msw: {
      handlers: {
        auth: authVisitor,
        stayRequests: villaBookingsUnavailable,
        villas: withStorySeasons,
      },
    },
  },
  beforeEach: signedInHint,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Please log in to make a booking')).toBeNull());
    await fillAndSend(canvas);
    await seeToast('Booking Failed');
    await expect(screen().getByText(VILLA_DATES_UNAVAILABLE)).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
  },
};

/** Signed out: log in from the card's notice and come back to the card with the values kept. */
export const DetailLogInFromTheCard: Story = {
  render: detail('villa-bellissima'),
  parameters: {
    route: '/villas/villa-bellissima?checkIn=2030-06-01&checkOut=2030-06-04',
    msw: { handlers: { auth: authSession(null) } },
    visual: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Phone Number/), '+52 624 555 0101');
    await expect(canvas.getByText('Please log in to make a booking')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const dialog = within(await screen().findByRole('dialog', {}, { timeout: 5000 }));
    await userEvent.type(dialog.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'sunset-2030');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByText('Please log in to make a booking')).toBeNull());
    await expect(canvas.getByLabelText(/Phone Number/)).toHaveValue('+52 624 555 0101');
    await expect(canvas.getByLabelText('Price summary')).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  render: detail('villa-nowhere'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Villa Not Found',
    );
    await expect(
      canvas.getByText("Sorry, we couldn't find the villa you're looking for."),
    ).toBeVisible();
  },
};
