import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { ChatButton } from './ChatButton.tsx';

const meta = {
  title: 'Patterns/ChatButton',
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
    await expect(getComputedStyle(link).position).toBe('fixed');
  },
};

export const KeyboardFocus: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(link).outlineWidth).toBe('3px');
  },
};
