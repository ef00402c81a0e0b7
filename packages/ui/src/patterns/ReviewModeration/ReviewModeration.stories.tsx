import type { AdminReview } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { ReviewModeration } from './ReviewModeration.tsx';

const base = {
  createdAt: '2026-03-02T18:00:00.000Z',
  updatedAt: '2026-03-02T18:00:00.000Z',
};

const reviews: AdminReview[] = [
  {
    ...base,
    id: 41,
    kind: 'adventures',
    itemId: '3',
    itemName: 'Sunset Sailing Cruise',
    author: 'Sofía R.',
    rating: 4,
    text: 'Our guide was patient and funny, and the sunset over the arch was unforgettable.',
    date: '2026-03-02',
    status: 'pending',
    source: 'visitor',
    bookingId: 118,
  },
  {
    ...base,
    id: 7,
    kind: 'villas',
    itemId: 'villa-1',
    itemName: 'Villa Bellissima',
    author: 'Carlos R.',
    rating: 5,
    text: 'Spotless, spacious and so peaceful.',
    date: '2025-02-01',
    status: 'published',
    source: 'seed',
    bookingId: null,
  },
  {
    ...base,
    id: 9,
    kind: 'resorts',
    itemId: '2',
    itemName: 'Casa Dorada Los Cabos Resort & Spa',
    author: 'Emily & Tom',
    rating: 2,
    text: 'The road up is steep.',
    date: '2025-01-01',
    status: 'hidden',
    source: 'seed',
    bookingId: null,
  },
];

const meta = {
  title: 'Patterns/ReviewModeration',
  tags: ['autodocs'],
  component: ReviewModeration,
  args: {
    reviews,
    status: 'all',
    kind: 'all',
    onStatusChange: fn(),
    onKindChange: fn(),
    onModerate: fn(),
  },
} satisfies Meta<typeof ReviewModeration>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each row offers what its status allows: publish, hide, restore. */
export const AllStatuses: Story = {
  name: 'All statuses',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Adventure: Sunset Sailing Cruise')).toBeVisible();
    await expect(canvas.getByText(/guest, booking #118/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Publish the review by Sofía R.' }));
    await expect(args.onModerate).toHaveBeenCalledWith(41, 'published');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the review by Carlos R.' }));
    await expect(args.onModerate).toHaveBeenCalledWith(7, 'hidden');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Restore the review by Emily & Tom' }),
    );
    await expect(args.onModerate).toHaveBeenCalledWith(9, 'published');
  },
};

/** The status filter tells the page which reviews to ask for. */
export const FilterByStatus: Story = {
  name: 'Filtered by status',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Pending' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('pending');
  },
};

export const Saving: Story = {
  args: { savingId: 41 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: /Publish the review by Sofía R./,
    });
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

export const Empty: Story = {
  args: { reviews: [], status: 'hidden', kind: 'restaurants' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews match these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { reviews: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading reviews...');
  },
};

export const LoadError: Story = {
  name: 'Failed to load',
  args: { reviews: undefined, errorText: 'Error loading reviews. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error loading reviews. Please try again.',
    );
  },
};

export const Phone: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Villa: Villa Bellissima')).toBeVisible();
  },
};
