import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Faq } from './Faq.tsx';

const meta = {
  title: 'Patterns/Faq',
  tags: ['autodocs'],
  component: Faq,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  args: {
    items: [
      {
        question: 'Where do we meet?',
        answer: 'We pick you up from your hotel in Cabo San Lucas or on the Corridor.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel, reef-safe sunscreen and a light jacket for the ride back.',
      },
      {
        question: 'What is the cancellation policy?',
        answer: 'Cancel up to 24 hours before the start for a full refund.',
      },
    ],
  },
} satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeQuestions: Story = {
  name: 'Three questions',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(within(region).getAllByRole('button')).toHaveLength(3);
    const bring = canvas.getByRole('button', { name: 'What should I bring?' });
    await userEvent.click(bring);
    await expect(bring).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/reef-safe sunscreen/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  // Nothing renders, so there is nothing to compare.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
