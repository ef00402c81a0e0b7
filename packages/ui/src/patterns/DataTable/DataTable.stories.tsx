import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge, leadStatusTone } from '../../components/Badge/index.ts';
import { mobile } from '../../common/storyFixtures.tsx';
import { DataTable, type DataTableColumn, type SortDescriptor } from './DataTable.tsx';

interface SampleLead {
  id: number;
  date: string;
  name: string;
  email: string;
  interest: string;
  status: string;
}

const leads: SampleLead[] = [
  ['Mar 21, 2026', 'Luca Moretti', 'luca@example.com', 'adventure', 'new'],
  ['Mar 20, 2026', 'Sofía Ramírez', 'sofia.ramirez@example.com', 'wedding', 'contacted'],
  ['Mar 18, 2026', 'James Carter', 'james.carter@example.com', 'group trip', 'qualified'],
  ['Mar 12, 2026', 'Priya Shah', 'priya@example.com', 'concierge', 'converted'],
  ['Mar 1, 2026', 'Emma Schulz', 'emma.schulz@example.com', 'resort', 'closed'],
].map(([date, name, email, interest, status], i) => ({
  id: i + 1,
  date: date!,
  name: name!,
  email: email!,
  interest: interest!,
  status: status!,
}));

const columns: DataTableColumn<SampleLead>[] = [
  { id: 'createdAt', name: 'Date', allowsSorting: true, render: (l) => l.date },
  {
    id: 'name',
    name: 'Contact',
    allowsSorting: true,
    isRowHeader: true,
    render: (l) => (
      <>
        {l.name}
        <br />
        {l.email}
      </>
    ),
  },
  { id: 'interestType', name: 'Interest', allowsSorting: true, render: (l) => l.interest },
  {
    id: 'status',
    name: 'Status',
    allowsSorting: true,
    render: (l) => <Badge tone={leadStatusTone(l.status)}>{l.status}</Badge>,
  },
];

const meta = {
  title: 'Patterns/DataTable',
  tags: ['autodocs'],
  component: DataTable<SampleLead>,
  args: {
    label: 'Leads',
    columns,
    items: leads,
    emptyText: 'No leads found with current filters.',
    errorText: null,
    rowLabel: (l: SampleLead) => l.name,
    onView: fn().mockName('onView'),
    sortDescriptor: { column: 'createdAt', direction: 'descending' },
    onSortChange: fn().mockName('onSortChange'),
    page: 1,
    pageSize: 5,
    total: 5,
    onPageChange: fn().mockName('onPageChange'),
  },
} satisfies Meta<typeof DataTable<SampleLead>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows with status badges in the docs' colours; View reports the row. */
export const Rows: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('grid', { name: 'Leads' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('rowheader', { name: /Priya Shah/ })).toBeVisible();
    await expect(canvas.getByText('converted')).toBeVisible();
    await expect(canvas.getByText('Showing 1–5 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View James Carter' }));
    await expect(args.onView).toHaveBeenCalledWith(leads[2]);
  },
};

/** Sorting is the server's: a header click asks for the new order (here the Contact column). */
export const Sorted: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<SortDescriptor>({
      column: 'createdAt',
      direction: 'descending',
    });
    return (
      <DataTable
        {...args}
        sortDescriptor={sort}
        onSortChange={(next) => {
          args.onSortChange?.(next);
          setSort(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const date = canvas.getByRole('columnheader', { name: /Date/ });
    await expect(date).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('columnheader', { name: /Contact/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'name',
      direction: 'ascending',
    });
    await expect(canvas.getByRole('columnheader', { name: /Contact/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Keyboard: the header takes Enter to flip the order.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'name',
      direction: 'descending',
    });
  },
};

/** Page 2 of 3: the paging controls ask for another page. */
export const Paged: Story = {
  args: { page: 2, total: 14 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 6–10 of 14')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Leads pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** The first page on its way: a spinner row. */
export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading leads' })).toBeVisible();
    await expect(canvas.queryByText('Showing 1–5 of 5')).toBeNull();
  },
};

/** Filters that match nothing: the docs' empty text. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No leads found with current filters.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Leads pages' })).toBeNull();
  },
};

/** The list failed to load: the docs' error text, announced. */
export const LoadError: Story = {
  name: 'Failed to load',
  args: { items: undefined, errorText: 'Error loading leads. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error loading leads. Please try again.',
    );
  },
};

/** At 390 px the rows are cards with the same facts and actions; the page does not scroll sideways. */
export const Phone: Story = {
  name: 'On a phone',
  globals: mobile,
  args: { page: 1, total: 14 },
  play: async ({ canvas }) => {
    // Below 768 px each row is a card with the same facts and actions: nothing scrolls sideways.
    await expect(canvas.queryByRole('grid')).toBeNull();
    const card = canvas.getByRole('listitem', { name: 'Luca Moretti' });
    await expect(card).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'View Luca Moretti' })).toBeVisible();
  },
};
