import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import { siteFigure } from '@cabo/contract';
import { siteFiguresSeed } from '@cabo/data/landing';
import { expectBelow, expectOneRow } from '../../common/storyPlay.ts';
import { StatsStrip } from './StatsStrip.tsx';

const meta = {
  title: 'Patterns/StatsStrip',
  tags: ['autodocs'],
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
  name: 'One row',
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
    await expectOneRow(within(strip).getAllByRole('definition'));
  },
};

export const TwoColumnsOnAPhone: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('definition');
    await expectOneRow([first!, second!]);
    await expectBelow(third, first);
  },
};
