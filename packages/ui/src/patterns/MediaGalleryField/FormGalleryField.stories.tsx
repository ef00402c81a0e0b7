import type { MediaAsset, MediaPage } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { mediaFixtures, mediaSample } from '@cabo/data/media-samples';
import {
  ContractForm,
  FormSubmitButton,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import type { MediaUploadFn } from '../MediaUploader/index.ts';
import { FormGalleryField } from './FormGalleryField.tsx';
import type { MediaPickerSource } from './MediaPickerDialog.tsx';

const [processing, altMissing, sunset] = mediaFixtures as [MediaAsset, MediaAsset, MediaAsset];

// The three sample files, each described and ready: a gallery's usual pictures.
const pool = mediaSample(processing.id, {
  filename: 'villa-pool.jpg',
  createdAt: processing.createdAt,
  alt: 'Infinity pool looking over the sea',
});
const arch = mediaSample(altMissing.id, {
  filename: 'el-arco.jpg',
  createdAt: altMissing.createdAt,
  alt: 'The arch at Land’s End',
  focalX: 0.7,
  focalY: 0.4,
});

/** A library over `items`, searched as the server searches; `get` finds by id. */
function fakeSource(items: MediaAsset[], upload?: MediaUploadFn): MediaPickerSource {
  const library = [...items];
  return {
    list: fn(async ({ search }: { page: number; search: string }): Promise<MediaPage> => {
      const term = search.toLowerCase();
      const found = library.filter(
        (m) => m.filename.includes(term) || (m.alt ?? '').toLowerCase().includes(term),
      );
      return { items: found, total: found.length, page: 1, pageSize: 24 };
    }).mockName('list'),
    get: fn(async (id: string) => {
      const found = library.find((m) => m.id === id);
      if (!found) throw new Error('404: No picture with that id');
      return found;
    }).mockName('get'),
    upload: upload ?? fn<MediaUploadFn>(async () => processing).mockName('upload'),
    saveDetails: fn(async (id: string, details: { alt: string }) => {
      const found = library.find((m) => m.id === id)!;
      const saved = {
        ...found,
        ...details,
        altMissing: false,
        usable: found.status === 'ready',
      } as MediaAsset;
      library.splice(library.indexOf(found), 1, saved);
      return saved;
    }).mockName('saveDetails'),
  };
}

const listingSchema = z.strictObject({
  galleryIds: z.array(z.string()).min(1, 'Add at least one picture: the first is the cover'),
});
type Listing = z.output<typeof listingSchema>;
type Submit = (values: Listing, context: FormSubmitContext) => Promise<unknown>;

/** A listing form with its gallery alone; the stored ids are shown under it. */
function ListingGalleryForm({
  ids,
  source,
  onSubmit,
}: {
  ids: string[];
  source: MediaPickerSource;
  onSubmit: Submit;
}) {
  const form = useContractForm(listingSchema, { galleryIds: ids });
  const stored = form.watch('galleryIds');
  return (
    <div style={{ maxWidth: 720, minHeight: '100vh' }}>
      <ContractForm form={form} aria-label="Villa" audience="staff" onSubmit={onSubmit}>
        <FormGalleryField
          control={form.control}
          name="galleryIds"
          label="Pictures"
          description="Shown in this order on the listing; the first is the cover."
          source={source}
        />
        <FormSubmitButton submittingLabel="Saving...">Save villa</FormSubmitButton>
      </ContractForm>
      <p>
        Stored ids: <output data-testid="ids">{stored.join(', ')}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Patterns/FormGalleryField',
  tags: ['autodocs'],
  component: ListingGalleryForm,
  args: {
    ids: [],
    source: fakeSource(mediaFixtures),
    onSubmit: fn<Submit>(async () => {}),
  },
} satisfies Meta<typeof ListingGalleryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const storedIds = (canvas: Canvas) => canvas.getByTestId('ids').textContent;
/** The file names of the gallery, in their visible order. */
const order = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Pictures in order' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('[class*="filename"]')?.textContent);

async function openPicker(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Add pictures' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add pictures' });
  await within(dialog).findByRole('list', { name: 'Pictures' });
  return within(dialog);
}

/** No pictures yet: the field says what the first one will be. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No pictures yet. The first picture you add is the cover.'),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Pictures' })).toHaveAccessibleDescription(
      'Shown in this order on the listing; the first is the cover.',
    );
    await expect(canvas.getByText('0 of 40 pictures')).toBeVisible();
  },
};

const three = [sunset.id, arch.id, pool.id];

/** Three pictures in order, the first marked as the cover; moving one changes the order. */
export const ThreePictures: Story = {
  name: 'Three pictures',
  args: { ids: three, source: fakeSource([pool, arch, sunset]) },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(order(canvas)).toEqual(['sunset-medano.jpg', 'el-arco.jpg', 'villa-pool.jpg']),
    );
    const items = within(canvas.getByRole('list', { name: 'Pictures in order' })).getAllByRole(
      'listitem',
    );
    await expect(within(items[0]!).getByText('Cover')).toBeVisible();
    await expect(within(items[1]!).queryByText('Cover')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Move sunset-medano.jpg earlier' }),
    ).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Move el-arco.jpg earlier' }));
    await waitFor(() =>
      expect(order(canvas)).toEqual(['el-arco.jpg', 'sunset-medano.jpg', 'villa-pool.jpg']),
    );
    await expect(storedIds(canvas)).toBe([arch.id, sunset.id, pool.id].join(', '));
    // Focus stays with the moved picture (on Later, as it cannot go earlier any more).
    await expect(canvas.getByRole('button', { name: 'Move el-arco.jpg later' })).toHaveFocus();
    await waitFor(() =>
      expect(canvas.getByText('el-arco.jpg is now picture 1 of 3.')).toBeVisible(),
    );

    // By keyboard: Enter on the focused button moves it back.
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(order(canvas)).toEqual(['sunset-medano.jpg', 'el-arco.jpg', 'villa-pool.jpg']),
    );
  },
};

/** Removing a picture: the rest keep their order, focus goes to the next one's Remove. */
export const RemovePicture: Story = {
  name: 'A picture removed',
  args: { ids: three, source: fakeSource([pool, arch, sunset]) },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(order(canvas)).toEqual(['sunset-medano.jpg', 'el-arco.jpg', 'villa-pool.jpg']),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove el-arco.jpg' }));
    await waitFor(() => expect(order(canvas)).toEqual(['sunset-medano.jpg', 'villa-pool.jpg']));
    await expect(storedIds(canvas)).toBe([sunset.id, pool.id].join(', '));
    await expect(canvas.getByRole('button', { name: 'Remove villa-pool.jpg' })).toHaveFocus();
    await expect(canvas.getByText('el-arco.jpg was taken out of the gallery.')).toBeVisible();
  },
};

/** The same at phone width: thumbnails stack, every button within reach. */
export const ThreePicturesOnPhone: Story = {
  name: 'Three pictures, on a phone',
  args: { ids: three, source: fakeSource([pool, arch, sunset]) },
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(order(canvas)).toEqual(['sunset-medano.jpg', 'el-arco.jpg', 'villa-pool.jpg']),
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** The library in the dialog: a usable picture is picked and joins the gallery as its cover. */
export const PickFromLibrary: Story = {
  name: 'Picking from the library',
  play: async ({ canvas }) => {
    const dialog = await openPicker(canvas);
    const card = dialog.getByRole('button', { name: /sunset-medano\.jpg/ });
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(card);
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText('sunset-medano.jpg was added to the gallery.')).toBeVisible();
    await expect(dialog.getByText('1 picture in the gallery')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(order(canvas)).toEqual(['sunset-medano.jpg']));
    await expect(storedIds(canvas)).toBe(sunset.id);
  },
};

/** The dialog on a phone, with the library searched. */
export const PickerOnPhone: Story = {
  name: 'Picker on a phone',
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvas }) => {
    const dialog = await openPicker(canvas);
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search pictures' }), 'medano');
    await waitFor(() =>
      expect(
        within(dialog.getByRole('list', { name: 'Pictures' })).getAllByRole('button'),
      ).toHaveLength(1),
    );
  },
};

const stalled = fn<MediaUploadFn>((_file, onProgress) => {
  onProgress(0.4);
  return new Promise(() => {});
}).mockName('upload');

/** A photo uploaded from the dialog: its progress bar shows how much has gone. */
export const UploadInProgress: Story = {
  name: 'Uploading',
  args: { source: fakeSource(mediaFixtures, stalled) },
  play: async ({ canvas }) => {
    await openPicker(canvas);
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!;
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File([new Uint8Array(2000)], 'terrace.jpg', { type: 'image/jpeg' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading terrace.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await expect(bar).toHaveTextContent('terrace.jpg40%');
  },
};

/** A new upload joins the library at once; still processing, it cannot be chosen yet. */
export const UploadedJoinsTheLibrary: Story = {
  name: 'Uploaded',
  args: {
    source: fakeSource(
      [sunset],
      fn<MediaUploadFn>(async (_file, onProgress) => {
        onProgress(1);
        return { ...processing, filename: 'terrace.jpg' };
      }),
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await openPicker(canvas);
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!;
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File([new Uint8Array(2000)], 'terrace.jpg', { type: 'image/jpeg' }));
    const card = await dialog.findByRole('button', { name: /terrace\.jpg/ });
    await userEvent.click(card);
    await expect(
      // The refusal's own section: the status line is an announcement, soon replaced.
      await dialog.findByRole('region', { name: 'terrace.jpg: Still processing' }),
    ).toBeVisible();
    await expect(card).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Unusable pictures are refused with their reason: still processing, or no alt text yet. */
async function refuseBoth(canvas: Canvas) {
  const dialog = await openPicker(canvas);
  await userEvent.click(dialog.getByRole('button', { name: /villa-pool\.jpg/ }));
  // The refusal's own section (the status line is an announcement, soon replaced); visible
  // once the picker's entering animation is done.
  const refusal = await dialog.findByRole('region', { name: 'villa-pool.jpg: Still processing' });
  await waitFor(() => expect(refusal).toBeVisible());
  await expect(dialog.getByRole('button', { name: 'Check again' })).toBeVisible();
  const card = dialog.getByRole('button', { name: /el-arco\.jpg/ });
  await userEvent.click(card);
  await expect(
    // The refusal's own section: the status line is an announcement, soon replaced.
    await dialog.findByRole('region', { name: 'el-arco.jpg: Add alt text first' }),
  ).toBeVisible();
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByText('0 pictures in the gallery')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Alt text/ })).toBeVisible();
  return { dialog, card };
}

export const UnusableRefused: Story = {
  name: 'Picture without alt text refused',
  play: async ({ canvas }) => {
    await refuseBoth(canvas);
  },
};

/** The refused picture described in place (alt text saved), then chosen. */
export const AltTextAddedThenChosen: Story = {
  name: 'Alt text added, then chosen',
  args: { source: fakeSource(mediaFixtures) },
  play: async ({ canvas, args }) => {
    const { dialog, card } = await refuseBoth(canvas);

    await userEvent.type(dialog.getByRole('textbox', { name: /Alt text/ }), 'The arch at sunset');
    await userEvent.click(dialog.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(dialog.getByText('Alt text saved: el-arco.jpg can be chosen now.')).toBeVisible(),
    );
    await expect(args.source.saveDetails).toHaveBeenCalledWith(
      altMissing.id,
      expect.objectContaining({ alt: 'The arch at sunset' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add to the gallery' }));
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText('1 picture in the gallery')).toBeVisible();
  },
};

/** Saving with no picture: the message under the field. */
export const Required: Story = {
  name: 'Required, empty',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save villa' }));
    await waitFor(() =>
      expect(canvas.getByText('Add at least one picture: the first is the cover')).toBeVisible(),
    );
    await expect(canvas.getByRole('group', { name: 'Pictures' })).toHaveAccessibleDescription(
      /Add at least one picture/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
