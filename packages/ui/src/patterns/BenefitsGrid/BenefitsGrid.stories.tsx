import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import { expectBelow, expectOneRow } from '../../common/storyPlay.ts';
import { BenefitsGrid } from './BenefitsGrid.tsx';

const meta = {
  title: 'Patterns/BenefitsGrid',
  tags: ['autodocs'],
  component: BenefitsGrid,
  args: {
    items: [
      { title: 'Kid-Friendly Villas', description: 'Pool fences, cribs and room for everyone.' },
      { title: 'Family Adventures', description: 'Turtle releases, glass-bottom boats, camels.' },
      { title: 'Private Chefs', description: 'Meals every age will love, cooked at your villa.' },
      { title: 'Airport Transfers', description: 'Car seats ready and drinks in the cooler.' },
      { title: 'Trusted Sitters', description: 'Vetted, CPR-trained babysitters on call.' },
      { title: '24/7 Concierge', description: 'One message for anything, day or night.' },
    ],
  },
} satisfies Meta<typeof BenefitsGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings[0]).toHaveTextContent('Kid-Friendly Villas');
    await expectOneRow(headings.slice(0, 3));
  },
};

export const OneColumnOnAPhone: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expectBelow(second, first);
  },
};
