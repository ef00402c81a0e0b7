import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bookingsError,
  leadsError,
  recordedSubmissions,
} from '../../../../../../mocks/handlers/index.ts';
import { withSiteProviders } from '../../../app/storyProviders.tsx';
import {
  choose,
  contact,
  fillContact,
  nextMonthIso,
  pickNextMonthDay,
  screen,
  seeToast,
} from '../../../lib/landing/storyHelpers.ts';
import TestFormsPage from './TestFormsPage.tsx';

const meta = {
  title: 'Site/TestFormsPage',
  component: TestFormsPage,
  decorators: [withSiteProviders],
  parameters: { layout: 'fullscreen', visual: { disable: true } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof TestFormsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openBachelorette() {
  await userEvent.click(screen().getByRole('button', { name: 'Open Bachelorette Form' }));
  const modal = within(
    await screen().findByRole('dialog', { name: 'Plan Your Bachelorette Party' }),
  );
  await fillContact(modal);
  await choose(modal, 'Timeline', 'Within 3 months');
  await choose(modal, 'Budget per Person', '$5,000+');
  await choose(modal, 'Group Size', '13+');
  await userEvent.click(modal.getByRole('button', { name: 'Submit Request' }));
  return modal;
}

const bachelorette = recordedSubmissions('leads');

export const BacheloretteThankYou: Story = {
  parameters: { msw: { handlers: { leads: bachelorette.handlers } } },
  play: async () => {
    bachelorette.received.length = 0;
    await openBachelorette();
    await expect(await screen().findByRole('dialog', { name: 'Thank You!' })).toBeVisible();
    await seeToast('Request Submitted');
    await expect(bachelorette.received).toHaveLength(1);
    await expect(bachelorette.received[0]).toMatchObject({
      ...contact,
      interestType: 'group_trip',
      formName: 'bachelorette-modal',
      timeline: 'within 3 months',
      budget: '$5,000+',
      formData: { groupSize: '13+' },
      submissionId: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
    });
  },
};

export const BacheloretteFailure: Story = {
  parameters: { msw: { handlers: { leads: leadsError } } },
  play: async () => {
    const modal = await openBachelorette();
    await seeToast('Submission Failed');
    await expect(
      screen().getByText('There was a problem processing your request. Please try again.'),
    ).toBeVisible();
    await expect(modal.getByLabelText('Email')).toHaveValue(contact.email);
  },
};

async function bookVilla() {
  await userEvent.click(screen().getByRole('button', { name: 'Open Villa Booking' }));
  const modal = within(await screen().findByRole('dialog', { name: 'Book Villa Amanecer' }));
  await fillContact(modal);
  await pickNextMonthDay(modal, 'Check-in Date', 10);
  await pickNextMonthDay(modal, 'Check-out Date', 13);
  await userEvent.type(modal.getByRole('textbox', { name: 'Number of Guests' }), '6');
  await userEvent.click(modal.getByRole('button', { name: 'Request Booking' }));
  return modal;
}

const villa = recordedSubmissions('bookings');

export const VillaBookingThankYou: Story = {
  parameters: { msw: { handlers: { bookings: villa.handlers } } },
  play: async () => {
    villa.received.length = 0;
    await bookVilla();
    const thanks = within(await screen().findByRole('dialog', { name: 'Thank You!' }));
    await seeToast('Booking Request Submitted');
    await expect(villa.received[0]).toMatchObject({
      bookingType: 'villa',
      startDate: `${nextMonthIso(10)}T00:00:00.000Z`,
      endDate: `${nextMonthIso(13)}T00:00:00.000Z`,
      guests: 6,
      formData: { villaName: 'Villa Amanecer', villaId: 'villa-amanecer' },
    });
    await userEvent.click(thanks.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

export const VillaBookingFailure: Story = {
  parameters: { msw: { handlers: { bookings: bookingsError } } },
  play: async () => {
    const modal = await bookVilla();
    await seeToast('Submission Failed');
    await expect(
      screen().getByText('There was a problem processing your booking. Please try again.'),
    ).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Number of Guests' })).toHaveValue('6');
  },
};

/** The page as it opens, both forms closed: its baselines at desktop and phone width. */
export const FirstView: Story = {
  name: 'Forms test page',
  parameters: { visual: { disable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open Bachelorette Form' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open Villa Booking' })).toBeVisible();
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};
