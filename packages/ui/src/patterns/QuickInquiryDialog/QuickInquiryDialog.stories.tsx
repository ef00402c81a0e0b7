import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { QuickInquiryDialog, type QuickInquiryDialogProps } from './QuickInquiryDialog.tsx';

type Submit = QuickInquiryDialogProps['onSubmit'];

const meta = {
  title: 'Patterns/QuickInquiryDialog',
  component: QuickInquiryDialog,
  parameters: { layout: 'fullscreen' },
  decorators: [storyFrame({ height: 1000 })],
  args: {
    resortName: 'Montage Los Cabos',
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn<Submit>(async () => {}),
  },
} satisfies Meta<typeof QuickInquiryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const dialog = () => screen().getByRole('dialog', { name: 'Inquire about Montage Los Cabos' });

async function fillIn() {
  const d = within(dialog());
  await userEvent.type(d.getByLabelText('First Name'), 'Ana');
  await userEvent.type(d.getByLabelText('Last Name'), 'Ruiz');
  await userEvent.type(d.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(d.getByLabelText('Phone'), '+52 624 123 4567');
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
  play: async ({ args }) => {
    await submit();
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please specify your preferred dates',
      'Please specify number of guests',
    ]) {
      await expect(await screen().findByText(message)).toBeVisible();
    }
    await expect(within(dialog()).getByLabelText('First Name')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShortValues: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.type(d.getByLabelText('First Name'), 'A');
    await userEvent.type(d.getByLabelText('Last Name'), 'R');
    await userEvent.type(d.getByLabelText('Email'), 'ana@');
    await userEvent.type(d.getByLabelText('Phone'), '12345');
    await submit();
    await expect(await d.findByText('First name must be at least 2 characters')).toBeVisible();
    await expect(d.getByText('Last name must be at least 2 characters')).toBeVisible();
    await expect(d.getByText('Please enter a valid email address')).toBeVisible();
    await expect(d.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise<void>(() => {})) },
  play: async () => {
    await fillIn();
    await submit();
    const d = within(dialog());
    await expect(await d.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(d.getByLabelText('Email')).toBeDisabled();
  },
};

export const SuccessResetsAndCloses: Story = {
  play: async ({ args }) => {
    await fillIn();
    await submit();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana@example.com',
        phone: '+52 624 123 4567',
        dates: 'March 10-15',
        guests: '2 adults',
        message: '',
      },
      expect.anything(),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(within(dialog()).getByLabelText('First Name')).toHaveValue('');
  },
};

export const FailureKeepsTheValues: Story = {
  args: { onSubmit: fn<Submit>(async () => Promise.reject(new Error('500'))) },
  play: async ({ args }) => {
    await fillIn();
    await submit();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const d = within(dialog());
    await expect(await d.findByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
    await expect(d.getByLabelText('Preferred Dates')).toHaveValue('March 10-15');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Mobile: Story = {
  globals: mobile,
  args: { resortName: 'Casa Dorada Los Cabos Resort & Spa' },
  play: async () => {
    const d = await screen().findByRole('dialog', {
      name: 'Inquire about Casa Dorada Los Cabos Resort & Spa',
    });
    await waitFor(() => expect(d).toBeVisible());
  },
};
