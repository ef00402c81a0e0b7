import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogTrigger } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  tags: ['autodocs'],
  component: Dialog,
  args: {
    title: 'Request a Table at Nick-San',
    description:
      "Fill out the form below to request a reservation. We'll get back to you shortly to confirm your booking.",
    children: null,
  },
  // The overlay covers the viewport; a full-height canvas puts it in the screenshot.
  decorators: [(Story) => <div style={{ minHeight: '100vh' }}>{Story()}</div>],
  render: (args) => (
    <DialogTrigger>
      <Button>Request Table</Button>
      <Dialog {...args}>
        {({ close }) => (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              close();
            }}
            style={{ display: 'grid', gap: '1rem' }}
          >
            <TextField label="First Name" name="firstName" />
            <TextField label="Email" name="email" type="email" />
            <Button type="submit">Submit Request</Button>
          </form>
        )}
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Table at Nick-San' });
    await expect(dialog).toHaveAccessibleDescription(/request a reservation/);
    // Visible once the entry animation has started (it runs from opacity 0).
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible(),
    );
  },
};

export const TrapsFocusAndClosesOnEscape: Story = {
  name: 'Keyboard: focus stays inside, Escape closes',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Request Table' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    // Six tabs go round the four controls more than once and never leave the dialog.
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesWithButtonAndBackdrop: Story = {
  name: 'Closed by button or backdrop',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Request Table' });
    await userEvent.click(trigger);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    const backdrop = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ClosesOnSubmit: Story = {
  name: 'Closed after submitting',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Table' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Controlled with `isOpen`/`onOpenChange`, as the site's page state drives it. */
export const Controlled: Story = {
  args: { title: 'Thank you!', description: undefined, onOpenChange: fn() },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <Dialog
        {...args}
        size="sm"
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      >
        <p style={{ margin: 0 }}>We&apos;ll be in touch with you shortly.</p>
      </Dialog>
    );
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toHaveTextContent("We'll be in touch with you shortly.");
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Table' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
