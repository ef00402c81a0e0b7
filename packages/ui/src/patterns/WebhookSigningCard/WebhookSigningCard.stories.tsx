import type { WebhookSigning } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import { WebhookSigningCard } from './WebhookSigningCard.tsx';

const signing: WebhookSigning = {
  hint: 'whsec_Qm9v…',
  createdAt: '2026-03-04T17:05:00.000Z',
  createdBy: null,
  previousValidUntil: null,
};

const rotated: WebhookSigning = {
  hint: 'whsec_c2Vj…',
  createdAt: '2026-03-05T16:00:00.000Z',
  createdBy: 'boss',
  previousValidUntil: '2026-03-06T16:00:00.000Z',
};

const NEW_SECRET = 'whsec_c2VjcmV0LWZvci10aGUtc3Rvcnktb25seS0zMmJ5dGVzIQ==';

const meta = {
  title: 'Patterns/WebhookSigningCard',
  tags: ['autodocs'],
  component: WebhookSigningCard,
  args: { onRotate: fn() },
  globals: desktop,
} satisfies Meta<typeof WebhookSigningCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The secret the server made: its first characters only, and Rotate. */
export const Current: Story = {
  args: { signing },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('region', { name: 'Webhook signing secret' })).toBeVisible();
    await expect(card.getByText('whsec_Qm9v…')).toBeVisible();
    await expect(card.getByText('Mar 4, 2026, 10:05 AM by the server')).toBeVisible();
    await expect(card.queryByText('Previous secret')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Rotate secret' }));
    await expect(args.onRotate).toHaveBeenCalledOnce();
  },
};

/** Just rotated: the new secret in full, once, and until when the previous one signs. */
export const JustRotated: Story = {
  args: { signing: rotated, newSecret: NEW_SECRET },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const shown = card.getByRole('status');
    await expect(shown).toHaveTextContent('New secret: copy it now, it is not shown again');
    await expect(within(shown).getByText(NEW_SECRET)).toBeVisible();
    await expect(card.getByText('Previous secret')).toBeVisible();
    await expect(card.getByText('Still signs until Mar 6, 2026, 9:00 AM')).toBeVisible();
    await expect(card.getByText('Mar 5, 2026, 9:00 AM by boss')).toBeVisible();
  },
};

/** The same at phone width: the long secret wraps inside the card. */
export const JustRotatedPhone: Story = {
  ...JustRotated,
  globals: mobile,
};

/** Rotating: the button waits. */
export const Rotating: Story = {
  args: { signing, isRotating: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const button = card.getByRole('button');
    await expect(button).toHaveTextContent('Rotating the secret');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Loading: a spinner, Rotate disabled until the secret is known. */
export const Loading: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(
      card.getByRole('progressbar', { name: 'Loading the signing secret' }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Rotate secret' })).toBeDisabled();
  },
};

/** The server has no settings key: the reason, and nothing to rotate. */
export const Unavailable: Story = {
  args: {
    errorText:
      'The signing secret cannot be stored: SETTINGS_ENCRYPTION_KEY is not set on this server',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('alert')).toHaveTextContent('SETTINGS_ENCRYPTION_KEY');
    await expect(card.getByRole('button', { name: 'Rotate secret' })).toBeDisabled();
  },
};

/** The same at phone width. */
export const CurrentPhone: Story = {
  ...Current,
  globals: mobile,
};
