import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion.tsx';

const faq = [
  {
    id: 'bring',
    title: 'What should I bring?',
    content: 'Sunscreen, a hat, a towel and a light jacket for the ride back.',
  },
  {
    id: 'cancel',
    title: 'Can I cancel my booking?',
    content: 'Yes, free of charge up to 24 hours before the start time.',
  },
  {
    id: 'kids',
    title: 'Is it suitable for children?',
    content: 'Children from the minimum age shown above are welcome with an adult.',
  },
];

const meta = {
  title: 'Components/Accordion',
  tags: ['autodocs'],
  component: Accordion,
  args: { items: faq },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

export const OneOpenAtATime: Story = {
  name: 'One open at a time',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bring = canvas.getByRole('button', { name: 'What should I bring?' });
    const cancel = canvas.getByRole('button', { name: 'Can I cancel my booking?' });
    await userEvent.click(bring);
    await expect(bring).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Sunscreen, a hat/)).toBeVisible();
    await userEvent.click(cancel);
    await expect(cancel).toHaveAttribute('aria-expanded', 'true');
    await expect(bring).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  name: 'Opened with the keyboard',
  args: { defaultExpandedKeys: ['kids'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const bring = canvas.getByRole('button', { name: 'What should I bring?' });
    await expect(bring).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(bring).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(bring).toHaveAttribute('aria-expanded', 'false');
  },
};
