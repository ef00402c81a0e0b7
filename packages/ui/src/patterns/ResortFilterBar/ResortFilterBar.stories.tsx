import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  distinctResortValues,
  filterResorts,
  noResortFilters,
  resortsShown,
  type ResortFilters,
} from '@cabo/contract';
import { resorts } from '@cabo/data';
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
import { ResortFilterBar, type ResortFilterBarProps } from './ResortFilterBar.tsx';

/** How many of the filters are set (the page's URL state counts the same way). */
const activeOf = (f: ResortFilters) =>
  [f.search !== '', f.location !== 'all', f.priceLevel !== 'all'].filter(Boolean).length;

/** Holds the filters and counts the 25 resorts like the page does. */
function Stateful(props: ResortFilterBarProps) {
  const [filters, handlers] = useHeldFilters(props, props.filters, (f) => ({
    ...noResortFilters,
    sort: f.sort,
  }));
  return (
    <ResortFilterBar
      {...props}
      filters={filters}
      resultCount={resortsShown(resorts, filters).length}
      activeCount={activeOf(filters)}
      {...handlers}
    />
  );
}

const meta = {
  title: 'Patterns/ResortFilterBar',
  tags: ['autodocs'],
  component: ResortFilterBar,
  render: (args) => <Stateful {...args} />,
  decorators: [storyFrame({ minHeight: 480 })],
  args: {
    filters: noResortFilters,
    locations: distinctResortValues(resorts, 'location'),
    priceLevels: distinctResortValues(resorts, 'priceLevel'),
    resultCount: resorts.length,
    activeCount: 0,
    onChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof ResortFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByPlaceholderText('Search resorts by name or location...'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All Locations/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All Price Levels/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 25 resorts');
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Recommended');
    await expectNothingToClear(canvas);
  },
};

export const DropdownOptions: Story = {
  name: 'Filter options',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOptions(canvas, /Location/, [
      'All Locations',
      'CABO SAN LUCAS',
      'CORRIDOR',
      'SAN JOSÉ DEL CABO',
    ]);
    await userEvent.keyboard('{Escape}');
    await expectOptions(canvas, /Price level/, ['All Price Levels', '$$$$', '$$$$$']);
    await userEvent.keyboard('{Escape}');
  },
};

export const FiltersCombineAndCountLive: Story = {
  name: 'Filters combined',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await choose(canvas, 'Location', 'CABO SAN LUCAS');
    const inCabo = filterResorts(resorts, { ...noResortFilters, location: 'CABO SAN LUCAS' });
    await expect(status).toHaveTextContent(`Found ${inCabo.length} resorts`);
    await choose(canvas, 'Price level', '$$$$$');
    const both = inCabo.filter((r) => r.priceLevel === '$$$$$');
    await expect(both.length).toBeLessThan(inCabo.length);
    await expect(status).toHaveTextContent(`Found ${both.length} resorts`);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search resorts' }), 'waldorf');
    await expect(status).toHaveTextContent('Found 1 resort');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      search: 'waldorf',
      location: 'CABO SAN LUCAS',
      priceLevel: '$$$$$',
      sort: 'recommended',
    });
  },
};

export const SortOptions: Story = {
  name: 'Sort options',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectOptions(canvas, /Sort by/, listSortOptions);
    await userEvent.click(screen.getByRole('option', { name: 'Price: high to low' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...noResortFilters,
      sort: 'price-desc',
    });
    // A sort is not a filter: nothing to clear, every resort still counted.
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 25 resorts');
  },
};

export const ClearFilters: Story = {
  name: 'Filters cleared',
  args: {
    filters: {
      ...noResortFilters,
      location: 'CABO SAN LUCAS',
      priceLevel: '$$$$$',
      sort: 'rating',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const narrowed = filterResorts(resorts, {
      ...noResortFilters,
      location: 'CABO SAN LUCAS',
      priceLevel: '$$$$$',
    });
    await expect(canvas.getByRole('status')).toHaveTextContent(`Found ${narrowed.length} resorts`);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 25 resorts');
    await expect(canvas.getByRole('button', { name: /Location/ })).toHaveTextContent(
      'All Locations',
    );
    // The order stays as chosen.
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Highest rated',
    );
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const SearchByLocationIgnoresAccents: Story = {
  name: 'Searched by place',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search resorts' }), 'san jose');
    const expected = resorts.filter((r) => r.location.startsWith('SAN JOS')).length;
    await expect(canvas.getByRole('status')).toHaveTextContent(`Found ${expected} resorts`);
  },
};

export const NothingFound: Story = {
  name: 'Nothing found',
  args: { filters: { ...noResortFilters, search: 'igloo' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Found 0 resorts');
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  args: { filters: { ...noResortFilters, location: 'CORRIDOR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The fields wait behind the button; the count and "Clear filters" stay in view.
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox', { name: 'Search resorts' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Found \d+ resorts$/);
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const MobileSheetOpen: Story = {
  name: 'On a phone, filters open',
  globals: mobile,
  args: { filters: { ...noResortFilters, location: 'CORRIDOR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inSheet = await openFilterSheet(canvas, 'Filters (1)');
    // Visible once the sheet has slid in.
    await waitFor(() => expect(inSheet.getByRole('button', { name: /CORRIDOR/ })).toBeVisible());
    await choose(inSheet, 'Price level', '$$$$$');
    const count = filterResorts(resorts, {
      ...noResortFilters,
      location: 'CORRIDOR',
      priceLevel: '$$$$$',
    }).length;
    const show = inSheet.getByRole('button', { name: `Show ${count} results` });
    await expect(show).toBeVisible();
    // Focus stays in the sheet; Escape closes it and gives focus back to the button.
    await userEvent.keyboard('{Escape}');
    await filterSheetClosed();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Filters (2)' })).toHaveFocus());
    const again = await openFilterSheet(canvas, 'Filters (2)');
    await userEvent.click(again.getByRole('button', { name: `Show ${count} results` }));
    await filterSheetClosed();
    await expect(canvas.getByRole('status')).toHaveTextContent(`Found ${count} resorts`);
  },
};

export const MobileSheetOpenPicture: Story = {
  name: 'On a phone, filters open (full page)',
  globals: mobile,
  args: { filters: { ...noResortFilters, priceLevel: '$$$$$', search: 'cabo' } },
  play: async ({ canvasElement }) => {
    const sheet = await openFilterSheet(within(canvasElement), 'Filters (2)');
    await expect(sheet.getByRole('searchbox', { name: 'Search resorts' })).toHaveValue('cabo');
    await waitFor(() => expect(sheet.getByRole('button', { name: 'Clear filters' })).toBeVisible());
  },
};
