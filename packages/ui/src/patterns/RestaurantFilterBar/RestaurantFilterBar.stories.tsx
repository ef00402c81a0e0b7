import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import type { RestaurantFilters } from '@cabo/contract';
import { RestaurantFilterBar, type RestaurantFilterBarProps } from './RestaurantFilterBar.tsx';

/** Holds the filters like the page does, so a change shows in the controls. */
function Stateful(props: RestaurantFilterBarProps) {
  const [filters, setFilters] = useState<RestaurantFilters>(props.filters);
  return (
    <RestaurantFilterBar
      {...props}
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        props.onChange(next);
      }}
    />
  );
}

const initial: RestaurantFilters = {
  search: '',
  cuisine: 'all',
  price: 'all',
  sort: 'popular',
  openNow: false,
};

const meta = {
  title: 'Patterns/RestaurantFilterBar',
  component: RestaurantFilterBar,
  render: (args) => <Stateful {...args} />,
  decorators: [storyFrame({ minHeight: 420 })],
  args: {
    filters: initial,
    cuisines: ['Contemporary Mexican', 'Fine Dining', 'Japanese', 'Mexican', 'Seafood'],
    onChange: fn(),
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
    await expect(canvas.getByRole('button', { name: /Seafood/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Highest Rated/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
  },
};
