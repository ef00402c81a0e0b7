import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/index.ts';
import { dialogStory, mobile } from '../../common/storyFixtures.tsx';
import {
  GuideCaptchaDialog,
  GuideCaptchaFailure,
  type GuideCaptchaDialogProps,
  type GuideCaptchaSlot,
} from './GuideCaptchaDialog.tsx';

type Submit = GuideCaptchaDialogProps['onSubmit'];

/** Stands in for the site's captcha widget: one press "solves" it. */
function StoryCaptcha({ setToken, isDisabled }: GuideCaptchaSlot) {
  return (
    <Button variant="secondary" isDisabled={isDisabled} onPress={() => setToken('solved-token')}>
      Solve the challenge
    </Button>
  );
}

const meta = {
  title: 'Patterns/GuideCaptchaDialog',
  tags: ['autodocs'],
  component: GuideCaptchaDialog,
  ...dialogStory(760),
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Get Your Ultimate Cabo Guide',
    description: 'Tell us where to send it, confirm you are not a robot, and download the guide.',
    downloadHref: '/cabo-travel.pdf',
    onSubmit: fn<Submit>(async () => {}),
    renderCaptcha: (slot) => <StoryCaptcha {...slot} />,
  },
} satisfies Meta<typeof GuideCaptchaDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const submitButton = () => screen().getByRole('button', { name: 'Get the Guide' });

async function fillIn() {
  await userEvent.type(screen().getByLabelText('First Name'), 'Ana');
  await userEvent.type(screen().getByLabelText('Email'), 'ana@example.com');
}

export const EmptySubmitShowsEveryMessage: Story = {
  name: 'Sent empty: every error',
  play: async ({ args }) => {
    await screen().findByRole('dialog', { name: 'Get Your Ultimate Cabo Guide' });
    await userEvent.click(submitButton());
    for (const message of [
      'Please enter your first name',
      'Please enter a valid email',
      'Please complete the reCAPTCHA verification.',
    ]) {
      // Retried until the message shows: in the whole suite, as the file's first story, the first
      // element found with the text was emptied before the check (the message then showed).
      await waitFor(() => expect(screen().getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UnsolvedCaptchaBlocksTheSubmit: Story = {
  name: 'Captcha not solved',
  play: async ({ args }) => {
    await fillIn();
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(screen().getByText('Please complete the reCAPTCHA verification.')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen().getByRole('button', { name: 'Solve the challenge' }));
    await waitFor(() =>
      expect(screen().queryByText('Please complete the reCAPTCHA verification.')).toBeNull(),
    );
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { firstName: 'Ana', email: 'ana@example.com', captchaToken: 'solved-token' },
        expect.anything(),
      ),
    );
  },
};

export const SuccessShowsTheDownloadLink: Story = {
  name: 'Sent: download link',
  globals: mobile,
  play: async () => {
    await fillIn();
    await userEvent.click(screen().getByRole('button', { name: 'Solve the challenge' }));
    await userEvent.click(submitButton());
    const thanks = await screen().findByText('Thank you for your submission!');
    await expect(thanks).toBeVisible();
    // The thanks takes the focus from the vanished submit button.
    await waitFor(() => expect(thanks).toHaveFocus());
    const link = screen().getByRole('link', { name: /Download the guide/ });
    await expect(link).toHaveAttribute('href', '/cabo-travel.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const FailureKeepsTheValuesAndAsksForANewCaptcha: Story = {
  name: 'Sending failed, values kept',
  args: {
    onSubmit: fn<Submit>(async () => Promise.reject(new Error('500: Internal server error'))),
  },
  play: async ({ args }) => {
    await fillIn();
    await userEvent.click(screen().getByRole('button', { name: 'Solve the challenge' }));
    await userEvent.click(submitButton());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(screen().getByLabelText('Email')).toHaveValue('ana@example.com');
    // The token was used: submitting again asks for a new one.
    await userEvent.click(await screen().findByRole('button', { name: 'Get the Guide' }));
    await waitFor(() =>
      expect(screen().getByText('Please complete the reCAPTCHA verification.')).toBeVisible(),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FailureMessageInPlace: Story = {
  name: 'Sending failed: the message',
  args: {
    onSubmit: fn<Submit>(async () =>
      Promise.reject(
        new GuideCaptchaFailure('An error occurred while submitting the form. Please try again.'),
      ),
    ),
  },
  play: async ({ args }) => {
    await fillIn();
    await userEvent.click(screen().getByRole('button', { name: 'Solve the challenge' }));
    await userEvent.click(submitButton());
    await expect(await screen().findByRole('alert')).toHaveTextContent(
      'An error occurred while submitting the form. Please try again.',
    );
    await expect(screen().getByLabelText('First Name')).toHaveValue('Ana');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { onSubmit: fn<Submit>(() => new Promise<void>(() => {})) },
  play: async () => {
    await fillIn();
    await userEvent.click(screen().getByRole('button', { name: 'Solve the challenge' }));
    await userEvent.click(submitButton());
    await expect(await screen().findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(screen().getByLabelText('First Name')).toBeDisabled();
  },
};
