import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clickDisabled, pressWithEnter, tabToButton } from '../../common/storyPlay.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  tags: ['autodocs'],
  component: Button,
  args: { children: 'Get Your Free Guide', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get Your Free Guide' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Learn More' },
  play: async ({ canvasElement, args }) => {
    await pressWithEnter(within(canvasElement), 'Learn More');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Cancel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  name: 'Focused by keyboard',
  args: { children: 'Book Now' },
  play: async ({ canvasElement }) => {
    const button = await tabToButton(within(canvasElement), 'Book Now');
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Submit Request' },
  play: async ({ canvasElement, args }) => {
    await clickDisabled(within(canvasElement), 'Submit Request');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  name: 'Working (spinner)',
  args: { isPending: true, children: 'Submit', pendingLabel: 'Submitting...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveTextContent('Submitting...');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
