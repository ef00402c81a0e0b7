import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { SubmissionSuccess } from './SubmissionSuccess.tsx';

/** What every lead form shows after success: reply promise, reference, WhatsApp with it. */
const meta = {
  title: 'Patterns/SubmissionSuccess',
  tags: ['autodocs'],
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
  name: 'With another request',
  args: { title: 'Thanks for your interest in our VIP services!', onReset: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send another request' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Chat with us on WhatsApp/ })).toBeVisible();
  },
};

/** Every download the page starts, captured (and stopped) so the story can read it. */
function captureDownloads(): { names: string[]; stop: () => void } {
  const names: string[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (target instanceof HTMLAnchorElement && target.download) {
      names.push(target.download);
      event.preventDefault();
    }
  };
  document.addEventListener('click', onClick, true);
  return { names, stop: () => document.removeEventListener('click', onClick, true) };
}

/** A table request: by when the team replies, its status page and "Add to calendar". */
export const TableRequest: Story = {
  name: 'Table request',
  args: {
    title: 'Your reference is CBO-7K4Q2',
    reference: 'CBO-7K4Q2',
    message: "We'll get back to you shortly to confirm your table at El Farallón.",
    receivedAt: '2030-05-01T02:30:00.000Z',
    statusHref: '/requests/CBO-7K4Q2?t=1900000000.signature',
    calendarEvent: {
      reference: 'CBO-7K4Q2',
      title: 'Table at El Farallón, party of 4',
      date: '2030-05-02',
      time: '19:30',
      location: 'El Farallón',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 24 hours after it was received, on Cabo's clock (UTC-7).
    await expect(
      canvas.getByText('We reply within 24 hours by Wednesday, May 1, 7:30 PM (Cabo time)'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your request' })).toHaveAttribute(
      'href',
      '/requests/CBO-7K4Q2?t=1900000000.signature',
    );
    const whatsapp = canvas.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toContain(
      'reference CBO-7K4Q2',
    );
    const downloads = captureDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to calendar' }));
      await expect(downloads.names).toEqual(['CBO-7K4Q2.ics']);
    } finally {
      downloads.stop();
    }
  },
};

/** A lead or villa request: no calendar event, so no "Add to calendar". */
export const WithoutCalendar: Story = {
  name: 'Without a calendar link',
  args: {
    reference: 'CBO-2HJ8W',
    receivedAt: '2030-05-01T18:00:00.000Z',
    statusHref: '/requests/CBO-2HJ8W?t=1900000000.signature',
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'See your request' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  },
};
