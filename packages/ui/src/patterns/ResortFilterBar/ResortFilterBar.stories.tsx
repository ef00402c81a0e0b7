import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  distinctResortValues,
  filterResorts,
  noResortFilters,
  type ResortFilters,
} from '@cabo/contract';
import { resorts } from '@cabo/data';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { ResortFilterBar, type ResortFilterBarProps } from './ResortFilterBar.tsx';

/** Holds the filters and counts the 25 resorts like the page does. */
function Stateful(props: ResortFilterBarProps) {
  const [filters, setFilters] = useState<ResortFilters>(props.filters);
  return (
    <ResortFilterBar
      {...props}
      filters={filters}
      resultCount={filterResorts(resorts, filters).length}
      onChange={(next) => {
        setFilters(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/ResortFilterBar',
  component: ResortFilterBar,
  render: (args) => <Stateful {...args} />,
  decorators: [storyFrame({ minHeight: 480 })],
  args: {
    filters: noResortFilters,
    locations: distinctResortValues(resorts, 'location'),
    priceLevels: distinctResortValues(resorts, 'priceLevel'),
    resultCount: resorts.length,
    onChange: fn(),
  },
} satisfies Meta<typeof ResortFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByPlaceholderText('Search resorts by name or location...'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All Locations/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All Price Levels/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 25 resorts');
  },
};

export const DropdownOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Location/ }));
    const locations = await screen().findAllByRole('option');
    await expect(locations.map((o) => o.textContent)).toEqual([
      'All Locations',
      'CABO SAN LUCAS',
      'CORRIDOR',
      'SAN JOSÉ DEL CABO',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: /Price level/ }));
    const levels = await screen().findAllByRole('option');
    await expect(levels.map((o) => o.textContent)).toEqual(['All Price Levels', '$$$$', '$$$$$']);
    await userEvent.keyboard('{Escape}');
  },
};

export const FiltersCombineAndCountLive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: /Location/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'CABO SAN LUCAS' }));
    const inCabo = filterResorts(resorts, { ...noResortFilters, location: 'CABO SAN LUCAS' });
    await expect(status).toHaveTextContent(`Found ${inCabo.length} resorts`);
    await userEvent.click(canvas.getByRole('button', { name: /Price level/ }));
    await userEvent.click(await screen().findByRole('option', { name: '$$$$$' }));
    const both = inCabo.filter((r) => r.priceLevel === '$$$$$');
    await expect(both.length).toBeLessThan(inCabo.length);
    await expect(status).toHaveTextContent(`Found ${both.length} resorts`);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search resorts' }), 'waldorf');
    await expect(status).toHaveTextContent('Found 1 resort');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      search: 'waldorf',
      location: 'CABO SAN LUCAS',
      priceLevel: '$$$$$',
    });
  },
};

export const SearchByLocationIgnoresAccents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search resorts' }), 'san jose');
    const expected = resorts.filter((r) => r.location.startsWith('SAN JOS')).length;
    await expect(canvas.getByRole('status')).toHaveTextContent(`Found ${expected} resorts`);
  },
};

export const NothingFound: Story = {
  args: { filters: { ...noResortFilters, search: 'igloo' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Found 0 resorts');
  },
};

export const Mobile: Story = {
  globals: mobile,
  args: { filters: { ...noResortFilters, location: 'CORRIDOR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /CORRIDOR/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Found \d+ resorts$/);
  },
};
