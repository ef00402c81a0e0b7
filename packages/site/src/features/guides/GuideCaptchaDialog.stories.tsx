import { Button } from '@cabo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@cabo/contract';
import {
  captchaError,
  captchaRejected,
  guideSubmissionsCaptchaRejected,
  guideSubmissionsError,
  mockCaptchaPass,
  recordedSubmissions,
  refusedSubmissions,
} from '../../../../../mocks/handlers/index.ts';
import { useCaptchaGuide } from '../../lib/guide-request.ts';
import { GuideStoryFrame, screen } from './storyFrame.tsx';

function OpenButton() {
  const open = useCaptchaGuide();
  return <Button onPress={open}>Get Your Ultimate Cabo Guide</Button>;
}

/**
 * "Get Your Ultimate Cabo Guide" with the real ALTCHA widget: the challenge comes from the
 * MSW captcha handlers (a fixture that solves in milliseconds) and the request goes to the
 * MSW guide-submissions handlers.
 */
const meta = {
  title: 'Site/GuideCaptchaDialog',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <GuideStoryFrame>
      <OpenButton />
    </GuideStoryFrame>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function open() {
  await userEvent.click(screen().getByRole('button', { name: 'Get Your Ultimate Cabo Guide' }));
  // The dialog's code loads on first use.
  return screen().findByRole('dialog', { name: 'Get Your Ultimate Cabo Guide' }, { timeout: 5000 });
}

async function fillIn(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('First Name'), 'Ana');
  await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
}

/** Ticks ALTCHA's checkbox and waits until the challenge is solved. */
async function solveCaptcha(dialog: HTMLElement) {
  const box = await within(dialog).findByLabelText("I'm not a robot", {}, { timeout: 5000 });
  await userEvent.click(box);
  await waitFor(
    () => expect(dialog.querySelector('altcha-widget [data-state="verified"]')).not.toBeNull(),
    { timeout: 5000 },
  );
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Get the Guide' }));

export const EmptySubmitShowsEveryMessage: Story = {
  play: async () => {
    const dialog = await open();
    await submit(dialog);
    for (const message of [
      'Please enter your first name',
      'Please enter a valid email',
      'Please complete the reCAPTCHA verification.',
    ]) {
      // Looked up again until visible: the form may re-render its messages as the captcha loads.
      await waitFor(() => expect(within(dialog).getByText(message)).toBeVisible());
    }
  },
};

const solved = recordedSubmissions('guideSubmissions');

export const RefusedUntilSolvedThenSucceeds: Story = {
  parameters: { msw: { handlers: { guideSubmissions: solved.handlers } } },
  play: async () => {
    solved.received.length = 0;
    const dialog = await open();
    await fillIn(dialog);
    await submit(dialog);
    await waitFor(() =>
      expect(within(dialog).getByText('Please complete the reCAPTCHA verification.')).toBeVisible(),
    );
    await expect(solved.received).toHaveLength(0);

    await solveCaptcha(dialog);
    await submit(dialog);
    await waitFor(() =>
      expect(within(dialog).getByText('Thank you for your submission!')).toBeVisible(),
    );
    const link = within(dialog).getByRole('link', { name: /Download the guide/ });
    await expect(link).toHaveAttribute('href', '/cabo-travel.pdf');
    await expect(solved.received).toHaveLength(1);
    await expect(solved.received[0]).toMatchObject({
      firstName: 'Ana',
      email: 'ana@example.com',
      guideType: 'Ultimate Cabo Guide 2025',
      // The pass POST /api/verify-recaptcha gave for the solved challenge.
      captchaToken: mockCaptchaPass,
    });
  },
};

/** Fills in, solves, sends; returns the dialog's message in place (no toast). */
async function failureShown(message: string) {
  const dialog = await open();
  await fillIn(dialog);
  await solveCaptcha(dialog);
  await submit(dialog);
  await expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  await expect(screen().queryByText('Something went wrong')).toBeNull();
  // The form is kept, and the captcha starts over (its token was spent).
  await expect(within(dialog).getByLabelText('First Name')).toHaveValue('Ana');
  await expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
  await expect(within(dialog).getByRole('button', { name: 'Get the Guide' })).toBeEnabled();
  return dialog;
}

export const ServerErrorKeepsTheValues: Story = {
  parameters: { msw: { handlers: { guideSubmissions: guideSubmissionsError } } },
  play: async () => {
    await failureShown('An error occurred while submitting the form. Please try again.');
  },
};

const afterRefusal = recordedSubmissions('guideSubmissions');

export const CaptchaRefusedByVerification: Story = {
  parameters: {
    msw: { handlers: { captcha: captchaRejected, guideSubmissions: afterRefusal.handlers } },
  },
  play: async () => {
    afterRefusal.received.length = 0;
    await failureShown('reCAPTCHA verification failed. Please try again.');
    // Verification said no: the request was never sent.
    await expect(afterRefusal.received).toHaveLength(0);
  },
};

export const VerificationUnreachable: Story = {
  parameters: { msw: { handlers: { captcha: captchaError } } },
  play: async () => {
    await failureShown('An error occurred. Please try again.');
  },
};

export const NoAnswerToTheRequest: Story = {
  parameters: {
    msw: {
      handlers: {
        guideSubmissions: [http.post(apiPaths.guideSubmissions, () => HttpResponse.error())],
      },
    },
  },
  play: async () => {
    await failureShown('An error occurred. Please try again.');
  },
};

export const CaptchaRejectedByTheServer: Story = {
  parameters: { msw: { handlers: { guideSubmissions: guideSubmissionsCaptchaRejected } } },
  play: async () => {
    await failureShown('reCAPTCHA verification failed. Please try again.');
  },
};

export const ServerFieldErrorLandsOnItsField: Story = {
  parameters: {
    msw: {
      handlers: {
        guideSubmissions: refusedSubmissions('guideSubmissions', {
          email: ['Please enter a valid email'],
        }),
      },
    },
  },
  play: async () => {
    const dialog = await open();
    await fillIn(dialog);
    await solveCaptcha(dialog);
    await submit(dialog);
    await waitFor(() =>
      expect(within(dialog).getByText('Please enter a valid email')).toBeVisible(),
    );
    await expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(screen().queryByText('Something went wrong')).toBeNull();
  },
};

const doubleClick = recordedSubmissions('guideSubmissions', { delayMs: 300 });

export const DoubleClickSendsOneRequest: Story = {
  parameters: { msw: { handlers: { guideSubmissions: doubleClick.handlers } } },
  play: async () => {
    doubleClick.received.length = 0;
    const dialog = await open();
    await fillIn(dialog);
    await solveCaptcha(dialog);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Get the Guide' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Thank you for your submission!')).toBeVisible(),
    );
    await expect(doubleClick.received).toHaveLength(1);
  },
};
