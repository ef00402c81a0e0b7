import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogStory, mobile } from '../../common/storyFixtures.tsx';
import { choose, expectDayBoundary, expectOptions } from '../../common/storyPlay.ts';
import {
  contact,
  expectDialogShown,
  expectFailedAndOpen,
  expectSending,
  expectSentAndClosed,
  fillContact,
  neverSettles,
} from '../LeadForms/storyHelpers.ts';
import { TableRequestDialog, type TableRequestDialogProps } from './TableRequestDialog.tsx';

type Submit = TableRequestDialogProps['onSubmit'];

const meta = {
  title: 'Patterns/TableRequestDialog',
  tags: ['autodocs'],
  component: TableRequestDialog,
  ...dialogStory(900),
  // A fixed first date keeps the calendar (and the screenshots) the same every day.
  args: {
    restaurantName: 'El Farallón',
    isOpen: true,
    firstDate: '2030-03-05',
    onOpenChange: fn(),
    onSubmit: fn<Submit>(async () => {}),
  },
} satisfies Meta<typeof TableRequestDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog', { name: 'Request a Table at El Farallón' });

async function fillIn({ partySize = '4 people' } = {}) {
  const d = within(dialog());
  await fillContact(d);
  await userEvent.click(d.getByRole('button', { name: /Pick a date/ }));
  const calendar = await screen.findByRole('dialog', { name: 'Date' });
  await userEvent.click(within(calendar).getByRole('button', { name: /March 14, 2030/ }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Date' })).toBeNull());
  await userEvent.type(d.getByLabelText('Preferred Time'), '19:30');
  await choose(d, 'Party Size', partySize);
}

const submit = () =>
  userEvent.click(within(dialog()).getByRole('button', { name: 'Submit Request' }));

const sent = {
  ...contact,
  date: '2030-03-14',
  time: '19:30',
  partySize: '4',
};

export const Empty: Story = {
  play: async () => {
    // The dialog fades in.
    await waitFor(() => expect(dialog()).toBeVisible());
    await expect(dialog()).toHaveAccessibleDescription(
      "Fill out the form below to request a reservation. We'll get back to you shortly to confirm your booking.",
    );
    const d = within(dialog());
    await expect(d.getByRole('button', { name: /Pick a date/ })).toHaveTextContent('Pick a date');
    await expect(d.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(d.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    await expect(d.getByLabelText('Preferred Time')).toHaveAttribute('type', 'time');
    // Party size defaults to 2.
    await expect(d.getByRole('button', { name: /Party Size/ })).toHaveTextContent('2 people');
  },
};

export const PartySizes: Story = {
  name: 'Party sizes',
  play: async () => {
    await expectOptions(within(dialog()), /Party Size/, [
      '1 person',
      ...Array.from({ length: 11 }, (_, i) => `${i + 2} people`),
    ]);
  },
};

export const PastDatesDisabled: Story = {
  name: 'Past days unavailable',
  play: async () => {
    // The calendar opens above or below the field by the room left, which the faces change:
    // open it once they are in, so the shot is always the same.
    await document.fonts.ready;
    await userEvent.click(within(dialog()).getByRole('button', { name: /Pick a date/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Date' });
    await expectDayBoundary(calendar, /March 4, 2030/, /March 5, 2030/);
  },
};

export const EmptySubmitShowsEveryMessage: Story = {
  name: 'Sent empty: every error',
  play: async ({ args }) => {
    await submit();
    for (const message of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter a valid email',
      'Please pick a date',
      'Please choose a time',
    ]) {
      // Read again on each try: a field may re-render its message while the others arrive.
      await waitFor(() => expect(screen.getByText(message)).toBeVisible());
    }
    await expect(within(dialog()).getByLabelText('First Name')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { onSubmit: fn<Submit>(neverSettles) },
  play: async () => {
    await fillIn();
    await submit();
    await expectSending(within(dialog()));
  },
};

export const SuccessResetsAndCloses: Story = {
  name: 'Sent',
  play: async ({ args }) => {
    await fillIn();
    await submit();
    await expectSentAndClosed(args, sent);
    await expect(within(dialog()).getByLabelText('First Name')).toHaveValue('');
    await expect(within(dialog()).getByRole('button', { name: /Party Size/ })).toHaveTextContent(
      '2 people',
    );
  },
};

export const FailureKeepsTheValues: Story = {
  name: 'Sending failed, values kept',
  args: { onSubmit: fn<Submit>(async () => Promise.reject(new Error('500'))) },
  play: async ({ args }) => {
    await fillIn({ partySize: '1 person' });
    await submit();
    const d = within(dialog());
    await expectFailedAndOpen(d, args, 'Submit Request');
    await expect(d.getByLabelText('Email')).toHaveValue('ana@example.com');
    await expect(d.getByRole('button', { name: /Party Size/ })).toHaveTextContent('1 person');
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  args: { restaurantName: 'Flora’s Field Kitchen' },
  play: () => expectDialogShown('Request a Table at Flora’s Field Kitchen'),
};
