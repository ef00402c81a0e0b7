import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import { expectBelow, expectOneRow } from '../../common/storyPlay.ts';
import { ProcessSteps } from './ProcessSteps.tsx';

const meta = {
  title: 'Patterns/ProcessSteps',
  tags: ['autodocs'],
  component: ProcessSteps,
  args: {
    steps: [
      { title: 'Evaluation', description: 'We visit, photograph and price your home.' },
      { title: 'Setup', description: 'Listings, linens, smart locks and a maintenance plan.' },
      { title: 'Active Management', description: 'Guests, cleaning and repairs, handled.' },
      { title: 'Reporting', description: 'A clear statement every month.' },
    ],
  },
} satisfies Meta<typeof ProcessSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourSteps: Story = {
  name: 'Four steps',
  globals: desktop,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    // The number is announced with the title.
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Step 1: Evaluation' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Step 4: Reporting' })).toBeInTheDocument();
    await expectOneRow(steps);
  },
};

export const TwoByTwoOnAPhone: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvas }) => {
    const [a, , c] = canvas.getAllByRole('listitem');
    await expectBelow(c, a);
  },
};
