import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestStepper, NumberField } from './NumberField.tsx';

const meta = {
  title: 'Components/NumberField',
  tags: ['autodocs'],
  component: NumberField,
  args: { label: 'Number of Guests', defaultValue: 1, minValue: 1, maxValue: 6, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Number of Guests' });
    await expect(input).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const ClampsTypedValue: Story = {
  name: 'Typed value kept within limits',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Number of Guests' });
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.tab();
    await expect(input).toHaveValue('6');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
  },
};

export const Invalid: Story = {
  name: 'With an error',
  args: { isInvalid: true, errorMessage: 'Number of guests is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription('Number of guests is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Stepper: Story = {
  render: function Render() {
    const [guests, setGuests] = useState(9);
    return (
      <>
        <GuestStepper value={guests} onChange={setGuests} />
        <p>Guests: {guests}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const increase = canvas.getByRole('button', { name: /Increase/ });
    await userEvent.click(increase);
    await expect(canvas.getByText('Guests: 10')).toBeVisible();
    // The spec's clamp: never more than 10.
    await expect(increase).toBeDisabled();
    await userEvent.click(increase, { pointerEventsCheck: 0 });
    await expect(canvas.getByText('Guests: 10')).toBeVisible();
  },
};

export const StepperClampsAtOne: Story = {
  name: 'Stepper at its minimum',
  render: () => <GuestStepper defaultValue={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Guests' });
    const decrease = canvas.getByRole('button', { name: /Decrease/ });
    await userEvent.click(decrease);
    await expect(input).toHaveValue('1');
    await expect(decrease).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
};
