import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bookingsError,
  mockRestaurants,
  recordedSubmissions,
  refusedSubmissions,
  restaurantsError,
} from '../../../../../../mocks/handlers/index.ts';
import { sitePageMeta } from '../../../app/storyProviders.tsx';
import { ClockContext } from '../useCaboClock.ts';
import RestaurantDetailPage from './RestaurantDetailPage.tsx';
import RestaurantsListPage from './RestaurantsListPage.tsx';

// Tuesday 7:00 PM in Los Cabos (UTC-7): what is open and the screenshots stay the same every day.
const TUESDAY_EVENING = Date.parse('2026-03-11T02:00:00Z');

function AtFixedTime({ children }: { children: ReactNode }) {
  return <ClockContext.Provider value={() => TUESDAY_EVENING}>{children}</ClockContext.Provider>;
}

const meta = {
  title: 'Site/Restaurants',
  ...sitePageMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const list = () => (
  <AtFixedTime>
    <RestaurantsListPage />
  </AtFixedTime>
);
const detail = (id: string) => () => (
  <AtFixedTime>
    <RestaurantDetailPage id={id} />
  </AtFixedTime>
);

const screen = () => within(document.body);
const cardNames = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Restaurants' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

async function seeToast(text: string) {
  const found = await screen().findByText(text);
  await waitFor(() => expect(found).toBeVisible());
}

export const List: Story = {
  render: list,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Restaurants in Cabo',
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Restaurants in Los Cabos' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText(`${mockRestaurants.length} restaurants`)).toBeVisible(),
    );
    // Most Popular first: bookings today, descending.
    const popular = [...mockRestaurants].sort((a, b) => b.bookingsToday - a.bookingsToday);
    await expect(cardNames(canvasElement)).toEqual(popular.map((r) => r.name));
    await expect(canvas.getByText('Popular: 34 bookings today')).toBeVisible();
    // El Farallón serves 5:30-10 PM: open at 7 PM on a Tuesday.
    // The clock comes in right after the page has rendered (as after hydration).
    await expect(
      (await canvas.findAllByText('Open now · Closes at 10:00 PM')).length,
    ).toBeGreaterThan(0);
    await waitFor(() =>
      expect(document.title).toBe('Restaurants in Cabo | Cabo Travel & Concierge'),
    );
  },
};

/** A shared link keeps the sort: ?sort=name lists Name A-Z. */
export const ListSortedByNameFromTheUrl: Story = {
  render: list,
  parameters: { route: '/restaurants?sort=name' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(`${mockRestaurants.length} restaurants`);
    const names = cardNames(canvasElement);
    await expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    await expect(within(canvasElement).getByRole('button', { name: /Name A-Z/ })).toBeVisible();
  },
};

export const ListFilteredToOpenNowAndJapanese: Story = {
  render: list,
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On a phone the filters open in a sheet over the list.
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters' }));
    const sheet = within(await screen().findByRole('dialog', { name: 'Filters' }));
    await userEvent.click(sheet.getByRole('checkbox', { name: 'Open now' }));
    const open = cardNames(canvasElement);
    await expect(open.length).toBeLessThan(mockRestaurants.length);
    await expect(canvas.getAllByText(/^Open now · Closes at/)).toHaveLength(open.length);
    await userEvent.click(sheet.getByRole('button', { name: /Cuisine/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Japanese' }));
    await expect(cardNames(canvasElement)).toEqual(['Nick-San', 'Koi Sushi Bar']);
    await userEvent.type(sheet.getByRole('searchbox', { name: 'Search restaurants' }), 'koi');
    await userEvent.click(sheet.getByRole('button', { name: 'Show 1 result' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(cardNames(canvasElement)).toEqual(['Koi Sushi Bar']);
    await expect(canvas.getByText(`1 of ${mockRestaurants.length} restaurants`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
  },
};

export const ListNothingMatches: Story = {
  render: list,
  parameters: { route: '/restaurants?q=zzz' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('No restaurants match your filters.')).toBeVisible(),
    );
  },
};

export const ListError: Story = {
  render: list,
  parameters: { msw: { handlers: { restaurants: restaurantsError } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The restaurants could not be loaded. Please try again later.',
    );
  },
};

const tableRequest = recordedSubmissions('bookings');

async function requestTable(dialogName: string, open: () => Promise<void>) {
  await open();
  const dialog = await screen().findByRole('dialog', { name: dialogName });
  const d = within(dialog);
  await userEvent.type(d.getByLabelText('First Name'), 'Ana');
  await userEvent.type(d.getByLabelText('Last Name'), 'Ruiz');
  await userEvent.type(d.getByLabelText('Email'), 'ana@example.com');
  await userEvent.click(d.getByRole('button', { name: /Pick a date/ }));
  await screen().findByRole('dialog', { name: 'Date' });
  // The calendar opens on today: Enter picks it.
  await waitFor(() => expect(document.activeElement?.closest('[role="gridcell"]')).not.toBeNull());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen().queryByRole('dialog', { name: 'Date' })).toBeNull());
  await userEvent.type(d.getByLabelText('Preferred Time'), '19:30');
  await userEvent.click(d.getByRole('button', { name: /Party Size/ }));
  await userEvent.click(await screen().findByRole('option', { name: '4 people' }));
  await userEvent.click(d.getByRole('button', { name: 'Submit Request' }));
  return dialog;
}

export const ListRequestTable: Story = {
  render: list,
  parameters: { msw: { handlers: { bookings: tableRequest.handlers } } },
  play: async ({ canvasElement }) => {
    tableRequest.received.length = 0;
    const canvas = within(canvasElement);
    await requestTable('Request a Table at Nick-San', async () => {
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Request Table at Nick-San' }),
      );
    });
    await seeToast('Booking Request Submitted');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(tableRequest.received).toHaveLength(1);
    await expect(tableRequest.received[0]).toMatchObject({
      bookingType: 'restaurant',
      restaurantId: mockRestaurants.find((r) => r.name === 'Nick-San')?.id,
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      time: '19:30',
      partySize: '4',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      submissionId: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
    });
  },
};

export const Detail: Story = {
  render: detail('1'),
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('El Farallón');
    await expect(canvas.getByRole('link', { name: 'Back to Restaurants' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
    await waitFor(() => expect(canvas.getByText('Open now · Closes at 10:00 PM')).toBeVisible());
    await expect(
      canvas.getAllByRole('term').filter((t) => t.textContent === 'Tuesday (today)'),
    ).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'Starters' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Visit Website (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    const directions = canvas.getByRole('link', { name: 'Get Directions (opens in a new tab)' });
    await expect(directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=El%20Farall/,
    );
    await expect(canvas.getByText('Booked 34 times today')).toBeVisible();
    await expect(canvas.getByText('Available times today:')).toBeVisible();
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@type'?: string; address?: { postalCode?: string } };
    await expect(ld['@type']).toBe('Restaurant');
    await expect(ld.address?.postalCode).toBe('23454');
  },
};

export const DetailNoTimesToday: Story = {
  render: detail('2'),
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No available times for today')).toBeVisible());
    // Flora's closes at 10 PM on Tuesdays.
    await waitFor(() => expect(canvas.getByText('Open now · Closes at 10:00 PM')).toBeVisible());
  },
};

export const DetailNotFound: Story = {
  render: detail('999'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Restaurant not found',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Restaurants' })).toBeVisible();
  },
};

/** The request picks today: its date field differs with the day the suite runs. */
const todayMasked = { mask: ['[role="dialog"] [role="group"]'] };

export const DetailRequestTableFails: Story = {
  render: detail('1'),
  parameters: { msw: { handlers: { bookings: bookingsError } }, visual: todayMasked },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await requestTable('Request a Table at El Farallón', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Request Table' }));
    });
    await seeToast('Submission Failed');
    await expect(
      screen().getByText('There was a problem processing your booking. Please try again.'),
    ).toBeVisible();
    // The typed values stay for a retry.
    await expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
    await expect(within(dialog).getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  },
};

export const DetailRequestTableFieldError: Story = {
  render: detail('1'),
  parameters: {
    visual: todayMasked,
    msw: {
      handlers: {
        bookings: refusedSubmissions('bookings', {
          date: ['Please pick a date that is not in the past'],
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await requestTable('Request a Table at El Farallón', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Request Table' }));
    });
    await waitFor(() =>
      expect(within(dialog).getByText('Please pick a date that is not in the past')).toBeVisible(),
    );
    await expect(screen().queryByText('Submission Failed')).toBeNull();
  },
};
