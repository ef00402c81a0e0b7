import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mediaFixtures } from '@cabo/data/media-samples';
import { MediaDetailsForm, type MediaDetailsFormProps } from './MediaDetailsForm.tsx';

const [processing, altMissing, described] = mediaFixtures as [
  (typeof mediaFixtures)[number],
  (typeof mediaFixtures)[number],
  (typeof mediaFixtures)[number],
];

const meta = {
  title: 'Patterns/MediaDetailsForm',
  tags: ['autodocs'],
  component: MediaDetailsForm,
  args: {
    asset: described,
    onSubmit: fn<MediaDetailsFormProps['onSubmit']>(async () => undefined).mockName('onSubmit'),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof MediaDetailsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new picture without alt text: saving asks for it, and nothing is sent. */
export const AltMissing: Story = {
  name: 'Alt text missing',
  args: { asset: altMissing },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Alt text missing')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(canvas.getByText('Describe the picture for people who cannot see it')).toBeVisible(),
    );
    await expect(canvas.getByRole('textbox', { name: /Alt text/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Alt text typed and the focal point moved with the keyboard alone, then saved. */
export const DescribeAndFocusByKeyboard: Story = {
  name: 'Described, focal point by keyboard',
  args: { asset: altMissing },
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Alt text/ }),
      'The rock arch at Land’s End at low tide',
    );
    const across = canvas.getByRole('slider', { name: 'Across (from the left)' });
    await expect(across).toHaveValue('70');
    await userEvent.click(across);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{PageUp}');
    await expect(across).toHaveValue('82');
    const down = canvas.getByRole('slider', { name: 'Down (from the top)' });
    await userEvent.tab();
    await expect(down).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(down).toHaveValue('39');
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          alt: 'The rock arch at Land’s End at low tide',
          caption: '',
          focalX: 0.82,
          focalY: 0.39,
        },
        expect.anything(),
      ),
    );
  },
};

/** A click on the preview puts the focal point where it landed. */
export const FocusByPointer: Story = {
  name: 'Focal point by pointer',
  play: async ({ canvas }) => {
    const preview = canvas.getByTestId('focal-preview');
    const box = preview.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: preview,
      coords: { clientX: box.left + box.width * 0.25, clientY: box.top + box.height * 0.75 },
    });
    await expect(canvas.getByRole('slider', { name: 'Across (from the left)' })).toHaveValue('25');
    await expect(canvas.getByRole('slider', { name: 'Down (from the top)' })).toHaveValue('75');
  },
};

/** The server refuses the alt text: its message shows under the field, the text stays. */
export const ServerError: Story = {
  name: 'Server error',
  args: {
    onSubmit: fn<MediaDetailsFormProps['onSubmit']>(async (_values, context) => {
      context.setFieldError('alt', 'Must be at most 300 characters');
      throw new Error('400');
    }).mockName('onSubmit'),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(canvas.getByText('Must be at most 300 characters')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /Alt text/ })).toHaveValue(
      'Sun setting over the sea at Medano Beach',
    );
  },
};

/** While saving, the form is disabled and says so. */
export const Submitting: Story = {
  name: 'Saving',
  args: {
    onSubmit: fn<MediaDetailsFormProps['onSubmit']>(() => new Promise(() => {})).mockName(
      'onSubmit',
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Alt text/ })).toBeDisabled();
  },
};

/** Still processing: alt text and caption can be written; the focal point waits for the picture. */
export const Processing: Story = {
  args: { asset: processing },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Alt text/ })).toBeEnabled();
  },
};
