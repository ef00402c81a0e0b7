import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { SubmissionSuccess } from './SubmissionSuccess.tsx';

/** What every lead form shows after success: reply promise, reference, WhatsApp with it. */
const meta = {
  title: 'Patterns/SubmissionSuccess',
  component: SubmissionSuccess,
  args: {
    reference: 'L-1042',
    whatsappNumber: '526245550142',
    message: "We'll be in touch with you shortly.",
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubmissionSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Thanks for your interest!' });
    // It takes the focus, so the news is where keyboard and screen-reader users are.
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText('We reply within 24 hours')).toBeVisible();
    await expect(canvas.getByText('L-1042')).toBeVisible();
    const link = canvas.getByRole('link', { name: /Chat with us on WhatsApp/ });
    const url = new URL(link.getAttribute('href') ?? '');
    await expect(url.origin + url.pathname).toBe('https://wa.me/526245550142');
    await expect(url.searchParams.get('text')).toContain('reference L-1042');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('button', { name: 'Send another request' })).toBeNull();
  },
};

export const WithAnotherRequest: Story = {
  args: { title: 'Thanks for your interest in our VIP services!', onReset: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send another request' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Chat with us on WhatsApp/ })).toBeVisible();
  },
};
