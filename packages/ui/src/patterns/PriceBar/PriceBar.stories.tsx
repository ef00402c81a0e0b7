import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { PriceBar } from './PriceBar.tsx';

const meta = {
  title: 'Patterns/PriceBar',
  tags: ['autodocs'],
  component: PriceBar,
  args: {
    currentPrice: '$189 USD',
    originalPrice: '$270 USD',
    discount: '-30%',
    guests: 1,
    onGuestsChange: fn(),
    onBook: fn(),
  },
  render: function Render(args) {
    const [guests, setGuests] = useState(args.guests);
    return (
      <PriceBar
        {...args}
        guests={guests}
        onGuestsChange={(next) => {
          setGuests(next);
          args.onGuestsChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PriceBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$189 USD', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('$270 USD').closest('s')).not.toBeNull();
    await expect(canvas.getByText('-30%')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Guests' })).toHaveValue('1');
    await expect(canvas.getByText(/Estimated total/)).toHaveTextContent(
      'Estimated total: $189 USD',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
  },
};

export const StepperUpdatesTheTotal: Story = {
  name: 'Guests changed',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const increase = canvas.getByRole('button', { name: /Increase/ });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(args.onGuestsChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText(/Estimated total/)).toHaveTextContent(
      'Estimated total: $567 USD',
    );
  },
};

export const ClampedAtTen: Story = {
  name: 'At the most guests',
  args: { guests: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await expect(canvas.getByText(/Estimated total/)).toHaveTextContent('$1,890 USD');
  },
};

export const NotDiscounted: Story = {
  name: 'Full price',
  args: { currentPrice: '$79 USD', originalPrice: undefined, discount: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(within(canvasElement).queryByText(/^-\d+%$/)).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Book Now' })).toBeVisible();
  },
};
