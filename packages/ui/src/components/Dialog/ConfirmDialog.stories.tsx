import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { releaseFocus } from '../../common/storyFixtures.tsx';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

type Args = Pick<ConfirmDialogProps, 'onConfirm' | 'tone'>;

function Demo({ onConfirm, tone }: Args) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ minHeight: '100vh' }}>
      <Button variant="destructive" onPress={() => setOpen(true)}>
        Disable account
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Disable maria?"
        description="maria is signed out everywhere at once."
        confirmLabel="Disable"
        pendingLabel="Disabling..."
        tone={tone}
        onConfirm={onConfirm}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  tags: ['autodocs'],
  component: Demo,
  args: { onConfirm: fn(async () => {}).mockName('onConfirm'), tone: 'destructive' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on Cancel (the safe choice); focus stays inside; the backdrop does not close it. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable maria?' });
    await expect(dialog).toHaveAccessibleDescription('maria is signed out everywhere at once.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    for (let i = 0; i < 3; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Cancel and Escape close it without doing anything; the action does it and closes. */
export const CancelThenConfirm: Story = {
  name: 'Cancel, then confirm',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Disable account' });
    await userEvent.click(trigger);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }),
    );
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    releaseFocus();
  },
};
