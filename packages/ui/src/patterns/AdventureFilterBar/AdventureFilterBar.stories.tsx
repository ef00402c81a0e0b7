import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ListSort } from '@cabo/contract';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import {
  choose,
  expectNothingToClear,
  expectOptions,
  filterSheetClosed,
  listSortOptions,
  openFilterSheet,
  useHeldFilters,
} from '../../common/storyPlay.ts';
import type { CategoryFilterValue } from '../CategoryFilter/index.ts';
import { AdventureFilterBar, type AdventureFilterBarProps } from './AdventureFilterBar.tsx';

/** How many tours each category holds in these stories (42 in all, 12 a page). */
const inCategory: Record<CategoryFilterValue, number> = {
  all: 42,
  water: 14,
  land: 10,
  luxury: 8,
  family: 6,
};
const summaryOf = (category: CategoryFilterValue | null) => {
  const matching = inCategory[category ?? 'all'];
  return {
    total: 42,
    matching,
    shown: Math.min(matching, 12),
    page: 1,
    pageCount: Math.ceil(matching / 12),
  };
};

/** Holds the category and sort and counts like the page does. */
function Stateful(props: AdventureFilterBarProps) {
  const [category, categoryHandlers] = useHeldFilters(
    { onChange: props.onCategoryChange, onClear: props.onClear },
    props.category,
    (): CategoryFilterValue => 'all',
  );
  const [sort, setSort] = useState<ListSort>(props.sort);
  return (
    <AdventureFilterBar
      {...props}
      category={category}
      sort={sort}
      summary={summaryOf(category)}
      activeCount={category === 'all' || category === null ? 0 : 1}
      onCategoryChange={categoryHandlers.onChange}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
      onClear={categoryHandlers.onClear}
    />
  );
}

const meta = {
  title: 'Patterns/AdventureFilterBar',
  tags: ['autodocs'],
  component: AdventureFilterBar,
  render: (args) => <Stateful {...args} />,
  decorators: [storyFrame({ minHeight: 420 })],
  args: {
    category: 'all',
    sort: 'recommended',
    summary: summaryOf('all'),
    activeCount: 0,
    onCategoryChange: fn(),
    onSortChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof AdventureFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: every category button, the sort on Recommended, nothing to clear. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'All Adventures' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Recommended');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '42 adventures · showing 12 · page 1 of 4',
    );
    await expectNothingToClear(canvas);
  },
};

/** The sort offers the four orders; a sort is not a filter, so nothing to clear. */
export const SortByPrice: Story = {
  name: 'Sorted by price',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectOptions(canvas, /Sort by/, listSortOptions);
    await userEvent.click(screen.getByRole('option', { name: 'Price: low to high' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('price-asc');
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Price: low to high',
    );
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** A category narrows the count live; "Clear filters" brings every tour back, keeping the sort. */
export const CategoryThenClear: Story = {
  name: 'Category chosen, then cleared',
  args: { sort: 'rating' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Water Activities' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('water');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '14 of 42 adventures · showing 12 · page 1 of 2',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('radio', { name: 'All Adventures' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Highest rated',
    );
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** A category chosen: its button pressed, the count narrowed and "Clear filters" shown. */
export const CategoryChosen: Story = {
  args: { category: 'land', sort: 'price-desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Land Activities' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '10 of 42 adventures · showing 10 · page 1 of 1',
    );
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** A phone: the buttons and the sort wait behind "Filters (N)"; the count and Clear stay. */
export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  args: { category: 'family' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Family Friendly' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('6 of 42 adventures');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** The sheet: choose a category and a sort, "Show N results" closes it; Escape gives focus back. */
export const MobileSheetOpen: Story = {
  name: 'On a phone, filters open',
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sheet = await openFilterSheet(canvas);
    await waitFor(() => expect(sheet.getByRole('radio', { name: 'Luxury Tours' })).toBeVisible());
    await userEvent.click(sheet.getByRole('radio', { name: 'Luxury Tours' }));
    await choose(sheet, 'Sort by', 'Highest rated');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('rating');
    await expect(sheet.getByRole('button', { name: 'Show 8 results' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await filterSheetClosed();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Filters (1)' })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('8 of 42 adventures');
  },
};

/** The sheet as it opens with a category set, for the picture. */
export const MobileSheetOpenPicture: Story = {
  name: 'On a phone, filters open (full page)',
  globals: mobile,
  args: { category: 'water', sort: 'price-asc' },
  play: async ({ canvasElement }) => {
    const sheet = await openFilterSheet(within(canvasElement), 'Filters (1)');
    await waitFor(() =>
      expect(sheet.getByRole('radio', { name: 'Water Activities' })).toBeChecked(),
    );
    await expect(sheet.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Price: low to high',
    );
    await waitFor(() => expect(sheet.getByRole('button', { name: 'Clear filters' })).toBeVisible());
  },
};
