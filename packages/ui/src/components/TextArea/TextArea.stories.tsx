import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  tags: ['autodocs'],
  component: TextArea,
  args: {
    label: 'Special Requests',
    placeholder: 'Anything we should know?',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Special Requests' });
    await userEvent.type(area, 'Vegetarian menu{Enter}Late check-in');
    await expect(area).toHaveValue('Vegetarian menu\nLate check-in');
    await expect(args.onChange).toHaveBeenLastCalledWith('Vegetarian menu\nLate check-in');
  },
};

export const Invalid: Story = {
  name: 'With an error',
  args: {
    label: 'Message',
    value: 'Hi',
    isInvalid: true,
    errorMessage: 'Please tell us more about your trip',
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Please tell us more about your trip');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'Sent while submitting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
