import { Button, Toaster, toasts } from '@cabo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  guideSubmissionsError,
  guideSubmissionsSlow,
} from '../../../../../mocks/handlers/index.ts';
import { createQueryClient } from '../../lib/queryClient.ts';
import { GuideRequestProvider, useGuideRequest } from './GuideRequestProvider.tsx';

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
  parameters: { layout: 'fullscreen' },
  render: () => (
    <QueryClientProvider client={createQueryClient()}>
      <div style={{ height: 760, padding: 16 }}>
        <GuideRequestProvider>
          <OpenButton />
        </GuideRequestProvider>
        <Toaster />
      </div>
    </QueryClientProvider>
  ),
  beforeEach: () => {
    toasts.clear();
    // The PDF would open a real tab: record the call instead.
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => open.mockRestore();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

async function openAndFill() {
  await userEvent.click(screen().getByRole('button', { name: 'Get Your Free Guide' }));
  const dialog = await screen().findByRole('dialog', { name: 'Download Your Free Cabo Guide' });
  await userEvent.type(within(dialog).getByLabelText('First Name'), 'Ana');
  await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Ruiz');
  await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(within(dialog).getByLabelText('Phone'), '+52 624 123 4567');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Download Guide' }));
  return dialog;
}

export const Success: Story = {
  play: async () => {
    await openAndFill();
    const title = await screen().findByText('Thanks for your interest!');
    await waitFor(() => expect(title).toBeVisible());
    await expect(
      screen().getByText('Your Ultimate Cabo Guide 2025 guide has been sent to your email.'),
    ).toBeVisible();
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    // The PDF opens in a new tab one second after success.
    await expect(window.open).not.toHaveBeenCalled();
    await waitFor(
      () => expect(window.open).toHaveBeenCalledWith('/cabo-travel.pdf', '_blank', 'noopener'),
      {
        timeout: 2000,
      },
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { guideSubmissions: guideSubmissionsError } } },
  play: async () => {
    const dialog = await openAndFill();
    const title = await screen().findByText('Something went wrong');
    await waitFor(() => expect(title).toBeVisible());
    await expect(screen().getByText('Failed to submit form. Please try again.')).toBeVisible();
    // The typed values stay for a retry.
    await expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
    await expect(within(dialog).getByRole('button', { name: 'Download Guide' })).toBeEnabled();
    await expect(window.open).not.toHaveBeenCalled();
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
