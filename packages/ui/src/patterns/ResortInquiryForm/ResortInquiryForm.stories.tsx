import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/index.ts';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { expectDayBoundary } from '../../common/storyPlay.ts';
import { expectSending, neverSettles } from '../LeadForms/storyHelpers.ts';
import { ResortInquiryForm, type ResortInquiryFormProps } from './ResortInquiryForm.tsx';

type Submit = ResortInquiryFormProps['onSubmit'];

const meta = {
  title: 'Patterns/ResortInquiryForm',
  tags: ['autodocs'],
  component: ResortInquiryForm,
  decorators: [storyFrame({ maxWidth: 420, minHeight: 900 })],
  // A fixed first date keeps the calendar (and the screenshots) the same every day.
  args: {
    resortName: 'Casa Dorada Los Cabos Resort & Spa',
    priceLevel: '$$$$',
    maxGuests: 4,
    isSignedIn: true,
    firstDate: '2030-03-05',
    onSubmit: fn<Submit>(async () => {}),
  },
} satisfies Meta<typeof ResortInquiryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** Picks `day` in the first field still showing 'Add date' (check-in, then check-out). */
async function pickDate(field: string, day: RegExp) {
  const form = within(screen().getByRole('form'));
  await userEvent.click(form.getAllByRole('button', { name: /Add date/ })[0]!);
  const calendar = await screen().findByRole('dialog', { name: field });
  await userEvent.click(within(calendar).getByRole('button', { name: day }));
  await waitFor(() => expect(screen().queryByRole('dialog', { name: field })).toBeNull());
}

async function fillIn() {
  const form = within(screen().getByRole('form'));
  await pickDate('Check-in', /March 10, 2030/);
  await pickDate('Check-out', /March 14, 2030/);
  await userEvent.type(form.getByLabelText('Phone'), '+52 624 123 4567');
  await userEvent.type(form.getByLabelText('Email'), 'ana@example.com');
}

const submit = () => userEvent.click(screen().getByRole('button', { name: 'Submit Inquiry' }));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Check Availability' })).toBeVisible();
    await expect(canvas.getByText('/ night')).toBeVisible();
    await expect(
      canvas.getByRole('form', { name: 'Inquire about Casa Dorada Los Cabos Resort & Spa' }),
    ).toBeVisible();
    // Guests default to 1, at most the resort's own maximum.
    const guests = canvas.getByRole('textbox', { name: 'Guests' });
    await expect(guests).toHaveValue('1');
    await expect(canvas.getByText('Up to 4 guests')).toBeVisible();
    await expect(canvas.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    await expect(canvas.queryByText('Please log in to make an inquiry')).toBeNull();
  },
};

export const EmptySubmitShowsEveryMessage: Story = {
  name: 'Sent empty: every error',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Guests' }));
    await submit();
    for (const message of [
      'Check-in date is required',
      'Check-out date is required',
      'Number of guests is required',
      'Valid phone number is required',
      'Valid email is required',
    ]) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const GuestsStayWithinTheResortMaximum: Story = {
  name: 'Guests up to the maximum',
  args: { maxGuests: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guests = canvas.getByRole('textbox', { name: 'Guests' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(guests).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
    // A typed 9 is brought back to the maximum when the field is left.
    await userEvent.clear(guests);
    await userEvent.type(guests, '9');
    await userEvent.tab();
    await expect(guests).toHaveValue('2');
  },
};

export const PastDatesAndCheckOutBeforeCheckInCannotBePicked: Story = {
  name: 'Unavailable days',
  play: async () => {
    const form = within(screen().getByRole('form'));
    await userEvent.click(form.getAllByRole('button', { name: /Add date/ })[0]!);
    let calendar = await screen().findByRole('dialog', { name: 'Check-in' });
    await expect(within(calendar).getByRole('button', { name: /March 4, 2030/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(calendar).getByRole('button', { name: /March 10, 2030/ }));
    await waitFor(() => expect(screen().queryByRole('dialog', { name: 'Check-in' })).toBeNull());
    await userEvent.click(form.getByRole('button', { name: /Add date/ }));
    calendar = await screen().findByRole('dialog', { name: 'Check-out' });
    await expectDayBoundary(calendar, /March 10, 2030/, /March 11, 2030/);
    await userEvent.keyboard('{Escape}');
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { onSubmit: fn<Submit>(neverSettles) },
  play: async ({ canvasElement }) => {
    await fillIn();
    await submit();
    const canvas = within(canvasElement);
    await expectSending(canvas);
    await expect(canvas.getByRole('progressbar', { name: 'Sending your inquiry' })).toBeVisible();
  },
};

export const SuccessResetsTheForm: Story = {
  name: 'Sent',
  play: async ({ canvasElement, args }) => {
    await fillIn();
    await submit();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        startDate: '2030-03-10',
        endDate: '2030-03-14',
        guests: '1',
        specialRequests: '',
        contactPhone: '+52 624 123 4567',
        contactEmail: 'ana@example.com',
      },
      expect.anything(),
    );
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveValue(''));
    await expect(canvas.getAllByRole('button', { name: /Add date/ })).toHaveLength(2);
  },
};

export const FailureKeepsTheValues: Story = {
  name: 'Sending failed, values kept',
  args: { onSubmit: fn<Submit>(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement, args }) => {
    await fillIn();
    await submit();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
    await expect(canvas.getByLabelText('Email')).toHaveValue('ana@example.com');
    await expect(canvas.getByRole('button', { name: 'Mar 10, 2030 Check-in' })).toBeVisible();
  },
};

/** The site's notice stands in: a message and a way to log in that signs the visitor in. */
function SignInLater(args: ResortInquiryFormProps) {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <ResortInquiryForm
      {...args}
      isSignedIn={signedIn}
      loginNotice={
        // Like the site's notice: gone once signed in.
        signedIn ? null : (
          <div>
            <p>Please log in to make an inquiry</p>
            <Button size="sm" onPress={() => setSignedIn(true)}>
              Log in
            </Button>
          </div>
        )
      }
    />
  );
}

export const LoginRequired: Story = {
  name: 'Logged out: log in first',
  args: { isSignedIn: false },
  render: (args) => <SignInLater {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please log in to make an inquiry')).toBeVisible();
    await fillIn();
    await submit();
    // Refused before any call; the focus goes to the notice and the values stay.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(
        canvas.getByText('Please log in to make an inquiry').parentElement?.parentElement,
      ).toHaveFocus(),
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue('ana@example.com');
    // Logged in, the same values go.
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.queryByText('Please log in to make an inquiry')).toBeNull();
    await submit();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ startDate: '2030-03-10', contactEmail: 'ana@example.com' }),
      expect.anything(),
    );
  },
};

export const LoginRequiredWithoutANotice: Story = {
  name: 'Logged out, no notice',
  args: { isSignedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please log in to make an inquiry')).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Submit Inquiry' }),
    ).toBeVisible();
  },
};
