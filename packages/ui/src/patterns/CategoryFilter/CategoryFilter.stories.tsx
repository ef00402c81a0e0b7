import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { CategoryFilter, type CategoryFilterValue } from './CategoryFilter.tsx';

const meta = {
  title: 'Patterns/CategoryFilter',
  tags: ['autodocs'],
  component: CategoryFilter,
  args: { value: 'all', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<CategoryFilterValue | null>(
      args.value as CategoryFilterValue | null,
    );
    return (
      <>
        <CategoryFilter
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
        <p>Category: {value}</p>
      </>
    );
  },
} satisfies Meta<typeof CategoryFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {
  name: 'All selected',
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', {
      name: 'Filter adventures by category',
    });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual([
      'All Adventures',
      'Water Activities',
      'Land Activities',
      'Luxury Tours',
      'Family Friendly',
    ]);
    await expect(within(group).getByRole('radio', { name: 'All Adventures' })).toBeChecked();
  },
};

export const ChoosesACategory: Story = {
  name: 'Category chosen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Water Activities' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('water');
    await expect(canvas.getByText('Category: water')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Water Activities' })).toBeChecked();
    // Choosing the selected one again changes nothing.
    await userEvent.click(canvas.getByRole('radio', { name: 'Water Activities' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const PreSelected: Story = {
  name: 'Preselected',
  args: { value: 'land' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Land Activities' }),
    ).toBeChecked();
  },
};

export const Keyboard: Story = {
  name: 'Used with the keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All Adventures' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('land');
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  args: { value: 'family' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

/** A list narrowed otherwise (one activity, /adventures/atv): no button chosen, any choosable. */
export const NoneChosen: Story = {
  name: 'None chosen',
  args: { value: null },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'All Adventures' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
  },
};
