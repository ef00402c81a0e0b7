import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

const meta = {
  title: 'Patterns/WhatsAppButton',
  tags: ['autodocs'],
  component: WhatsAppButton,
  args: { phone: '+52 624 123 4567', firstName: 'Sofía', reference: 'CBO-7K4Q2' },
} satisfies Meta<typeof WhatsAppButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With a number: wa.me with its digits and a message naming the visitor and the reference. */
export const WithPhone: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /WhatsApp/ });
    const url = new URL(link.getAttribute('href')!);
    await expect(url.origin + url.pathname).toBe('https://wa.me/526241234567');
    await expect(url.searchParams.get('text')).toBe(
      'Hi Sofía, this is Cabo Concierge about your request CBO-7K4Q2.',
    );
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Without a number the button is disabled and says why. */
export const NoPhone: Story = {
  args: { phone: null },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'WhatsApp' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('No phone number on this record');
  },
};

export const NoPhoneOnAPhone: Story = {
  ...NoPhone,
  globals: mobile,
};
