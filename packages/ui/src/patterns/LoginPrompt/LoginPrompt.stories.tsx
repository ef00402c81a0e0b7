import { LOGIN_REQUIRED_FOR_BOOKING, LOGIN_REQUIRED_FOR_INQUIRY } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { LoginPrompt } from './LoginPrompt.tsx';

const meta = {
  title: 'Patterns/LoginPrompt',
  tags: ['autodocs'],
  component: LoginPrompt,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  args: { message: LOGIN_REQUIRED_FOR_INQUIRY, onLogIn: fn(), onRegister: fn() },
} satisfies Meta<typeof LoginPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inquiry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Please log in to make an inquiry');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const BookingOnPhone: Story = {
  name: 'Booking, on a phone',
  args: { message: LOGIN_REQUIRED_FOR_BOOKING },
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please log in to make a booking')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Register' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};
