import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { VillaFilters } from '@cabo/contract';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { choose, expectOptions, openFilterSheet, useHeldFilters } from '../../common/storyPlay.ts';
import { VillaFilterBar, type VillaFilterBarProps } from './VillaFilterBar.tsx';

const initial: VillaFilters = {
  search: '',
  location: 'all',
  bedrooms: 'all',
  capacity: 'all',
  checkIn: '',
  checkOut: '',
  guests: '',
  sort: 'recommended',
};

/** How many filters are set, the stay's two dates as one (as the page's URL state counts). */
const activeOf = (f: VillaFilters) =>
  [
    f.search !== '',
    f.location !== 'all',
    f.bedrooms !== 'all',
    f.capacity !== 'all',
    f.checkIn !== '',
    f.guests !== '',
  ].filter(Boolean).length;

/** Holds the filters like the page does, so a change shows in the controls. */
function Stateful(props: VillaFilterBarProps) {
  const [filters, handlers] = useHeldFilters(props, props.filters, (f) => ({
    ...initial,
    sort: f.sort,
  }));
  return (
    <VillaFilterBar {...props} filters={filters} activeCount={activeOf(filters)} {...handlers} />
  );
}

const meta = {
  title: 'Patterns/VillaFilterBar',
  tags: ['autodocs'],
  component: VillaFilterBar,
  render: (args) => <Stateful {...args} />,
  decorators: [storyFrame({ minHeight: 520 })],
  args: {
    filters: initial,
    // Unsorted and repeated on purpose: the bar sorts and de-duplicates.
    locations: [
      'Pedregal Oceanfront, Cabo San Lucas',
      'Cabo San Lucas',
      'Tourist Corridor',
      'Cabo San Lucas',
      'Chileno Bay Beachfront, Tourist Corridor',
    ],
    bedroomCounts: [6, 4, 5, 4],
    guestCapacities: [14, 10, 12],
    resultCount: 12,
    firstDate: '2030-01-01',
    activeCount: 0,
    onChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof VillaFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText('Search villas by name or location...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All Locations/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All Bedrooms/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All Guest Capacities/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Add dates/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 12 villas');
    await expect(canvas.queryByRole('button', { name: 'Clear dates and guests' })).toBeNull();
  },
};

export const LocationsSorted: Story = {
  name: 'Locations',
  play: async ({ canvasElement, args }) => {
    await expectOptions(within(canvasElement), /Location/, [
      'All Locations',
      'Cabo San Lucas',
      'Chileno Bay Beachfront, Tourist Corridor',
      'Pedregal Oceanfront, Cabo San Lucas',
      'Tourist Corridor',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Tourist Corridor' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...initial,
      location: 'Tourist Corridor',
    });
  },
};

export const BedroomsAndCapacity: Story = {
  name: 'Bedrooms and guests',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectOptions(canvas, /Bedrooms/, [
      'All Bedrooms',
      '4 Bedrooms',
      '5 Bedrooms',
      '6 Bedrooms',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '5 Bedrooms' }));
    await expectOptions(canvas, /Guest capacity/, [
      'All Guest Capacities',
      'Up to 10 Guests',
      'Up to 12 Guests',
      'Up to 14 Guests',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Up to 12 Guests' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...initial,
      bedrooms: '5',
      capacity: '12',
    });
  },
};

export const Search: Story = {
  name: 'Searched',
  args: { resultCount: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search villas' }), 'cielo');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, search: 'cielo' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 1 villa');
  },
};

/** Dates and a party size chosen: shown in the controls, cleared with one button. */
export const WithDatesAndGuests: Story = {
  name: 'With dates and guests',
  args: {
    filters: { ...initial, checkIn: '2030-05-01', checkOut: '2030-05-04', guests: '6' },
    resultCount: 9,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /May 1, 2030 – May 4, 2030/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /6 guests/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 9 villas');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates and guests' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(initial);
    await expect(canvas.getByRole('button', { name: /Add dates/ })).toBeVisible();
  },
};

export const PartySize: Story = {
  name: 'Party size',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Any number/ }));
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(15);
    await expect(options[1]).toHaveTextContent('1 guest');
    await userEvent.click(screen.getByRole('option', { name: '8 guests' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, guests: '8' });
  },
};

export const NothingFound: Story = {
  name: 'Nothing found',
  args: { filters: { ...initial, search: 'zzz' }, resultCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Found 0 villas');
  },
};

export const SortAndClear: Story = {
  name: 'Sorted, then cleared',
  args: { filters: { ...initial, location: 'Cabo San Lucas', guests: '6' }, resultCount: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(canvas, 'Sort by', 'Price: low to high');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...initial,
      location: 'Cabo San Lucas',
      guests: '6',
      sort: 'price-asc',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: /Location/ })).toHaveTextContent(
      'All Locations',
    );
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Price: low to high',
    );
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** On a phone the five filters wait behind one button, so the first villa is on screen. */
export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  args: {
    filters: {
      ...initial,
      location: 'Cabo San Lucas',
      checkIn: '2030-05-01',
      checkOut: '2030-05-04',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox', { name: 'Search villas' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 12 villas');
  },
};

export const MobileSheetOpen: Story = {
  name: 'On a phone, filters open',
  globals: mobile,
  args: { filters: { ...initial, location: 'Cabo San Lucas', bedrooms: '4' }, resultCount: 3 },
  play: async ({ canvasElement }) => {
    const sheet = await openFilterSheet(within(canvasElement), 'Filters (2)');
    await waitFor(() =>
      expect(sheet.getByRole('button', { name: /Cabo San Lucas/ })).toBeVisible(),
    );
    await expect(sheet.getByRole('button', { name: /4 Bedrooms/ })).toBeVisible();
    await expect(sheet.getByRole('button', { name: /Add dates/ })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Show 3 results' })).toBeVisible();
  },
};
