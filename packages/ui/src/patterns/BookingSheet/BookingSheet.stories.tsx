import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogStory, mobile } from '../../common/storyFixtures.tsx';
import type { FormSubmitContext } from '../../form/index.ts';
import {
  expectFailedAndOpen,
  expectSending,
  expectSentAndClosed,
  neverSettles,
} from '../LeadForms/storyHelpers.ts';
import { expectOptions } from '../../common/storyPlay.ts';
import { BookingSheet, type BookingSheetProps } from './BookingSheet.tsx';

type Submit = BookingSheetProps['onSubmit'];

const meta = {
  title: 'Patterns/BookingSheet',
  tags: ['autodocs'],
  component: BookingSheet,
  ...dialogStory(1000),
  args: {
    isOpen: true,
    onOpenChange: fn(),
    adventureTitle: 'Luxury Cabo Sailing',
    pricePerGuest: '$189 USD',
    guests: 2,
    replyTime: 'within 24 hours',
    onSubmit: fn<Submit>(async () => {}),
  },
} satisfies Meta<typeof BookingSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = () => screen.getByRole('button', { name: 'Submit Booking Request' });

async function fillIn() {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Lucia Marquez');
  await userEvent.type(screen.getByLabelText(/^Email/), 'lucia@example.com');
}

export const Open: Story = {
  play: async () => {
    const sheet = screen.getByRole('dialog', { name: 'Book Your Adventure' });
    await expect(sheet).toHaveAccessibleDescription(
      "Fill out the form below and we'll get back to you shortly with availability.",
    );
    const sheetQ = within(sheet);
    for (const label of ['Name', 'Email', 'Phone', 'Special Requests']) {
      await expect(sheetQ.getByLabelText(new RegExp(`^${label}`))).toHaveValue('');
    }
    // The price bar's guest count carries over, and the estimate follows it.
    await expect(sheetQ.getByText(/Estimated total/)).toHaveTextContent(
      'Estimated total for 2 guests: $378 USD',
    );
    await expect(sheetQ.getByText(/booking request, not a payment/)).toHaveTextContent(
      'our team confirms availability by e-mail within 24 hours.',
    );
    await expect(submitButton()).toBeEnabled();
  },
};

export const GuestSelectOneToTen: Story = {
  name: 'Guests 1 to 10',
  play: async () => {
    await expectOptions(
      screen,
      /Number of Guests/,
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    await userEvent.click(screen.getByRole('option', { name: '5' }));
    await expect(screen.getByText(/Estimated total/)).toHaveTextContent(
      'Estimated total for 5 guests: $945 USD',
    );
  },
};

export const InvalidShowsTheMessages: Story = {
  name: 'With errors',
  play: async ({ args }) => {
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.getByText('Name is required')).toBeVisible());
    await expect(screen.getByText('Email is required')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Email/), 'lucia@');
    await waitFor(() =>
      expect(screen.getByText('Please enter a valid email address')).toBeVisible(),
    );
    await expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { onSubmit: fn<Submit>(neverSettles) },
  play: async () => {
    await fillIn();
    await userEvent.click(submitButton());
    await expectSending(screen, /^Email/);
  },
};

export const SuccessSendsTheValuesAndCloses: Story = {
  name: 'Sent',
  play: async ({ args }) => {
    await fillIn();
    await userEvent.type(screen.getByLabelText(/^Special Requests/), 'Vegetarian lunch');
    await userEvent.click(submitButton());
    await expectSentAndClosed(args, {
      name: 'Lucia Marquez',
      email: 'lucia@example.com',
      phone: '',
      guests: 2,
      specialRequests: 'Vegetarian lunch',
    });
  },
};

export const FailureKeepsTheValues: Story = {
  name: 'Sending failed, values kept',
  args: { onSubmit: fn<Submit>(async () => Promise.reject(new Error('500: Internal error'))) },
  play: async ({ args }) => {
    await fillIn();
    await userEvent.click(submitButton());
    await expectFailedAndOpen(screen, args, 'Submit Booking Request');
    await expect(screen.getByLabelText(/^Email/)).toHaveValue('lucia@example.com');
  },
};

export const ServerFieldErrorOnItsField: Story = {
  name: 'Server error on a field',
  args: {
    onSubmit: fn<Submit>(async (_values, context: FormSubmitContext) => {
      context.setFieldError('date', 'Please pick a date that is not in the past');
      throw new Error('400: validation_failed');
    }),
  },
  play: async () => {
    await fillIn();
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getByText('Please pick a date that is not in the past')).toBeVisible(),
    );
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async () => {
    const sheet = screen.getByRole('dialog', { name: 'Book Your Adventure' });
    await waitFor(() => expect(sheet.getBoundingClientRect().width).toBeLessThanOrEqual(390));
  },
};

/** A seasonal adventure: whale watching runs December to April. */
const whaleWatching = {
  adventureTitle: 'Cabo Whale Watching Cruise',
  pricePerGuest: '$79 USD',
  season: { from: 12, to: 4 },
};

/** The sheet tells the season (`note`); then its date picker is opened. Returns the calendar. */
async function openSeasonCalendar(note: string) {
  const sheet = within(screen.getByRole('dialog', { name: 'Book Your Adventure' }));
  await expect(sheet.getByText(/This adventure runs/)).toHaveTextContent(note);
  await userEvent.click(sheet.getByRole('button', { name: /Pick a date/ }));
  return screen.findByRole('dialog', { name: 'Preferred Date' });
}

/** Whale watching (December to April) on Cabo's 26 November: the first bookable day is Dec 1. */
export const OutOfSeason: Story = {
  name: 'Out of season',
  args: {
    ...whaleWatching,
    today: '2026-11-26',
  },
  play: async () => {
    const calendar = await openSeasonCalendar(
      'This adventure runs December to April. The next season starts on Dec 1, 2026.',
    );
    // The calendar opens on the season's first month, its first day the first one enabled.
    await expect(within(calendar).getByRole('heading')).toHaveTextContent('December 2026');
    const first = within(calendar).getByRole('button', { name: /December 1, 2026/ });
    await expect(first).not.toHaveAttribute('aria-disabled');
    // November (out of season, and before the first bookable day) cannot be reached.
    await expect(within(calendar).getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** In season, today can be picked, and the days after the season's end cannot. */
export const InSeason: Story = {
  name: 'In season',
  args: {
    ...whaleWatching,
    today: '2027-04-29',
  },
  parameters: { visual: { disable: true } },
  play: async () => {
    const calendar = await openSeasonCalendar('This adventure runs December to April.');
    const day = (name: RegExp) => within(calendar).getByRole('button', { name });
    await expect(day(/April 29, 2027/)).not.toHaveAttribute('aria-disabled');
    await expect(day(/April 28, 2027/)).toHaveAttribute('aria-disabled', 'true');
    // May is out of season: none of its days can be picked.
    await userEvent.click(within(calendar).getAllByRole('button', { name: 'Next' })[0]!);
    await expect(day(/May 1, 2027/)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(/May 31, 2027/)).toHaveAttribute('aria-disabled', 'true');
  },
};
