import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobile, navigate, withRouter } from '../../shared/storyFixtures.tsx';
import { CuratedLanding } from './CuratedLanding.tsx';

const meta = {
  title: 'Patterns/CuratedLanding',
  component: CuratedLanding,
  decorators: [withRouter],
  args: {
    sections: [
      {
        title: 'Luxury Resorts',
        links: [
          {
            label: 'Four Seasons Resort',
            href: '/resorts/four-seasons',
            description: 'Costa Palmas on the East Cape.',
          },
          {
            label: 'Waldorf Astoria',
            href: '/resorts/waldorf-astoria',
            description: 'Pedregal, through its own tunnel.',
          },
        ],
      },
      {
        title: 'Ocean Adventures',
        links: [
          { label: 'Sunset Sailing', href: '/adventure/luxury-cabo-sailing' },
          { label: 'Whale Watching', href: '/adventure/whale-watching' },
          { label: 'Scuba Diving', href: '/adventures' },
        ],
      },
      {
        title: 'Digital Guides',
        links: [
          { label: 'Adventure Guide', href: '/guides/adventures' },
          { label: 'Local Tips', href: '/guides/local-tips' },
          { label: 'Restaurant Guide', href: '/guides/restaurants' },
          { label: 'Beach Guide', href: '/guides/beaches' },
        ],
      },
    ],
  },
} satisfies Meta<typeof CuratedLanding>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Luxury Resorts',
      'Ocean Adventures',
      'Digital Guides',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: /Waldorf Astoria/ }));
    await expect(navigate).toHaveBeenCalledWith('/resorts/waldorf-astoria');
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(9);
    await expect(within(canvasElement).getByRole('link', { name: 'Beach Guide' })).toHaveAttribute(
      'href',
      '/guides/beaches',
    );
  },
};
