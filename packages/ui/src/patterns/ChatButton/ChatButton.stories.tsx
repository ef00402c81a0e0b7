import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { ChatButton } from './ChatButton.tsx';

const meta = {
  title: 'Patterns/ChatButton',
  tags: ['autodocs'],
  component: ChatButton,
  parameters: { layout: 'fullscreen' },
  decorators: [storyFrame({ height: 160 })],
  args: {
    whatsappNumber: '526245550142',
    text: "Hi! I'm interested in learning more about Cabo experiences.",
  },
} satisfies Meta<typeof ChatButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Chat with us on WhatsApp/ });
    const url = new URL(link.getAttribute('href') ?? '');
    await expect(url.origin + url.pathname).toBe('https://wa.me/526245550142');
    await expect(url.searchParams.get('text')).toBe(
      "Hi! I'm interested in learning more about Cabo experiences.",
    );
    await expect(link).toHaveAttribute('target', '_blank');
    // Its place is a fixed dock (the link moves within it when it steps aside).
    await expect(getComputedStyle(link.parentElement!).position).toBe('fixed');
    await expect(link).toBeVisible();
  },
};

const chatLink = () =>
  document.querySelector<HTMLElement>('a[aria-label^="Chat with us on WhatsApp"]')!;

/** A page's control in the bottom-right corner: the chat button steps aside, and comes back. */
export const StepsAsideFromAControl: Story = {
  name: 'Moved aside for a bottom bar',
  globals: mobile,
  render: (args) => (
    <>
      <button
        type="button"
        id="corner-control"
        style={{ position: 'fixed', right: 8, bottom: 8, width: 160, height: 48 }}
      >
        Check-in
      </button>
      <ChatButton {...args} />
    </>
  ),
  play: async () => {
    await waitFor(() => expect(chatLink()).not.toBeVisible());
    // Neither focusable nor read while aside: the control under it is what the visitor reaches.
    await expect(chatLink()).toHaveAttribute('tabindex', '-1');
    await expect(chatLink()).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(within(document.body).getByRole('button', { name: 'Check-in' }));
    document.getElementById('corner-control')!.remove();
    await waitFor(() => expect(chatLink()).toBeVisible());
    await expect(chatLink()).not.toHaveAttribute('tabindex');
  },
};

/** A toast where it sits: it steps aside so the toast's close button can be pressed. */
export const StepsAsideFromAToast: Story = {
  name: 'Moved aside for a toast',
  globals: mobile,
  render: (args) => (
    <>
      <div
        role="alertdialog"
        aria-label="Inquiry Sent"
        data-chat-avoid
        style={{ position: 'fixed', insetInline: 16, bottom: 16, padding: 16, background: '#fff' }}
      >
        Inquiry Sent
      </div>
      <ChatButton {...args} />
    </>
  ),
  play: async () => {
    await waitFor(() => expect(chatLink()).not.toBeVisible());
  },
};

export const KeyboardFocus: Story = {
  name: 'Focused by keyboard',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(link).outlineWidth).toBe('3px');
  },
};
