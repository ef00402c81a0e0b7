import type { ContentListItem } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { releaseFocus, withRouter } from '../../common/storyFixtures.tsx';
import { ContentList } from './ContentList.tsx';

const items: ContentListItem[] = [
  {
    id: 1,
    kind: 'resorts',
    slug: 'casa-del-mar',
    title: 'Casa del Mar',
    status: 'published',
    version: 4,
    hasDraft: true,
    updatedAt: '2026-03-21T22:40:00.000Z',
  },
  {
    id: 2,
    kind: 'resorts',
    slug: 'hacienda-beach',
    title: 'Hacienda Beach',
    status: 'draft',
    version: 2,
    hasDraft: false,
    updatedAt: '2026-03-18T15:00:00.000Z',
  },
  {
    id: 3,
    kind: 'resorts',
    slug: 'old-pueblo',
    title: 'Old Pueblo',
    status: 'archived',
    version: 2,
    hasDraft: false,
    updatedAt: '2026-03-15T12:00:00.000Z',
  },
  {
    id: 4,
    kind: 'resorts',
    slug: 'pedregal-suites',
    title: 'Pedregal Suites',
    status: 'published',
    version: 1,
    hasDraft: false,
    updatedAt: '2026-01-05T15:00:00.000Z',
  },
];

const meta = {
  title: 'Patterns/ContentList',
  tags: ['autodocs'],
  component: ContentList,
  decorators: [withRouter],
  args: {
    label: 'Resorts',
    singular: 'resort',
    items,
    total: 25,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    search: '',
    onSearchChange: fn(),
    status: 'all',
    onStatusChange: fn(),
    onRefresh: fn(),
    itemHref: (item) => `/admin/studio/resorts/${item.id}`,
    newHref: '/admin/studio/resorts/new',
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ContentList>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Resorts' }));

/** Every state a row shows: published with changes waiting, draft, archived, published. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement);
    await expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Title',
      'Status',
      'Updated',
    ]);
    await expect(table.getByRole('link', { name: 'Casa del Mar' })).toHaveAttribute(
      'href',
      '/admin/studio/resorts/1',
    );
    await expect(table.getByText('Unpublished changes')).toBeVisible();
    await expect(table.getByText('Draft')).toBeVisible();
    await expect(table.getByText('Archived')).toBeVisible();
    // 22:40 UTC is 3:40 PM in Cabo (UTC-7).
    await expect(table.getByText('Mar 21, 2026, 3:40 PM')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'New resort' })).toHaveAttribute(
      'href',
      '/admin/studio/resorts/new',
    );
    await expect(canvas.getByText('Showing 1–20 of 25')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    releaseFocus();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    // Below 768 px the list's rows are cards (DataTable), nothing scrolls sideways.
    const card = within(canvasElement).getByRole('listitem', { name: /Hacienda Beach/ });
    await expect(within(card).getByRole('link', { name: 'Hacienda Beach' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'New resort' })).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  name: 'Nothing matches',
  args: { items: [], total: 0, search: 'zzz', status: 'archived' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No resorts match these filters.')).toBeVisible();
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('zzz');
  },
};

export const NoneYet: Story = {
  name: 'None yet',
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No resorts yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: undefined, total: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading resorts' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    items: undefined,
    total: undefined,
    errorText: 'Error loading resorts. Please try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error loading resorts. Please try again.',
    );
  },
};
