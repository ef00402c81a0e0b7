import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, mobile, social, withRouter } from '../../common/storyFixtures.tsx';
import { footerGroups as groups } from '@cabo/data/navigation';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Patterns/Footer',
  tags: ['autodocs'],
  component: Footer,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    siteName: 'Cabo',
    tagline: 'Your premier destination for luxury travel experiences in Cabo San Lucas',
    groups,
    email: 'concierge@example.com',
    phone: '+52 624 555 0142',
    phoneHref: 'tel:+526245550142',
    whatsappHref: 'https://wa.me/526245550142',
    social,
    year: 2025,
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

const columns = (el: HTMLElement) => getComputedStyle(el).gridTemplateColumns.split(' ').length;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Your premier destination for luxury travel experiences in Cabo San Lucas'),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Plan Your Trip', 'Partner With Us', 'Stays', 'Activities']);
    await expect(columns(nav)).toBe(3);
    await expect(canvas.getByRole('link', { name: /concierge@example\.com/ })).toHaveAttribute(
      'href',
      'mailto:concierge@example.com',
    );
    await expect(canvas.getByRole('link', { name: /^\+52 624 555 0142/ })).toHaveAttribute(
      'href',
      'tel:+526245550142',
    );
    const networks = within(canvas.getByRole('list', { name: 'Social networks' })).getAllByRole(
      'link',
    );
    await expect(networks.map((l) => l.textContent)).toEqual([
      'TikTok',
      'Instagram',
      'YouTube',
      'WhatsApp',
      'Facebook',
      'Pinterest',
    ]);
    for (const link of networks) await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Footer' });
    await expect(columns(nav)).toBe(2);
    await expect(within(nav).getByRole('link', { name: 'Luxury Yachts' })).toHaveAttribute(
      'href',
      '/adventures/luxury-sailing',
    );
  },
};
