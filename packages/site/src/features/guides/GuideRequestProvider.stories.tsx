import { Button } from '@cabo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  guideSubmissionsError,
  guideSubmissionsSlow,
  recordedSubmissions,
  refusedSubmissions,
} from '../../../../../mocks/handlers/index.ts';
import { useGuideRequest } from '../../lib/guide-request.ts';
import { GuideStoryFrame, screen, seeToast } from './storyFrame.tsx';

function OpenButton() {
  const open = useGuideRequest();
  return (
    <Button
      onPress={() =>
        open({
          guideType: 'Ultimate Cabo Guide 2025',
          title: 'Download Your Free Cabo Guide',
          tags: 'Guide Request, Cabo Guide, Website',
        })
      }
    >
      Get Your Free Guide
    </Button>
  );
}

/** The site's guide-request flow against the MSW handlers of POST /api/guide-submissions. */
const meta = {
  title: 'Site/GuideRequest',
  // A dialog and its toasts over a button, not a page: redrawn at phone width, the toast is
  // still moving into its new corner (the guide's dialog has its own phone stories).
  parameters: { layout: 'fullscreen', visual: { phone: false } },
  render: () => (
    <GuideStoryFrame>
      <OpenButton />
    </GuideStoryFrame>
  ),
  beforeEach: () => {
    // The PDF would open a real tab: record the call instead.
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => open.mockRestore();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function openAndFill({ phone = '+52 624 123 4567', submit = true } = {}) {
  await userEvent.click(screen().getByRole('button', { name: 'Get Your Free Guide' }));
  // The dialog's code loads on first use.
  const dialog = await screen().findByRole(
    'dialog',
    { name: 'Download Your Free Cabo Guide' },
    { timeout: 5000 },
  );
  await userEvent.type(within(dialog).getByLabelText('First Name'), 'Ana');
  await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Ruiz');
  await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(within(dialog).getByLabelText('Phone'), phone);
  if (submit) await userEvent.click(within(dialog).getByRole('button', { name: 'Download Guide' }));
  return dialog;
}

export const Success: Story = {
  play: async () => {
    await openAndFill();
    await seeToast('Thanks for your interest!');
    await expect(
      screen().getByText('Your Ultimate Cabo Guide 2025 guide has been sent to your email.'),
    ).toBeVisible();
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    // The PDF opens in a new tab one second after success.
    await expect(window.open).not.toHaveBeenCalled();
    await waitFor(
      () => expect(window.open).toHaveBeenCalledWith('/cabo-travel.pdf', '_blank', 'noopener'),
      { timeout: 2000 },
    );
  },
};

export const ServerErrorKeepsTheValues: Story = {
  parameters: { msw: { handlers: { guideSubmissions: guideSubmissionsError } } },
  play: async () => {
    const dialog = await openAndFill();
    await seeToast('Something went wrong');
    await expect(screen().getByText('Failed to submit form. Please try again.')).toBeVisible();
    // The typed values stay for a retry.
    await expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
    await expect(within(dialog).getByLabelText('Phone')).toHaveValue('+52 624 123 4567');
    await expect(within(dialog).getByRole('button', { name: 'Download Guide' })).toBeEnabled();
    await expect(window.open).not.toHaveBeenCalled();
  },
};

export const ServerFieldErrorLandsOnItsField: Story = {
  parameters: {
    msw: {
      handlers: {
        guideSubmissions: refusedSubmissions('guideSubmissions', {
          phone: ['Please enter a valid phone number'],
        }),
      },
    },
  },
  play: async () => {
    const dialog = await openAndFill();
    await waitFor(() =>
      expect(within(dialog).getByText('Please enter a valid phone number')).toBeVisible(),
    );
    await expect(within(dialog).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByLabelText('Phone')).toHaveValue('+52 624 123 4567');
    // Under the field, not a toast.
    await expect(screen().queryByText('Something went wrong')).toBeNull();
  },
};

const doubleClick = recordedSubmissions('guideSubmissions', { delayMs: 300 });

export const DoubleClickSendsOneRequest: Story = {
  parameters: { msw: { handlers: { guideSubmissions: doubleClick.handlers } } },
  play: async () => {
    doubleClick.received.length = 0;
    const dialog = await openAndFill({ submit: false });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Download Guide' }));
    await seeToast('Thanks for your interest!');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(doubleClick.received).toHaveLength(1);
    await expect(doubleClick.received[0]).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: '+52 624 123 4567',
      guideType: 'Ultimate Cabo Guide 2025',
      formName: 'ultimate-cabo-guide-2025-guide',
      submissionId: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
    });
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { guideSubmissions: guideSubmissionsSlow } } },
  play: async () => {
    const dialog = await openAndFill();
    await expect(
      await within(dialog).findByRole('button', { name: 'Submitting...' }),
    ).toBeDisabled();
    await expect(within(dialog).getByLabelText('First Name')).toBeDisabled();
  },
};
