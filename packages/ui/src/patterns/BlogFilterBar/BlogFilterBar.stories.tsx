import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALL_POSTS } from '@cabo/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { openFilterSheet, useHeldFilters } from '../../common/storyPlay.ts';
import { BlogFilterBar, type BlogFilterBarProps } from './BlogFilterBar.tsx';

const perCategory: Record<string, number> = {
  [ALL_POSTS]: 9,
  'local-guides': 4,
  'luxury-travel': 3,
  weddings: 2,
};

/** Holds the category and counts like the page does. */
function Stateful(props: BlogFilterBarProps) {
  const [value, handlers] = useHeldFilters(props, props.value, () => ALL_POSTS);
  return (
    <BlogFilterBar {...props} value={value} resultCount={perCategory[value] ?? 0} {...handlers} />
  );
}

const meta = {
  title: 'Patterns/BlogFilterBar',
  tags: ['autodocs'],
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
  name: 'Category chosen, then cleared',
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
  name: 'On a phone, filters open',
  globals: mobile,
  args: { value: 'luxury-travel', resultCount: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { name: 'Weddings' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 of 9 posts');
    const sheet = await openFilterSheet(canvas, 'Filters (1)');
    await waitFor(() => expect(sheet.getByRole('radio', { name: 'Luxury Travel' })).toBeChecked());
    await userEvent.click(sheet.getByRole('radio', { name: 'Weddings' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('weddings');
    await expect(sheet.getByRole('button', { name: 'Show 2 results' })).toBeVisible();
  },
};
