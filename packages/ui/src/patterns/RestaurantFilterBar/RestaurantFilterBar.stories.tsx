import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { choose, expectOptions, openFilterSheet, useHeldFilters } from '../../common/storyPlay.ts';
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
  const [filters, handlers] = useHeldFilters(props, props.filters, (f) => ({
    ...initial,
    sort: f.sort,
  }));
  const active = activeOf(filters);
  return (
    <RestaurantFilterBar
      {...props}
      filters={filters}
      activeCount={active}
      // Each set filter halves the list here: enough for the count to move.
      resultCount={Math.floor(props.total / 2 ** active)}
      {...handlers}
    />
  );
}

const meta = {
  title: 'Patterns/RestaurantFilterBar',
  tags: ['autodocs'],
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
  name: 'Sort options',
  play: async ({ canvasElement, args }) => {
    await expectOptions(within(canvasElement), /Sort by/, [
      'Most Popular',
      'Highest Rated',
      'Most Reviewed',
      'Name A-Z',
      'Price: low to high',
      'Price: high to low',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Name A-Z' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, sort: 'name' });
  },
};

export const CuisineAndPrice: Story = {
  name: 'Cuisine and price chosen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(canvas, 'Cuisine', 'Japanese');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, cuisine: 'Japanese' });
    await choose(canvas, 'Price range', '$$$$');
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
  name: 'Searched, open now',
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
  name: 'On a phone',
  globals: mobile,
  args: { filters: { ...initial, cuisine: 'Seafood', sort: 'rating', openNow: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('6 of 24 restaurants');
    const sheet = await openFilterSheet(canvas, 'Filters (2)');
    await waitFor(() => expect(sheet.getByRole('button', { name: /Seafood/ })).toBeVisible());
    await expect(sheet.getByRole('button', { name: /Highest Rated/ })).toBeVisible();
    await expect(sheet.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
    await expect(sheet.getByRole('button', { name: 'Show 6 results' })).toBeVisible();
  },
};
