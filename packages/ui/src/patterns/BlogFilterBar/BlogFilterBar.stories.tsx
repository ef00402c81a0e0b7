import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALL_POSTS } from '@cabo/contract';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { BlogFilterBar, type BlogFilterBarProps } from './BlogFilterBar.tsx';

const perCategory: Record<string, number> = {
  [ALL_POSTS]: 9,
  'local-guides': 4,
  'luxury-travel': 3,
  weddings: 2,
};

/** Holds the category and counts like the page does. */
function Stateful(props: BlogFilterBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <BlogFilterBar
      {...props}
      value={value}
      resultCount={perCategory[value] ?? 0}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onClear={() => {
        setValue(ALL_POSTS);
        props.onClear();
      }}
    />
  );
}

const meta = {
  title: 'Patterns/BlogFilterBar',
  component: BlogFilterBar,
  render: (args) => <Stateful {...args} />,
  decorators: [storyFrame({ minHeight: 360 })],
  args: {
    categories: [
      ['local-guides', 'Local Guides'],
      ['luxury-travel', 'Luxury Travel'],
      ['weddings', 'Weddings'],
    ],
    value: ALL_POSTS,
    resultCount: 9,
    total: 9,
    onChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof BlogFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Filter posts by category' });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All Posts', 'Local Guides', 'Luxury Travel', 'Weddings']);
    await expect(canvas.getByRole('radio', { name: 'All Posts' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('9 posts');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** A category narrows the count live; "Clear filters" shows every post again. */
export const CategoryThenClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Weddings' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('weddings');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 9 posts');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('radio', { name: 'All Posts' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('9 posts');
  },
};

export const CategoryChosen: Story = {
  args: { value: 'local-guides', resultCount: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Local Guides' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('4 of 9 posts');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** A phone: the chips wait behind "Filters (1)"; the sheet shows them and "Show N results". */
export const MobileSheetOpen: Story = {
  globals: mobile,
  args: { value: 'luxury-travel', resultCount: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { name: 'Weddings' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 of 9 posts');
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (1)' }));
    const sheet = within(await screen().findByRole('dialog', { name: 'Filters' }));
    await waitFor(() => expect(sheet.getByRole('radio', { name: 'Luxury Travel' })).toBeChecked());
    await userEvent.click(sheet.getByRole('radio', { name: 'Weddings' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('weddings');
    await expect(sheet.getByRole('button', { name: 'Show 2 results' })).toBeVisible();
  },
};
