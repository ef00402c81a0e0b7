import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'First Name', placeholder: 'John', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await userEvent.type(input, 'Ana');
    await expect(input).toHaveValue('Ana');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ana');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    placeholder: '+52 624 123 4567',
    description: 'We only call to confirm your booking.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAccessibleDescription('We only call to confirm your booking.');
    await expect(input).toHaveAttribute('type', 'tel');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focused', 'true');
  },
};

export const Invalid: Story = {
  name: 'With an error',
  args: {
    value: 'J',
    isInvalid: true,
    errorMessage: 'First name must be at least 2 characters',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('First name must be at least 2 characters');
  },
};

/** Controlled the way react-hook-form's Controller drives it: the message follows the value. */
export const ValidatesWhileTyping: Story = {
  name: 'Error clears while typing',
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    const invalid = value !== '' && !/^\S+@\S+\.\S+$/.test(value);
    return (
      <TextField
        {...args}
        value={value}
        onChange={setValue}
        isInvalid={invalid}
        errorMessage="Please enter a valid email address"
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@');
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await userEvent.type(input, 'example.com');
    await expect(canvas.queryByText('Please enter a valid email address')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'Ana' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await expect(input).toBeDisabled();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'iphone14' } },
  args: { label: 'Last Name', placeholder: 'Doe' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Last Name' });
    await userEvent.type(input, 'Doe');
    await expect(input).toHaveValue('Doe');
  },
};
