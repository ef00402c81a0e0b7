import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mediaFixtures } from '@cabo/data/media-samples';
import { MediaLibraryGrid, type MediaLibraryGridProps } from './MediaLibraryGrid.tsx';

/** The grid with its search kept in state, filtering the fixtures as the server does. */
function Searchable(props: Omit<MediaLibraryGridProps, 'search' | 'onSearchChange'>) {
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const items = props.items?.filter(
    (m) => m.filename.toLowerCase().includes(term) || (m.alt ?? '').toLowerCase().includes(term),
  );
  return <MediaLibraryGrid {...props} items={items} search={search} onSearchChange={setSearch} />;
}

const meta = {
  title: 'Patterns/MediaLibraryGrid',
  tags: ['autodocs'],
  component: MediaLibraryGrid,
  args: {
    items: mediaFixtures,
    search: '',
    onSearchChange: fn().mockName('onSearchChange'),
    onSelect: fn().mockName('onSelect'),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MediaLibraryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready, alt-missing and processing pictures; choosing one reports it. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getByRole('list', { name: 'Pictures' })).getAllByRole('button');
    await expect(cards.map((c) => c.textContent)).toEqual([
      'Processing…villa-pool.jpgProcessingAlt text missing',
      'el-arco.jpgAlt text missing',
      'sunset-medano.jpg',
    ]);
    await expect(canvas.getAllByText('Alt text missing')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /sunset-medano\.jpg/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(mediaFixtures[2]);
    // Thumbnails load the small AVIF.
    const thumbs = [...canvas.getByRole('list').querySelectorAll('img')];
    await waitFor(() =>
      expect(thumbs.every((img) => img.getAttribute('data-loaded') === 'true')).toBe(true),
    );
  },
};

/** The open picture is marked as pressed. */
export const Selected: Story = {
  args: { selectedId: mediaFixtures[1]!.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /el-arco\.jpg/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Searching narrows the grid; a search that finds nothing says so. */
export const Search: Story = {
  name: 'Searched',
  render: (args) => <Searchable {...args} />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search pictures' });
    await userEvent.type(box, 'medano');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Pictures' })).getAllByRole('button'),
      ).toHaveLength(1),
    );
    await userEvent.clear(box);
    await userEvent.type(box, 'lighthouse');
    await waitFor(() => expect(canvas.getByText('No pictures match “lighthouse”.')).toBeVisible());
  },
};

/** More pictures than one page holds: the pages below the grid move through them. */
export const Paged: Story = {
  args: { page: 1, pageSize: 3, total: 8, onPageChange: fn().mockName('onPageChange') },
  play: async ({ canvas, args }) => {
    const pages = canvas.getByRole('navigation', { name: 'Pictures pages' });
    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pictures yet. Upload the first one above.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading pictures' })).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Failed to load',
  args: { items: undefined, errorText: 'Error loading the pictures. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error loading the pictures. Please try again.',
    );
  },
};
