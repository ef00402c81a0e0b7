import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import type { RestaurantFilters } from '@cabo/contract';
import { RestaurantFilterBar, type RestaurantFilterBarProps } from './RestaurantFilterBar.tsx';

const initial: RestaurantFilters = {
  search: '',
  cuisine: 'all',
  price: 'all',
  sort: 'popular',
  openNow: false,
};

/** How many filters are set (the sort is not one), as the page's URL state counts. */
const activeOf = (f: RestaurantFilters) =>
  [f.search !== '', f.cuisine !== 'all', f.price !== 'all', f.openNow].filter(Boolean).length;

/** Holds the filters like the page does, so a change shows in the controls. */
function Stateful(props: RestaurantFilterBarProps) {
  const [filters, setFilters] = useState<RestaurantFilters>(props.filters);
  const active = activeOf(filters);
  return (
    <RestaurantFilterBar
      {...props}
      filters={filters}
      activeCount={active}
      // Each set filter halves the list here: enough for the count to move.
      resultCount={Math.floor(props.total / 2 ** active)}
      onChange={(next) => {
        setFilters(next);
        props.onChange(next);
      }}
      onClear={() => {
        setFilters({ ...initial, sort: filters.sort });
        props.onClear();
      }}
    />
  );
}

const meta = {
  title: 'Patterns/RestaurantFilterBar',
  component: RestaurantFilterBar,
  render: (args) => <Stateful {...args} />,
  decorators: [storyFrame({ minHeight: 420 })],
  args: {
    filters: initial,
    cuisines: ['Contemporary Mexican', 'Fine Dining', 'Japanese', 'Mexican', 'Seafood'],
    resultCount: 24,
    total: 24,
    activeCount: 0,
    onChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof RestaurantFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText('Search restaurants...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All Cuisines/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All Prices/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Most Popular/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Open now' })).not.toBeChecked();
  },
};

export const SortOptions: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Sort by/ }));
    const options = await screen().findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Most Popular',
      'Highest Rated',
      'Most Reviewed',
      'Name A-Z',
      'Price: low to high',
      'Price: high to low',
    ]);
    await userEvent.click(screen().getByRole('option', { name: 'Name A-Z' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, sort: 'name' });
  },
};

export const CuisineAndPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Cuisine/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Japanese' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, cuisine: 'Japanese' });
    await userEvent.click(canvas.getByRole('button', { name: /Price range/ }));
    await userEvent.click(await screen().findByRole('option', { name: '$$$$' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...initial,
      cuisine: 'Japanese',
      price: '$$$$',
    });
    await expect(canvas.getByRole('button', { name: /\$\$\$\$/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('6 of 24 restaurants');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('24 restaurants');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const SearchAndOpenNow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search restaurants' }), 'nick');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, search: 'nick' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Open now' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...initial,
      search: 'nick',
      openNow: true,
    });
  },
};

export const Mobile: Story = {
  globals: mobile,
  args: { filters: { ...initial, cuisine: 'Seafood', sort: 'rating', openNow: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('6 of 24 restaurants');
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    const sheet = within(await screen().findByRole('dialog', { name: 'Filters' }));
    await waitFor(() => expect(sheet.getByRole('button', { name: /Seafood/ })).toBeVisible());
    await expect(sheet.getByRole('button', { name: /Highest Rated/ })).toBeVisible();
    await expect(sheet.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
    await expect(sheet.getByRole('button', { name: 'Show 6 results' })).toBeVisible();
  },
};
