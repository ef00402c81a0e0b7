import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobile, navigate, releaseFocus, withRouter } from '../../common/storyFixtures.tsx';
import { curatedSections } from '@cabo/data/navigation';
import { CuratedLanding } from './CuratedLanding.tsx';

const meta = {
  title: 'Patterns/CuratedLanding',
  tags: ['autodocs'],
  component: CuratedLanding,
  decorators: [withRouter],
  args: {
    sections: curatedSections,
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
    releaseFocus();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
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
