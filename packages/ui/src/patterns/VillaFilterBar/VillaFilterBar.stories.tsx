import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { VillaFilters } from '@cabo/contract';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { VillaFilterBar, type VillaFilterBarProps } from './VillaFilterBar.tsx';

/** Holds the filters like the page does, so a change shows in the controls. */
function Stateful(props: VillaFilterBarProps) {
  const [filters, setFilters] = useState<VillaFilters>(props.filters);
  return (
    <VillaFilterBar
      {...props}
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        props.onChange(next);
      }}
    />
  );
}

const initial: VillaFilters = {
  search: '',
  location: 'all',
  bedrooms: 'all',
  capacity: 'all',
  checkIn: '',
  checkOut: '',
  guests: '',
};

const meta = {
  title: 'Patterns/VillaFilterBar',
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
    onChange: fn(),
  },
} satisfies Meta<typeof VillaFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

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
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Location/ }));
    const options = await screen().findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'All Locations',
      'Cabo San Lucas',
      'Chileno Bay Beachfront, Tourist Corridor',
      'Pedregal Oceanfront, Cabo San Lucas',
      'Tourist Corridor',
    ]);
    await userEvent.click(screen().getByRole('option', { name: 'Tourist Corridor' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...initial,
      location: 'Tourist Corridor',
    });
  },
};

export const BedroomsAndCapacity: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Bedrooms/ }));
    const bedrooms = await screen().findAllByRole('option');
    await expect(bedrooms.map((o) => o.textContent)).toEqual([
      'All Bedrooms',
      '4 Bedrooms',
      '5 Bedrooms',
      '6 Bedrooms',
    ]);
    await userEvent.click(screen().getByRole('option', { name: '5 Bedrooms' }));
    await userEvent.click(canvas.getByRole('button', { name: /Guest capacity/ }));
    const capacities = await screen().findAllByRole('option');
    await expect(capacities.map((o) => o.textContent)).toEqual([
      'All Guest Capacities',
      'Up to 10 Guests',
      'Up to 12 Guests',
      'Up to 14 Guests',
    ]);
    await userEvent.click(screen().getByRole('option', { name: 'Up to 12 Guests' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...initial,
      bedrooms: '5',
      capacity: '12',
    });
  },
};

export const Search: Story = {
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
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Any number/ }));
    const options = await screen().findAllByRole('option');
    await expect(options).toHaveLength(15);
    await expect(options[1]).toHaveTextContent('1 guest');
    await userEvent.click(screen().getByRole('option', { name: '8 guests' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, guests: '8' });
  },
};

export const NothingFound: Story = {
  args: { filters: { ...initial, search: 'zzz' }, resultCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Found 0 villas');
  },
};

export const Mobile: Story = {
  globals: mobile,
  args: { filters: { ...initial, location: 'Cabo San Lucas', bedrooms: '4' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Cabo San Lucas/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /4 Bedrooms/ })).toBeVisible();
  },
};
