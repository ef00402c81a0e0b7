import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toaster } from './Toaster.tsx';
import { createToastQueue, type ToastContent, type ToastOptions } from './toastQueue.ts';

// Each story gets its own queue, so toasts never leak between stories.
function Demo({ content, options }: { content: ToastContent[]; options?: ToastOptions }) {
  const toasts = createToastQueue();
  return (
    <div style={{ minHeight: '100vh' }}>
      <div style={{ display: 'flex', gap: '0.75rem' }}>
        {content.map((c) => (
          <Button key={c.title} variant="secondary" onPress={() => toasts.show(c, options)}>
            {`Show "${c.title}"`}
          </Button>
        ))}
      </div>
      <Toaster toasts={toasts} />
    </div>
  );
}

const sent: ToastContent = {
  title: 'Inquiry Sent',
  description: 'Our team will contact you shortly to discuss your stay.',
};
const failed: ToastContent = {
  title: 'Inquiry Failed',
  description: 'Failed to submit inquiry',
  variant: 'destructive',
};

const meta = {
  title: 'Components/Toast',
  tags: ['autodocs'],
  component: Demo,
  args: { content: [sent, failed] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const show = (canvasElement: HTMLElement, title: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: `Show "${title}"` }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Inquiry Sent');
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Inquiry Sent');
    await expect(toast).toHaveTextContent(
      'Our team will contact you shortly to discuss your stay.',
    );
    await expect(toast).toHaveAttribute('data-variant', 'default');
  },
};

export const Destructive: Story = {
  name: 'Error',
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Inquiry Failed');
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Failed to submit inquiry');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
  },
};

export const OnlyOneVisible: Story = {
  name: 'One at a time',
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Inquiry Sent');
    await screen.findByText('Our team will contact you shortly to discuss your stay.');
    await show(canvasElement, 'Inquiry Failed');
    await screen.findByText('Failed to submit inquiry');
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await expect(screen.queryByText('Inquiry Sent')).toBeNull();
  },
};

/** A short timeout stands in for the 5 s default so the test does not wait. */
export const DisappearsAfterTimeout: Story = {
  name: 'Disappears after a while',
  args: { content: [sent], options: { timeout: 400 } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Inquiry Sent');
    await screen.findByRole('alertdialog');
    // Move the pointer off the toast: hovering pauses the timer.
    await userEvent.unhover(await screen.findByRole('alertdialog'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

export const ClosesWithButton: Story = {
  name: 'Closed with its button',
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Inquiry Sent');
    const toast = await screen.findByRole('alertdialog');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const SwipeRightDismisses: Story = {
  name: 'Swiped away',
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Inquiry Sent');
    const toast = await screen.findByRole('alertdialog');
    // 30 px stays; past the 50 px threshold it goes.
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 130, pointerId: 1 });
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 170, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 170, pointerId: 1 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const F8FocusesTheRegion: Story = {
  name: 'Reached with F8',
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Inquiry Sent');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{F8}');
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveFocus();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Inquiry Sent');
    const toast = await screen.findByRole('alertdialog');
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};
