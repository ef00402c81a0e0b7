import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { ListFilterBar, withAll, type ListFilterSelect } from './index.ts';

/** A small list of its own, so the pattern is shown apart from any page's fields. */
interface BoatFilters {
  search: string;
  harbour: string;
  sort: string;
  crewed: boolean;
}
const noBoatFilters: BoatFilters = { search: '', harbour: 'all', sort: 'name', crewed: false };
const boats = [
  { name: 'Sea Breeze', harbour: 'Cabo San Lucas', crewed: true },
  { name: 'Luna', harbour: 'San José del Cabo', crewed: false },
  { name: 'Pelícano', harbour: 'Cabo San Lucas', crewed: false },
];
const shownOf = (f: BoatFilters) =>
  boats.filter(
    (b) =>
      b.name.toLowerCase().includes(f.search.toLowerCase()) &&
      (f.harbour === 'all' || b.harbour === f.harbour) &&
      (!f.crewed || b.crewed),
  ).length;
const activeOf = (f: BoatFilters) =>
  [f.search !== '', f.harbour !== 'all', f.crewed].filter(Boolean).length;

const selects: ListFilterSelect<BoatFilters>[] = [
  {
    name: 'harbour',
    label: 'Harbour',
    options: withAll('all', 'All Harbours', ['Cabo San Lucas', 'San José del Cabo']),
    fallback: 'all',
  },
  {
    name: 'sort',
    label: 'Sort by',
    options: [
      { id: 'name', label: 'Name A-Z' },
      { id: 'size', label: 'Largest first' },
    ],
    fallback: 'name',
  },
];

const onChange = fn();

/** Holds the filters and counts the boats like a page does. */
function Boats({ initial, withToggle }: { initial: BoatFilters; withToggle?: boolean }) {
  const [filters, setFilters] = useState(initial);
  const count = shownOf(filters);
  return (
    <ListFilterBar
      noun="boats"
      searchPlaceholder="Search boats by name..."
      filters={filters}
      selects={selects}
      toggle={withToggle ? { name: 'crewed', label: 'With crew' } : undefined}
      resultText={`Found ${count} ${count === 1 ? 'boat' : 'boats'}`}
      resultCount={count}
      activeCount={activeOf(filters)}
      onChange={(next) => {
        setFilters(next);
        onChange(next);
      }}
      onClear={() => setFilters({ ...noBoatFilters, sort: filters.sort })}
    />
  );
}

const meta = {
  title: 'Patterns/ListFilterBar',
  tags: ['autodocs'],
  component: Boats,
  decorators: [storyFrame({ minHeight: 480 })],
  args: { initial: noBoatFilters },
} satisfies Meta<typeof Boats>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the search and the selects stand in the page, named', async () => {
      await expect(canvas.getByRole('group', { name: 'Filter boats' })).toBeVisible();
      await expect(canvas.getByRole('searchbox', { name: 'Search boats' })).toHaveAttribute(
        'placeholder',
        'Search boats by name...',
      );
      await expect(canvas.getByRole('button', { name: /All Harbours/ })).toBeVisible();
      await expect(canvas.getByRole('button', { name: /Name A-Z/ })).toBeVisible();
    });
    await step('the live count; nothing to clear', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Found 3 boats');
      await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    });
  },
};

export const FiltersCombineAndClear: Story = {
  name: 'Filters combine, then clear',
  args: { withToggle: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a select sets its filter', async () => {
      onChange.mockClear();
      await userEvent.click(canvas.getByRole('button', { name: /Harbour/ }));
      await userEvent.click(await screen().findByRole('option', { name: 'Cabo San Lucas' }));
      await expect(onChange).toHaveBeenLastCalledWith({
        ...noBoatFilters,
        harbour: 'Cabo San Lucas',
      });
      await expect(canvas.getByRole('status')).toHaveTextContent('Found 2 boats');
    });
    await step('the checkbox narrows further (AND)', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'With crew' }));
      await expect(canvas.getByRole('status')).toHaveTextContent('Found 1 boat');
    });
    await step('"Clear filters" empties them', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
      await expect(canvas.getByRole('status')).toHaveTextContent('Found 3 boats');
      await expect(canvas.getByRole('checkbox', { name: 'With crew' })).not.toBeChecked();
    });
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: mobile,
  args: { initial: { ...noBoatFilters, harbour: 'San José del Cabo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The fields wait behind the button; the count and "Clear filters" stay in view.
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox', { name: 'Search boats' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 1 boat');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const OnAPhoneSheetOpen: Story = {
  name: 'On a phone, filters open',
  globals: mobile,
  args: { initial: { ...noBoatFilters, search: 'l' }, withToggle: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen().findByRole('dialog', { name: 'Filters' });
    const inSheet = within(sheet);
    await expect(inSheet.getByRole('searchbox', { name: 'Search boats' })).toHaveValue('l');
    await waitFor(() => expect(inSheet.getByRole('checkbox', { name: 'With crew' })).toBeVisible());
    await expect(inSheet.getByRole('button', { name: 'Show 2 results' })).toBeVisible();
  },
};
