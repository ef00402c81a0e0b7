import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge.tsx';
import { bookingStatusTone, guideStatusTone, leadStatusTone } from './statusTones.ts';

const meta = {
  title: 'Components/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { children: 'Seafood' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: '0.75rem' } as const;

export const Tones: Story = {
  render: () => (
    <div style={row}>
      <Badge tone="sand">Seafood</Badge>
      <Badge tone="brand">Featured</Badge>
      <Badge tone="danger">Popular: 34 bookings today</Badge>
      <Badge>Beaches</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Popular: 34 bookings today')).toBeVisible();
  },
};

export const Statuses: Story = {
  render: () => (
    <>
      <div style={row} data-testid="guides">
        {['sent', 'pending', 'failed'].map((s) => (
          <Badge key={s} tone={guideStatusTone(s)}>
            {s}
          </Badge>
        ))}
      </div>
      <div style={row} data-testid="bookings">
        {['confirmed', 'pending', 'cancelled'].map((s) => (
          <Badge key={s} tone={bookingStatusTone(s)}>
            {s}
          </Badge>
        ))}
      </div>
      <div style={row} data-testid="leads">
        {['new', 'contacted', 'qualified', 'converted', 'closed'].map((s) => (
          <Badge key={s} tone={leadStatusTone(s)}>
            {s}
          </Badge>
        ))}
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const leads = within(within(canvasElement).getByTestId('leads'));
    const colour = (text: string) => getComputedStyle(leads.getByText(text)).backgroundColor;
    // Each lead status has its own colour; 'closed' falls back to gray.
    await expect(new Set(['new', 'contacted', 'qualified', 'converted'].map(colour)).size).toBe(4);
    await expect(colour('closed')).toBe('rgb(238, 241, 240)');
  },
};
