import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { AdminFilterBar, type AdminFilterBarProps } from './AdminFilterBar.tsx';

const statusOptions = ['all', 'new', 'contacted', 'qualified', 'converted', 'closed'].map((id) => ({
  id,
  label: id === 'all' ? 'All Statuses' : id,
}));
const interestOptions = ['all', 'villa', 'resort', 'wedding', 'group_trip'].map((id) => ({
  id,
  label: id === 'all' ? 'All Interests' : id.replace(/_/g, ' '),
}));
const guideOptions = [
  { id: 'all', label: 'All Guides' },
  { id: 'Cabo', label: 'Cabo Guide' },
  { id: 'Villa', label: 'Villa Guide' },
  { id: 'Resort', label: 'Resort Guide' },
];

/** Holds the values as a view would (there: in the URL). */
function Controlled(args: AdminFilterBarProps) {
  const [search, setSearch] = useState(args.search);
  const [values, setValues] = useState(
    Object.fromEntries(args.filters.map((f) => [f.name, f.value])),
  );
  return (
    <AdminFilterBar
      {...args}
      search={search}
      onSearchChange={(value) => {
        args.onSearchChange(value);
        setSearch(value);
      }}
      filters={args.filters.map((f) => ({ ...f, value: values[f.name] ?? 'all' }))}
      onFilterChange={(name, value) => {
        args.onFilterChange(name, value);
        setValues((v) => ({ ...v, [name]: value }));
      }}
    />
  );
}

const meta = {
  title: 'Patterns/AdminFilterBar',
  tags: ['autodocs'],
  component: AdminFilterBar,
  render: Controlled,
  args: {
    label: 'Filter leads',
    search: '',
    onSearchChange: fn().mockName('onSearchChange'),
    filters: [
      { name: 'status', label: 'Status', options: statusOptions, value: 'all' },
      { name: 'interest', label: 'Interest', options: interestOptions, value: 'all' },
    ],
    onFilterChange: fn().mockName('onFilterChange'),
    onRefresh: fn().mockName('onRefresh'),
  },
} satisfies Meta<typeof AdminFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The leads' bar: typing searches once it pauses; a status narrows; Refresh reloads. */
export const Leads: Story = {
  name: 'Leads list',
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('group', { name: 'Filter leads' });
    const search = within(bar).getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search by email or name...');
    await userEvent.type(search, 'luca');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('luca'));
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);

    await userEvent.click(within(bar).getByRole('button', { name: /Status/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'qualified' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('status', 'qualified');
    await expect(within(bar).getByRole('button', { name: /Status/ })).toHaveTextContent(
      'qualified',
    );

    await userEvent.click(within(bar).getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Enter searches at once; clearing the field searches everything again. */
export const SearchOnEnter: Story = {
  name: 'Searched',
  args: { search: 'old' },
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveValue('old');
    await userEvent.clear(search);
    await userEvent.type(search, 'Priya{Enter}');
    await expect(args.onSearchChange).toHaveBeenCalledWith('Priya');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
  },
};

/** Guide downloads: one guide filter, "All Guides" switches it off; on a phone. */
export const GuidesOnPhone: Story = {
  name: 'Guides list on a phone',
  globals: mobile,
  args: {
    label: 'Filter guide downloads',
    filters: [{ name: 'guide', label: 'Guide', options: guideOptions, value: 'Villa' }],
  },
  play: async ({ canvas, args }) => {
    const guide = canvas.getByRole('button', { name: /Guide/ });
    await expect(guide).toHaveTextContent('Villa Guide');
    await userEvent.click(guide);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'All Guides' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('guide', 'all');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
