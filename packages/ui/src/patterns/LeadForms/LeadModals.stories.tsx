import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Button } from '../../components/Button/index.ts';
import { desktop, storyFrame } from '../../common/storyFixtures.tsx';
import type { FormSubmitContext } from '../../form/index.ts';
import { BacheloretteModal, MODAL_RESET_DELAY_MS, VillaBookingModal } from './LeadModals.tsx';
import { choose } from '../../common/storyPlay.ts';
import {
  contact,
  expectSending,
  fillContact,
  neverSettles,
  pickDate,
  seeMessages,
  storyDates,
} from './storyHelpers.ts';

type Scope = ReturnType<typeof within>;
type Submit = (values: object, context: FormSubmitContext) => Promise<unknown>;

function Bachelorette({ onSubmit }: { onSubmit: Submit }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open Bachelorette Form</Button>
      <BacheloretteModal isOpen={open} onOpenChange={setOpen} onSubmit={onSubmit} />
    </>
  );
}

function Villa({ onSubmit }: { onSubmit: Submit }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open Villa Booking</Button>
      <VillaBookingModal
        isOpen={open}
        onOpenChange={setOpen}
        villaName="Villa Amanecer"
        onSubmit={onSubmit}
        {...storyDates}
      />
    </>
  );
}

const meta = {
  title: 'Patterns/LeadModals',
  tags: ['autodocs'],
  args: { onSubmit: fn<Submit>(async () => {}) },
  globals: desktop,
  decorators: [storyFrame({ height: 1000 })],
} satisfies Meta<{ onSubmit: Submit }>;
export default meta;
type Story = StoryObj<{ onSubmit: Submit }>;

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** Opens a modal with its button on the canvas; returns the modal. */
async function openModal(canvas: Scope, button: string, title: string) {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return within(await dialog(title));
}
const openBachelorette = (canvas: Scope) =>
  openModal(canvas, 'Open Bachelorette Form', 'Plan Your Bachelorette Party');
const openVilla = (canvas: Scope) => openModal(canvas, 'Open Villa Booking', 'Book Villa Amanecer');

/** A stay of two nights for four, then the contact. */
async function fillVilla(scope: Scope) {
  await fillContact(scope);
  await pickDate(scope, 'Check-in Date', 'March 10, 2030');
  await pickDate(scope, 'Check-out Date', 'March 12, 2030');
  await userEvent.type(scope.getByRole('textbox', { name: 'Number of Guests' }), '4');
}

async function fillBachelorette(scope: Scope) {
  await fillContact(scope);
  await choose(scope, 'Timeline', '3-6 months');
  await choose(scope, 'Budget per Person', '$2,000-$3,500');
  await choose(scope, 'Group Size', '9-12');
}

export const BacheloretteEmptySubmit: Story = {
  name: 'Bachelorette: sent empty',
  render: (args) => <Bachelorette {...args} />,
  play: async ({ canvas, args }) => {
    const modal = await openBachelorette(canvas);
    await userEvent.type(modal.getByLabelText('Email'), 'ana@');
    await userEvent.type(modal.getByLabelText('Phone'), '12345');
    await userEvent.click(modal.getByRole('button', { name: 'Submit Request' }));
    await seeMessages(modal, [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number is required',
      'Timeline is required',
      'Budget is required',
      'Group size is required',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BacheloretteThankYouThenReset: Story = {
  name: 'Bachelorette: thank you',
  render: (args) => <Bachelorette {...args} />,
  play: async ({ canvas, args }) => {
    const modal = await openBachelorette(canvas);
    await fillBachelorette(modal);
    await userEvent.click(modal.getByRole('button', { name: 'Submit Request' }));
    const thanks = within(await dialog('Thank You!'));
    await expect(thanks.getByText(/Our party planners will contact you/)).toBeVisible();
    await expect((args.onSubmit as Mock<Submit>).mock.calls[0]?.[0]).toMatchObject({
      ...contact,
      timeline: '3-6 months',
      budget: '$2,000-$3,500',
      groupSize: '9-12',
    });
    await userEvent.click(thanks.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Reopened after the reset delay, the form is back and empty.
    await new Promise((resolve) => setTimeout(resolve, MODAL_RESET_DELAY_MS + 50));
    const again = await openBachelorette(canvas);
    await expect(again.getByLabelText('First Name')).toHaveValue('');
  },
};

export const BacheloretteFailureKeepsTheValues: Story = {
  name: 'Bachelorette: sending failed',
  args: { onSubmit: fn<Submit>(async () => Promise.reject(new Error('500: Internal'))) },
  render: (args) => <Bachelorette {...args} />,
  play: async ({ canvas, args }) => {
    const modal = await openBachelorette(canvas);
    await fillBachelorette(modal);
    await userEvent.click(modal.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(await modal.findByRole('button', { name: 'Submit Request' })).toBeEnabled();
    await expect(modal.getByLabelText('Email')).toHaveValue('ana@example.com');
    await expect(screen.queryByRole('dialog', { name: 'Thank You!' })).toBeNull();
  },
};

export const VillaEmptySubmit: Story = {
  name: 'Villa: sent empty',
  render: (args) => <Villa {...args} />,
  play: async ({ canvas }) => {
    const modal = await openVilla(canvas);
    await userEvent.click(modal.getByRole('button', { name: 'Request Booking' }));
    await seeMessages(modal, [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter a valid email',
      'Phone is required',
      'Check-in date is required',
      'Check-out date is required',
      'Number of guests is required',
    ]);
  },
};

export const VillaThankYou: Story = {
  name: 'Villa: thank you',
  render: (args) => <Villa {...args} />,
  play: async ({ canvas, args }) => {
    const modal = await openVilla(canvas);
    await fillVilla(modal);
    await userEvent.click(modal.getByRole('button', { name: 'Request Booking' }));
    const thanks = within(await dialog('Thank You!'));
    await expect(thanks.getByText(/Villa Amanecer has been received/)).toBeVisible();
    await expect((args.onSubmit as Mock<Submit>).mock.calls[0]?.[0]).toMatchObject({
      startDate: '2030-03-10',
      endDate: '2030-03-12',
      guests: 4,
    });
  },
};

export const BacheloretteSubmitting: Story = {
  name: 'Bachelorette: sending',
  args: { onSubmit: fn<Submit>(neverSettles) },
  parameters: { visual: { disable: true } },
  render: (args) => <Bachelorette {...args} />,
  play: async ({ canvas }) => {
    const modal = await openBachelorette(canvas);
    await fillBachelorette(modal);
    await userEvent.click(modal.getByRole('button', { name: 'Submit Request' }));
    await expectSending(modal);
    await expect(screen.queryByRole('dialog', { name: 'Thank You!' })).toBeNull();
  },
};

export const VillaSubmitting: Story = {
  name: 'Villa: sending',
  args: { onSubmit: fn<Submit>(neverSettles) },
  parameters: { visual: { disable: true } },
  render: (args) => <Villa {...args} />,
  play: async ({ canvas }) => {
    const modal = await openVilla(canvas);
    await fillVilla(modal);
    await userEvent.click(modal.getByRole('button', { name: 'Request Booking' }));
    await expectSending(modal, 'Email', 'Processing...');
  },
};
