import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { releaseFocus } from '../../common/storyFixtures.tsx';
import { clickDisabled, pressWithEnter, tabToButton } from '../../common/storyPlay.ts';
import { PlainButton } from './PlainButton.tsx';

// Hover and press are native CSS states, which the stories' simulated pointer cannot reach:
// e2e/navigation.spec.ts checks them with a real mouse.
const meta = {
  title: 'Components/PlainButton',
  tags: ['autodocs'],
  component: PlainButton,
  args: { children: 'Get Your Free Guide', onClick: fn() },
} satisfies Meta<typeof PlainButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get Your Free Guide' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    releaseFocus();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', size: 'sm', children: 'Pause video' },
  play: async ({ canvasElement, args }) => {
    await pressWithEnter(within(canvasElement), 'Pause video');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardFocus: Story = {
  name: 'Focused by keyboard',
  args: { children: 'Book Now' },
  play: async ({ canvasElement }) => {
    const button = await tabToButton(within(canvasElement), 'Book Now');
    await expect(getComputedStyle(button).outlineWidth).toBe('3px');
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Submit Request' },
  play: async ({ canvasElement, args }) => {
    const button = await clickDisabled(within(canvasElement), 'Submit Request');
    await expect(getComputedStyle(button).opacity).toBe('0.55');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
