import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import { AdventureMobileBar } from './AdventureMobileBar.tsx';

const meta = {
  title: 'Patterns/AdventureMobileBar',
  component: AdventureMobileBar,
  parameters: { layout: 'fullscreen' },
  globals: mobile,
  args: {
    currentPrice: '$189 USD',
    originalPrice: '$270 USD',
    guests: 2,
    onGuestsChange: fn(),
    onBook: fn(),
  },
  render: function Render(args) {
    const [guests, setGuests] = useState(args.guests);
    return (
      <div style={{ height: 2400, padding: 16 }}>
        <p>Scroll down the adventure page.</p>
        <p>Guests: {guests}</p>
        <AdventureMobileBar
          {...args}
          guests={guests}
          onGuestsChange={(next) => {
            setGuests(next);
            args.onGuestsChange(next);
          }}
        />
      </div>
    );
  },
  beforeEach: () => {
    window.scrollTo(0, 0);
    return () => window.scrollTo(0, 0);
  },
} satisfies Meta<typeof AdventureMobileBar>;
export default meta;
type Story = StoryObj<typeof meta>;

// While hidden the bar has no accessible name to find it by: query its label attribute.
const bar = () =>
  document.querySelector<HTMLElement>('[aria-label="Quick booking"]') as HTMLElement;

export const HiddenAtTheTop: Story = {
  play: async () => {
    await expect(bar()).not.toBeVisible();
    await expect(bar()).toHaveAttribute('aria-hidden', 'true');
    await expect(bar()).toHaveAttribute('inert');
  },
};

export const SlidesInAfter300px: Story = {
  // The screenshot would only show the top of the page; the bar is fixed to the window.
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    window.scrollTo(0, 200);
    await new Promise((r) => setTimeout(r, 50));
    await expect(bar()).not.toBeVisible();
    window.scrollTo(0, 301);
    await waitFor(() => expect(bar()).toBeVisible());
    const region = within(bar());
    await waitFor(() => expect(region.getByText('$189 USD')).toBeVisible());
    await userEvent.click(region.getByRole('button', { name: /Increase/ }));
    await expect(args.onGuestsChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(region.getByRole('button', { name: 'Book Now' }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
    window.scrollTo(0, 0);
    await waitFor(() => expect(bar()).not.toBeVisible());
  },
};

export const NotOnWideScreens: Story = {
  globals: desktop,
  play: async () => {
    window.scrollTo(0, 600);
    await new Promise((r) => setTimeout(r, 50));
    await expect(getComputedStyle(bar()).display).toBe('none');
  },
};
