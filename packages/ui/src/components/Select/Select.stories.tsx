import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyFrame } from '../../common/storyFixtures.tsx';
import { tabToButton } from '../../common/storyPlay.ts';
import { Select } from './Select.tsx';

const partySizes = Array.from({ length: 12 }, (_, i) => ({
  id: String(i + 1),
  label: i === 0 ? '1 person' : `${i + 1} people`,
}));

const meta = {
  title: 'Components/Select',
  tags: ['autodocs'],
  component: Select,
  args: { label: 'Party Size', options: partySizes, defaultValue: '2', onChange: fn() },
  decorators: [storyFrame({ maxWidth: 320, minHeight: 120 })],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Party Size/ });
    await expect(trigger).toHaveTextContent('2 people');
  },
};

export const ChoosesWithMouse: Story = {
  name: 'Chosen with the mouse',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Party Size/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(12);
    await userEvent.click(within(listbox).getByRole('option', { name: '4 people' }));
    await expect(args.onChange).toHaveBeenCalledWith('4');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('4 people');
  },
};

export const ChoosesWithKeyboard: Story = {
  name: 'Chosen with the keyboard',
  args: {
    label: 'Sort by',
    defaultValue: 'popular',
    options: [
      { id: 'popular', label: 'Most Popular' },
      { id: 'rating', label: 'Highest Rated' },
      { id: 'reviews', label: 'Most Reviewed' },
      { id: 'name', label: 'Name A-Z' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const trigger = await tabToButton(within(canvasElement), /Sort by/);
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('rating');
    await expect(trigger).toHaveTextContent('Highest Rated');
  },
};

export const Open: Story = {
  args: {
    label: 'Cuisine',
    defaultValue: 'all',
    options: [
      { id: 'all', label: 'All Cuisines' },
      { id: 'mexican', label: 'Mexican' },
      { id: 'seafood', label: 'Seafood' },
      { id: 'italian', label: 'Italian' },
    ],
  },
  decorators: [storyFrame({ minHeight: 260 })],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Cuisine/ }));
    const selected = await screen.findByRole('option', { name: 'All Cuisines' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
  },
};

export const Invalid: Story = {
  name: 'With an error',
  args: {
    label: 'Event Type',
    placeholder: 'Select an event type',
    defaultValue: null,
    options: [
      { id: 'presidents_club', label: "President's Club" },
      { id: 'team_building', label: 'Team Building' },
    ],
    isInvalid: true,
    errorMessage: 'Please select an event type',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select an event type')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Event Type/ })).toHaveTextContent(
      'Select an event type',
    );
  },
};

/** Controlled by its parent, as react-hook-form's Controller does. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>('2');
    return (
      <>
        <Select {...args} value={value} onChange={setValue} />
        <p>Selected: {value}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Party Size/ }));
    await userEvent.click(await screen.findByRole('option', { name: '1 person' }));
    await expect(canvas.getByText('Selected: 1')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Party Size/ })).toBeDisabled();
  },
};
