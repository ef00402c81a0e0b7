import type { ContentItem } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { releaseFocus, storyFrame, withRouter } from '../../common/storyFixtures.tsx';
import { ContentConflictAlert, ContentItemHeader } from './ContentItemHeader.tsx';

const draft: ContentItem = {
  id: 2,
  kind: 'resorts',
  slug: 'hacienda-beach',
  title: 'Hacienda Beach',
  status: 'draft',
  version: 2,
  hasDraft: false,
  updatedAt: '2026-03-18T15:00:00.000Z',
  content: { name: 'Hacienda Beach' },
  published: null,
  publishedAt: null,
  updatedBy: 'maria',
  path: '/resorts/hacienda-beach',
};

const publishedWithChanges: ContentItem = {
  ...draft,
  id: 1,
  slug: 'casa-del-mar',
  title: 'Casa del Mar',
  status: 'published',
  version: 4,
  hasDraft: true,
  updatedAt: '2026-03-21T22:40:00.000Z',
  published: { name: 'Casa del Mar' },
  publishedAt: '2026-03-10T17:20:00.000Z',
  updatedBy: 'Ana',
  path: '/resorts/casa-del-mar',
};

const meta = {
  title: 'Patterns/ContentItemHeader',
  tags: ['autodocs'],
  component: ContentItemHeader,
  decorators: [withRouter],
  args: { item: draft, onAction: fn(async () => {}) },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ContentItemHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft never published: Preview, Publish and Archive; nothing live to view or unpublish. */
export const Draft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Draft')).toBeVisible();
    await expect(canvas.getByText(/^Version 2/)).toHaveTextContent(
      'Version 2 · saved by maria, Mar 18, 2026, 8:00 AM',
    );
    const preview = canvas.getByRole('link', { name: /Preview/ });
    await expect(preview).toHaveAttribute('href', '/resorts/hacienda-beach?preview=1');
    await expect(preview).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: /View live page/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onAction).toHaveBeenCalledWith('publish');
    releaseFocus();
  },
};

/** Live, with saved changes visitors do not see yet. */
export const PublishedWithChanges: Story = {
  name: 'Published, with unpublished changes',
  args: { item: publishedWithChanges },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Published')).toBeVisible();
    await expect(canvas.getByText('Unpublished changes')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /View live page/ })).toHaveAttribute(
      'href',
      '/resorts/casa-del-mar',
    );
    await expect(canvas.getByRole('button', { name: 'Publish changes' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeEnabled();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  args: { item: publishedWithChanges },
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Archive' })).toBeVisible();
  },
};

/** Unpublish asks first; confirming sends it. */
export const UnpublishConfirm: Story = {
  name: 'Unpublish: confirm',
  args: { item: publishedWithChanges },
  decorators: [storyFrame({ height: 500 })],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unpublish' }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Unpublish this item?' }),
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    await expect(args.onAction).toHaveBeenCalledWith('unpublish');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    releaseFocus();
  },
};

/** An archived item: Publish brings it back; nothing to archive again. */
export const Archived: Story = {
  args: { item: { ...draft, status: 'archived' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Archived')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull();
  },
};

/** A save met a newer version: the alert names who saved it and offers their version. */
export const Conflict: Story = {
  name: 'Saved elsewhere meanwhile',
  render: () => <ContentConflictAlert editor="Ana" version={7} onReload={reload} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ana saved version 7 while you were editing; your changes are not saved.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Load version 7' }));
    await expect(reload).toHaveBeenCalled();
    releaseFocus();
  },
};
const reload = fn();
