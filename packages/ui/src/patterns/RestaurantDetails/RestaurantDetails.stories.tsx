import { fixedRestaurants } from '@cabo/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { MenuSections, OpeningHours, ReservationPanel } from './RestaurantDetails.tsx';

const [farallon, flora] = fixedRestaurants;
if (!farallon || !flora) throw new Error('The fixed restaurants are missing');

const meta = {
  title: 'Patterns/RestaurantDetails',
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
/** The reservation stories take the panel's props as args. */
type PanelStory = StoryObj<typeof ReservationPanel>;

export const Hours: Story = {
  render: () => <OpeningHours hours={flora.hours} today="Sunday" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday (today)',
    ]);
    await expect(canvas.getByText('9:00 AM - 4:00 PM')).toBeVisible();
    await expect(canvas.getByText('Closed')).toBeVisible();
  },
};

/** Before the browser knows the time no day is marked (the server render). */
export const HoursTodayUnknown: Story = {
  name: 'Hours, today unknown',
  render: () => <OpeningHours hours={farallon.hours} today={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/today/)).toBeNull();
  },
};

export const Menu: Story = {
  render: () => <MenuSections menu={farallon.menu} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The sections in the restaurant's order: starters first, desserts last.
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Starters',
      'From the Market',
      'Desserts',
    ]);
    // Prices are shown as $price.
    await expect(canvas.getByText('$95')).toBeVisible();
    await expect(canvas.getByText('Baja Spiny Lobster')).toBeVisible();
  },
};

export const ReservationWithTimes: PanelStory = {
  name: 'Reservation with times',
  render: (args) => <ReservationPanel {...args} />,
  args: {
    restaurantName: farallon.name,
    bookingsToday: 34,
    timeslots: farallon.availableTimeslots,
    bookingUrl: farallon.openTableUrl,
    onRequestTable: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Make a Reservation' })).toBeVisible();
    await expect(canvas.getByText('Booked 34 times today')).toBeVisible();
    await expect(canvas.getByText('Available times today:')).toBeVisible();
    const slots = within(canvas.getByRole('list', { name: 'Available times today:' }));
    await expect(slots.getAllByRole('link').map((l) => l.textContent)).toEqual(
      farallon.availableTimeslots,
    );
    // Each time and 'Reserve on OpenTable' open the booking page in a new tab.
    for (const link of [
      ...slots.getAllByRole('link'),
      canvas.getByRole('link', { name: 'Reserve on OpenTable (opens in a new tab)' }),
    ]) {
      await expect(link).toHaveAttribute('href', farallon.openTableUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Request Table' }));
    await expect(args.onRequestTable).toHaveBeenCalledTimes(1);
  },
};

export const ReservationNoTimesToday: PanelStory = {
  name: 'Reservation, no times today',
  render: (args) => <ReservationPanel {...args} />,
  globals: mobile,
  args: {
    restaurantName: flora.name,
    bookingsToday: 18,
    timeslots: [],
    bookingUrl: flora.openTableUrl,
    onRequestTable: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No available times for today')).toBeVisible();
    await expect(canvas.queryByText('Available times today:')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Reserve on OpenTable (opens in a new tab)' }),
    ).toBeVisible();
  },
};

/** No booking page and no bookings yet: only our own table request. */
export const ReservationRequestOnly: PanelStory = {
  name: 'Reservation by request',
  render: (args) => <ReservationPanel {...args} />,
  args: {
    restaurantName: 'Mi Casa',
    bookingsToday: 0,
    timeslots: [],
    onRequestTable: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Booked/)).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Request Table' })).toBeVisible();
  },
};
