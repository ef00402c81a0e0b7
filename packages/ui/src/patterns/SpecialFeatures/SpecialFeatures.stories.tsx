import type { Meta, StoryObj } from '@storybook/react-vite';
import { resorts } from '@cabo/data';
import { expect, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { SpecialFeatures } from './SpecialFeatures.tsx';

const waldorf = resorts.find((r) => r.id === 1)!;

const meta = {
  title: 'Patterns/SpecialFeatures',
  tags: ['autodocs'],
  component: SpecialFeatures,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: { features: waldorf.features, 'aria-label': 'Special Features' },
} satisfies Meta<typeof SpecialFeatures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaldorfAstoria: Story = {
  name: 'With features',
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Special Features' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual(waldorf.features);
    await expect(within(list).getByText('Personal butler service')).toBeVisible();
  },
};

export const NoFeaturesRendersNothing: Story = {
  name: 'No features (hidden)',
  args: { features: [] },
  // Nothing to photograph.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement)
      .getAllByRole('listitem')
      .map((li) => li.getBoundingClientRect());
    await expect(b!.top).toBeGreaterThanOrEqual(a!.bottom);
  },
};
