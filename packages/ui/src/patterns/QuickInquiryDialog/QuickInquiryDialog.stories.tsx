import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogStory, mobile } from '../../common/storyFixtures.tsx';
import {
  contact,
  expectDialogShown,
  expectFailedAndOpen,
  expectSending,
  expectSentAndClosed,
  fillContact,
  neverSettles,
  seeMessages,
} from '../LeadForms/storyHelpers.ts';
import { QuickInquiryDialog, type QuickInquiryDialogProps } from './QuickInquiryDialog.tsx';

type Submit = QuickInquiryDialogProps['onSubmit'];

const meta = {
  title: 'Patterns/QuickInquiryDialog',
  tags: ['autodocs'],
  component: QuickInquiryDialog,
  ...dialogStory(1000),
  args: {
    resortName: 'Montage Los Cabos',
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn<Submit>(async () => {}),
  },
} satisfies Meta<typeof QuickInquiryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog', { name: 'Inquire about Montage Los Cabos' });

async function fillIn() {
  const d = within(dialog());
  await fillContact(d);
  await userEvent.type(d.getByLabelText('Preferred Dates'), 'March 10-15');
  await userEvent.type(d.getByLabelText('Number of Guests'), '2 adults');
}

const submit = () =>
  userEvent.click(within(dialog()).getByRole('button', { name: 'Submit Inquiry' }));

export const Empty: Story = {
  play: async () => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await expect(dialog()).toHaveAccessibleDescription(
      'Fill out this form and our team will get back to you with availability and rates.',
    );
    const d = within(dialog());
    await expect(d.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(d.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    await expect(d.getByLabelText('Message (optional)')).toHaveValue('');
  },
};

export const EmptySubmitShowsEveryMessage: Story = {
  name: 'Sent empty: every error',
  play: async ({ args }) => {
    await submit();
    await seeMessages(screen, [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please specify your preferred dates',
      'Please specify number of guests',
    ]);
    await expect(within(dialog()).getByLabelText('First Name')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShortValues: Story = {
  name: 'Values too short',
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.type(d.getByLabelText('First Name'), 'A');
    await userEvent.type(d.getByLabelText('Last Name'), 'R');
    await userEvent.type(d.getByLabelText('Email'), 'ana@');
    await userEvent.type(d.getByLabelText('Phone'), '12345');
    await submit();
    await waitFor(() =>
      expect(d.getByText('First name must be at least 2 characters')).toBeVisible(),
    );
    await expect(d.getByText('Last name must be at least 2 characters')).toBeVisible();
    await expect(d.getByText('Please enter a valid email address')).toBeVisible();
    await expect(d.getByText('Please enter a valid phone number')).toBeVisible();
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
    await expectSentAndClosed(args, {
      ...contact,
      dates: 'March 10-15',
      guests: '2 adults',
      message: '',
    });
    await expect(within(dialog()).getByLabelText('First Name')).toHaveValue('');
  },
};

export const FailureKeepsTheValues: Story = {
  name: 'Sending failed, values kept',
  args: { onSubmit: fn<Submit>(async () => Promise.reject(new Error('500'))) },
  play: async ({ args }) => {
    await fillIn();
    await submit();
    const d = within(dialog());
    await expectFailedAndOpen(d, args, 'Submit Inquiry');
    await expect(d.getByLabelText('Preferred Dates')).toHaveValue('March 10-15');
  },
};

export const ClosesOnEscape: Story = {
  name: 'Closed with Escape',
  play: async ({ args }) => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  args: { resortName: 'Casa Dorada Los Cabos Resort & Spa' },
  play: () => expectDialogShown('Inquire about Casa Dorada Los Cabos Resort & Spa'),
};
