import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MediaAsset } from '@cabo/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mediaFixtures } from '@cabo/data/media-samples';
import { MediaUploader, type MediaUploadFn } from './MediaUploader.tsx';

const processing: MediaAsset = { ...mediaFixtures[0]!, filename: 'pool.jpg' };

const meta = {
  title: 'Patterns/MediaUploader',
  tags: ['autodocs'],
  component: MediaUploader,
  args: {
    upload: fn<MediaUploadFn>(async () => processing).mockName('upload'),
    onUploaded: fn().mockName('onUploaded'),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof MediaUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

const picture = (name: string, size = 2_000) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

/** The file input behind "Choose pictures" (the accept list is the browser's hint only). */
async function choose(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.setup({ applyAccept: false }).upload(input, files);
}

/** Nothing chosen yet: the drop area says what it takes. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Drop JPEG, PNG, WebP or AVIF pictures here, up to 25 MB each'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose pictures' })).toBeEnabled();
    await expect(canvas.queryByRole('list', { name: 'Uploads' })).toBeNull();
  },
};

/** A picture on its way: its own progress bar says how much has gone. */
export const UploadingWithProgress: Story = {
  name: 'Uploading',
  args: {
    upload: fn<MediaUploadFn>((_file, onProgress) => {
      onProgress(0.4);
      return new Promise(() => {});
    }).mockName('upload'),
  },
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, [picture('villa-terrace.jpg')]);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading villa-terrace.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await expect(within(bar).getByText('40%')).toBeVisible();
  },
};

/** Wrong type and too big are refused per file, before anything is sent; a good file goes. */
export const RefusedFiles: Story = {
  name: 'Files refused',
  args: { maxBytes: 1024 * 1024 },
  play: async ({ canvas, canvasElement, args }) => {
    await choose(canvasElement, [
      new File(['just words'], 'notes.jpg', { type: 'text/plain' }),
      picture('panorama.jpg', 2 * 1024 * 1024),
      picture('beach.jpg'),
    ]);
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toEqual([
      'Only JPEG, PNG, WebP and AVIF pictures can be uploaded',
      'The file is larger than 1 MB',
    ]);
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByText('Uploaded: add alt text before using it')).toBeVisible(),
    );
  },
};

// Fails the first time it is called, then stores the picture.
const failsOnce = fn<MediaUploadFn>(async () => {
  if (failsOnce.mock.calls.length === 1) {
    throw new Error('503: The picture storage is briefly unavailable');
  }
  return processing;
}).mockName('upload');

/** Sending failed: the server's message shows under the file, and Retry sends it again. */
export const ErrorThenRetry: Story = {
  name: 'Failed, then retried',
  args: { upload: failsOnce },
  play: async ({ canvas, canvasElement, args }) => {
    await choose(canvasElement, [picture('marina.jpg')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '503: The picture storage is briefly unavailable',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(canvas.getByText('Uploaded: add alt text before using it')).toBeVisible(),
    );
    await expect(args.upload).toHaveBeenCalledTimes(2);
    await expect(args.onUploaded).toHaveBeenCalledWith(processing);
  },
};

/** Stored: the row says so, and reminds that the picture needs alt text before use. */
export const Uploaded: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await choose(canvasElement, [picture('pool.jpg')]);
    await waitFor(() =>
      expect(canvas.getByText('Uploaded: add alt text before using it')).toBeVisible(),
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(args.onUploaded).toHaveBeenCalledWith(processing);
  },
};

/** The server refused the file itself (its bytes are no picture): its message, no Retry. */
export const RefusedByServer: Story = {
  name: 'Refused by the server',
  args: {
    upload: fn<MediaUploadFn>(async () => {
      throw Object.assign(new Error('Only JPEG, PNG, WebP and AVIF pictures can be uploaded'), {
        retryable: false,
      });
    }).mockName('upload'),
  },
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, [picture('renamed-notes.jpg')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only JPEG, PNG, WebP and AVIF pictures can be uploaded',
    );
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};
