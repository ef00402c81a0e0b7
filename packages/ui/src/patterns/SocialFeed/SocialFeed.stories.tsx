import { instagramTiles } from '@cabo/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { SocialFeed } from './SocialFeed.tsx';

const captions = [
  'Golden hour at Land’s End.',
  'Pool days, sea views.',
  'Whale season is here (December to April).',
  'Friday fish tacos in the marina.',
];

const meta = {
  title: 'Patterns/SocialFeed',
  tags: ['autodocs'],
  component: SocialFeed,
  args: {
    handle: '@Cabo',
    network: 'Instagram',
    profileUrl: 'https://www.instagram.com/cabo',
    posts: instagramTiles.map((tile, i) => ({ ...tile, caption: captions[i] })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1000, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Latest posts from @Cabo on Instagram' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', 'https://www.instagram.com/cabo');
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(links[0]).toHaveAccessibleName(/The Arch at Land’s End at sunset/);
    // No third-party frame or script: everything is our own markup.
    await expect(canvasElement.querySelector('iframe, script')).toBeNull();
    await expect(canvas.getByText('Whale season is here (December to April).')).toBeVisible();
  },
};

export const KeyboardAndMobile: Story = {
  name: 'On a phone, with the keyboard',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
    await expect(canvas.getByRole('link', { name: /Follow @Cabo on Instagram/ })).toBeVisible();
  },
};
