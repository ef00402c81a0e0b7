import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const restaurants = ['Nick-San', 'El Farallon', 'Flora Farms', 'Sunset Monalisa'];

const meta = {
  title: 'Components/SearchField',
  tags: ['autodocs'],
  component: SearchField,
  args: {
    label: 'Search restaurants',
    hideLabel: true,
    placeholder: 'Search restaurants...',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search restaurants' });
    await expect(input).toHaveAttribute('placeholder', 'Search restaurants...');
    // Nothing to clear: the button is not shown.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Filters a list as the restaurants page does: name, case-insensitive substring. */
export const FiltersAndClears: Story = {
  name: 'Typed, then cleared',
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const shown = restaurants.filter((r) => r.toLowerCase().includes(query.toLowerCase()));
    return (
      <>
        <SearchField {...args} value={query} onChange={setQuery} />
        <ul>
          {shown.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'FLOR');
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Flora Farms',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.type(canvas.getByRole('searchbox'), 'sun{Escape}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const VisibleLabel: Story = {
  name: 'With a visible label',
  args: { label: 'Search', hideLabel: false, placeholder: 'Email or name' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Search')).toBeVisible();
  },
};
