import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatusEditor, type StatusEditorProps } from './StatusEditor.tsx';

const meta = {
  title: 'Patterns/StatusEditor',
  tags: ['autodocs'],
  component: StatusEditor,
  args: {
    kind: 'lead',
    currentStatus: 'new',
    onSubmit: fn<StatusEditorProps['onSubmit']>(async () => undefined).mockName('onSubmit'),
  },
} satisfies Meta<typeof StatusEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Status/ }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

/**
 * A lead moves from new to contacted with a note and a message to the visitor (e-mailed with
 * the move, as a booking's, docs/admin.md); the saved form starts over.
 */
export const Success: Story = {
  name: 'Saved',
  play: async ({ canvas, canvasElement, args }) => {
    const statuses = canvas.getByRole('button', { name: /Status/ });
    await expect(statuses).toHaveTextContent('new');
    await choose(canvasElement, 'contacted');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Called, sent villa list');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Message to the visitor/ }),
      'Three villas fit your dates',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          status: 'contacted',
          note: 'Called, sent villa list',
          message: 'Three villas fit your dates',
        },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue(''));
    await expect(canvas.getByRole('textbox', { name: /Message to the visitor/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('contacted');
  },
};

/**
 * A booking is declined with a message to the visitor (e-mailed with the new status and
 * shown on their request's page, docs/admin.md).
 */
export const BookingDeclinedWithMessage: Story = {
  name: 'Booking declined, with a message',
  args: { kind: 'booking', currentStatus: 'pending' },
  play: async ({ canvas, canvasElement, args }) => {
    await choose(canvasElement, 'declined');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Message to the visitor/ }),
      'Those nights are taken; the 12th is free.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          status: 'declined',
          message: 'Those nights are taken; the 12th is free.',
        }),
        expect.anything(),
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Message to the visitor/ })).toHaveValue(''),
    );
  },
};

/** While the change is on its way, the form is disabled and says so. */
export const Submitting: Story = {
  name: 'Saving',
  args: {
    kind: 'booking',
    currentStatus: 'pending',
    onSubmit: fn<StatusEditorProps['onSubmit']>(() => new Promise(() => {})).mockName('onSubmit'),
  },
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, 'confirmed');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  },
};

/** The server refuses the note: its message shows under the field, the text stays. */
export const ServerError: Story = {
  name: 'Server error',
  args: {
    onSubmit: fn<StatusEditorProps['onSubmit']>(async (_values, context) => {
      context.setFieldError('note', 'Notes can be at most 2000 characters');
      throw new Error('400');
    }).mockName('onSubmit'),
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'Too long, says the server');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(/at most 2000 characters/));
    await expect(note).toHaveValue('Too long, says the server');
  },
};

/** The contract's own check runs before sending: a note over the limit never leaves. */
export const NoteTooLong: Story = {
  name: 'Note too long',
  play: async ({ canvas, args }) => {
    const note = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(/at most 2000 characters/));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
