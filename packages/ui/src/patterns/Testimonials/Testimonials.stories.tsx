import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, mobile, sampleImage } from '../../common/storyFixtures.tsx';
import { Testimonials } from './Testimonials.tsx';

const meta = {
  title: 'Patterns/Testimonials',
  component: Testimonials,
  args: {
    items: [
      {
        quote: 'Three generations, one villa and zero stress.',
        name: 'The Morales family',
        detail: 'Family trip, 11 guests',
        avatar: sampleImage('Avatar', '#D7ECEE'),
      },
      {
        quote: 'The turtle release was the highlight of our children’s year.',
        name: 'Karen D.',
        detail: 'Family trip, 6 guests',
      },
    ],
  },
} satisfies Meta<typeof Testimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('“Three generations, one villa and zero stress.”')).toBeVisible();
    await expect(canvas.getByText('The Morales family')).toBeVisible();
    await expect(canvas.getByText('Family trip, 6 guests')).toBeVisible();
    const [a, b] = canvas.getAllByRole('listitem').map((i) => i.getBoundingClientRect());
    await expect(Math.round(a!.top)).toBe(Math.round(b!.top));
  },
};

export const StackedOnAPhone: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const [a, b] = canvas.getAllByRole('listitem').map((i) => i.getBoundingClientRect());
    await expect(b!.top).toBeGreaterThan(a!.bottom);
  },
};
