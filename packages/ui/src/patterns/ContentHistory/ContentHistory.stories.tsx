import type { ContentRevision } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { releaseFocus, storyFrame } from '../../common/storyFixtures.tsx';
import { ContentHistory } from './ContentHistory.tsx';

const before =
  'A quiet cove on the Sea of Cortez with two pools and sunsets over the arch every evening.';
const after =
  'A quiet cove on the Sea of Cortez with three pools, a spa carved into the cliffs and sunsets over the arch every evening.';

const revisions: ContentRevision[] = [
  {
    version: 4,
    action: 'save',
    status: 'published',
    userId: 2,
    userName: 'Ana',
    createdAt: '2026-03-21T22:40:00.000Z',
    changes: [
      { field: 'description', before, after },
      { field: 'rooms', before: 96, after: 120 },
      { field: 'amenities', before: ['Spa', 'Pool'], after: ['Spa', 'Pool', 'Kids club'] },
    ],
  },
  {
    version: 3,
    action: 'publish',
    status: 'published',
    userId: 2,
    userName: 'maria',
    createdAt: '2026-03-10T17:20:00.000Z',
    changes: [{ field: 'status', before: 'draft', after: 'published' }],
  },
  {
    version: 2,
    action: 'save',
    status: 'draft',
    userId: 2,
    userName: 'maria',
    createdAt: '2026-03-10T17:05:00.000Z',
    changes: [{ field: 'reviewCount', before: 0, after: 12 }],
  },
  {
    version: 1,
    action: 'seed',
    status: 'draft',
    userId: null,
    userName: 'Seed data',
    createdAt: '2026-01-05T15:00:00.000Z',
    changes: [],
  },
];

const meta = {
  title: 'Patterns/ContentHistory',
  tags: ['autodocs'],
  component: ContentHistory,
  args: { revisions, onRestore: fn(async () => {}) },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ContentHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

const summaries = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('summary')].map((s) => s.textContent);

/** Opens the revision whose summary starts with `text` (e.g. "Version 4:"). */
async function openRevision(canvasElement: HTMLElement, text: string) {
  const summary = [...canvasElement.querySelectorAll('summary')].find((s) =>
    s.textContent.startsWith(text),
  );
  await expect(summary).toBeDefined();
  await userEvent.click(summary!);
}

/** Newest first: who, what, when in Cabo time, the status after. */
export const Revisions: Story = {
  play: async ({ canvasElement }) => {
    const texts = summaries(canvasElement);
    await expect(texts).toHaveLength(4);
    await expect(texts[0]).toContain('Version 4: Saved by Ana, Mar 21, 2026, 3:40 PM');
    await expect(texts[3]).toContain('Version 1: Imported from the seed data by Seed data');
    await expect(within(canvasElement).queryByText('Rooms')).not.toBeVisible();
  },
};

/** A revision opened: each field in words, a text as a word diff, a list in full. */
export const OpenWithDiff: Story = {
  name: 'A revision opened',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRevision(canvasElement, 'Version 4:');
    await expect(canvas.getByText('Description')).toBeVisible();
    await expect(canvas.getByText('Rooms')).toBeVisible();
    await expect(canvas.getByText('Amenities')).toBeVisible();
    const removed = canvasElement.querySelector('del');
    const added = canvasElement.querySelector('ins');
    await expect(removed).toHaveTextContent('two');
    await expect(added).toHaveTextContent('three');
    await expect(canvas.getByText('96')).toBeVisible();
    await expect(canvas.getByText('After (3 items)')).toBeVisible();
    // The newest revision is what the item holds: nothing to restore.
    await expect(canvas.queryByRole('button', { name: /Restore version 4/ })).toBeNull();
    releaseFocus();
  },
};

/** Restoring an older revision asks first; Cancel is where focus starts. */
export const RestoreConfirm: Story = {
  name: 'Restore: confirm',
  decorators: [storyFrame({ height: 700 })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await openRevision(canvasElement, 'Version 2:');
    await expect(canvas.getByText('Review count')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore version 2 as draft' }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', {
        name: 'Restore version 2 as the draft?',
      }),
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Restore as draft' }));
    await expect(args.onRestore).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    releaseFocus();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRevision(canvasElement, 'Version 4:');
    await expect(canvas.getByText('Description')).toBeVisible();
    releaseFocus();
  },
};

export const Loading: Story = {
  args: { revisions: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the history' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: { revisions: undefined, errorText: 'The history could not be loaded.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The history could not be loaded.',
    );
  },
};
