import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GuestStepper } from '../../components/NumberField/index.ts';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import { visuallyHidden } from '../../theme/utils.css.ts';
import { BookingBottomBar } from './BookingBottomBar.tsx';

const FORM_ID = 'story-inquiry-form';

const meta = {
  title: 'Patterns/BookingBottomBar',
  tags: ['autodocs'],
  component: BookingBottomBar,
  parameters: { layout: 'fullscreen' },
  globals: mobile,
  args: {
    price: (
      <>
        <span aria-hidden="true">$$$$$</span>
        <span className={visuallyHidden}>Price level $$$$$</span>
      </>
    ),
    unit: '/ night',
    actionLabel: 'Check Availability',
    targetId: FORM_ID,
  },
  // The phone layout: the form on top, the stay's details below it.
  render: (args) => (
    <div style={{ padding: 16 }}>
      <section
        id={FORM_ID}
        tabIndex={-1}
        aria-label="Inquiry form"
        style={{ height: 360, background: '#F6EFE3', padding: 16 }}
      >
        The inquiry form
      </section>
      <div style={{ height: 2400 }}>About this Resort …</div>
      <BookingBottomBar {...args} />
    </div>
  ),
  beforeEach: () => {
    window.scrollTo(0, 0);
    return () => window.scrollTo(0, 0);
  },
} satisfies Meta<typeof BookingBottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

// While hidden the bar has no accessible name to find it by: query its label attribute.
const bar = () =>
  document.querySelector<HTMLElement>('[aria-label="Price and availability"]') as HTMLElement;
const settle = () => new Promise((r) => setTimeout(r, 100));

export const HiddenWhileTheFormIsInView: Story = {
  name: 'Hidden (form in view)',
  play: async () => {
    await settle();
    await expect(bar()).not.toBeVisible();
    await expect(bar()).toHaveAttribute('aria-hidden', 'true');
    await expect(bar()).toHaveAttribute('inert');
  },
};

export const ShowsWhileTheFormIsOffScreen: Story = {
  name: 'Shown (form off screen)',
  // The screenshot would only show the top of the page; the bar is fixed to the window.
  parameters: { visual: { disable: true } },
  play: async () => {
    window.scrollTo(0, 1200);
    await waitFor(() => expect(bar()).toBeVisible());
    const region = within(bar());
    await waitFor(() => expect(region.getByText('/ night')).toBeVisible());
    // The chat button steps above the bar meanwhile.
    await expect(document.documentElement).toHaveAttribute('data-bottom-bar');
    await expect(bar()).toHaveTextContent(/^\$\$\$\$\$Price level \$\$\$\$\$ \/ night/);
    await userEvent.click(region.getByRole('button', { name: 'Check Availability' }));
    // Back at the form (at once: the test browser prefers reduced motion), which has the focus.
    const form = document.getElementById(FORM_ID)!;
    await waitFor(() => expect(Math.abs(form.getBoundingClientRect().top)).toBeLessThan(2));
    await expect(form).toHaveFocus();
    await waitFor(() => expect(bar()).not.toBeVisible());
    await expect(document.documentElement).not.toHaveAttribute('data-bottom-bar');
  },
};

/** The villa page's bar: its nightly rate and 'Request to Book', which reaches the card. */
export const VillaRequestToBook: Story = {
  name: 'Villa: request to book',
  args: { price: 'from $3,200', actionLabel: 'Request to Book' },
  parameters: { visual: { disable: true } },
  play: async () => {
    window.scrollTo(0, 1200);
    await waitFor(() => expect(bar()).toBeVisible());
    await expect(bar()).toHaveTextContent('from $3,200 / night');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Request to Book' }));
    const card = document.getElementById(FORM_ID)!;
    await waitFor(() => expect(card).toHaveFocus());
    await waitFor(() => expect(bar()).not.toBeVisible());
  },
};

export const NotOnWideScreens: Story = {
  name: 'Wide screen (not shown)',
  globals: desktop,
  play: async () => {
    window.scrollTo(0, 1200);
    await settle();
    await expect(getComputedStyle(bar()).display).toBe('none');
  },
};

// The adventure page's bar: shown past 300 px of scroll, with the guest stepper and 'Book Now'.
const adventureBar = () =>
  document.querySelector<HTMLElement>('[aria-label="Quick booking"]') as HTMLElement;

function AdventurePage({
  onBook,
  onGuests,
}: {
  onBook: () => void;
  onGuests: (n: number) => void;
}) {
  const [guests, setGuests] = useState(2);
  return (
    <div style={{ height: 2400, padding: 16 }}>
      <p>Scroll down the adventure page.</p>
      <p>Guests: {guests}</p>
      <BookingBottomBar
        label="Quick booking"
        price="$189 USD"
        originalPrice="$270 USD"
        actionLabel="Book Now"
        onAction={onBook}
      >
        <GuestStepper
          label="Guests"
          value={guests}
          onChange={(next) => {
            setGuests(next);
            onGuests(next);
          }}
        />
      </BookingBottomBar>
    </div>
  );
}

const onBook = fn();
const onGuests = fn();

export const AdventureHiddenAtTheTop: Story = {
  name: 'Adventure: hidden at the top',
  render: () => <AdventurePage onBook={onBook} onGuests={onGuests} />,
  play: async () => {
    await expect(adventureBar()).not.toBeVisible();
    await expect(adventureBar()).toHaveAttribute('aria-hidden', 'true');
    await expect(adventureBar()).toHaveAttribute('inert');
  },
};

export const AdventureSlidesInAfter300px: Story = {
  name: 'Adventure: shown after scrolling',
  render: () => <AdventurePage onBook={onBook} onGuests={onGuests} />,
  parameters: { visual: { disable: true } },
  play: async () => {
    onBook.mockClear();
    window.scrollTo(0, 200);
    await new Promise((r) => setTimeout(r, 50));
    await expect(adventureBar()).not.toBeVisible();
    window.scrollTo(0, 301);
    await waitFor(() => expect(adventureBar()).toBeVisible());
    const region = within(adventureBar());
    await waitFor(() => expect(region.getByText('$189 USD')).toBeVisible());
    await expect(adventureBar()).toHaveTextContent('$189 USD was $270 USD');
    await userEvent.click(region.getByRole('button', { name: /Increase/ }));
    await expect(onGuests).toHaveBeenLastCalledWith(3);
    await userEvent.click(region.getByRole('button', { name: 'Book Now' }));
    await expect(onBook).toHaveBeenCalledTimes(1);
    window.scrollTo(0, 0);
    await waitFor(() => expect(adventureBar()).not.toBeVisible());
  },
};

export const AdventureNotOnWideScreens: Story = {
  name: 'Adventure: wide screen (not shown)',
  globals: desktop,
  render: () => <AdventurePage onBook={onBook} onGuests={onGuests} />,
  play: async () => {
    window.scrollTo(0, 600);
    await new Promise((r) => setTimeout(r, 50));
    await expect(getComputedStyle(adventureBar()).display).toBe('none');
  },
};
