import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import { siteFigure } from '@cabo/contract';
import { siteFiguresSeed } from '@cabo/data/landing';
import { StatsStrip } from './StatsStrip.tsx';

const meta = {
  title: 'Patterns/StatsStrip',
  component: StatsStrip,
  parameters: { layout: 'fullscreen' },
  args: {
    // The seeded site figures, as the pages write them.
    stats: (['families', 'weddings', 'travelers', 'ownerSatisfaction'] as const).map((key) =>
      siteFigure(key, siteFiguresSeed),
    ),
  },
} satisfies Meta<typeof StatsStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneRow: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const strip = canvas.getByRole('region', { name: 'Key figures' });
    // Each figure is the definition of its label.
    const terms = within(strip).getAllByRole('term');
    await expect(terms.map((t) => t.textContent)).toEqual([
      'Families hosted',
      'Weddings planned',
      'Travelers trust us',
      'Owner satisfaction',
    ]);
    await expect(within(strip).getByText('227,000+')).toBeVisible();
    await expect(within(strip).getByText('500+')).toBeVisible();
    const tops = within(strip)
      .getAllByRole('definition')
      .map((d) => Math.round(d.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const TwoColumnsOnAPhone: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const values = canvas.getAllByRole('definition');
    const [first, second, third] = values.map((d) => d.getBoundingClientRect());
    await expect(Math.round(first!.top)).toBe(Math.round(second!.top));
    await expect(third!.top).toBeGreaterThan(first!.bottom);
  },
};
