import type { Integration } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { IntegrationCard } from './IntegrationCard.tsx';

const webhook: Integration = {
  name: 'automation_webhook',
  label: 'Automation webhook',
  status: 'connected',
  endpoint: 'https://hooks.example.com',
  secretHint: 'hook••••••••',
  note: null,
  outbox: { waiting: 1, sent: 12, failed: 2, dead: 1 },
};

const smtpMissing: Integration = {
  name: 'smtp',
  label: 'E-mail (SMTP)',
  status: 'not_configured',
  endpoint: null,
  secretHint: null,
  note: 'Without SMTP_HOST, e-mail is kept as .eml files (listed under Kept e-mail below).',
  outbox: { waiting: 0, sent: 4, failed: 0, dead: 0 },
};

const meta = {
  title: 'Patterns/IntegrationCard',
  component: IntegrationCard,
  args: { integration: webhook, onTest: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IntegrationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value read with each label. */
function valuesOf(canvasElement: HTMLElement) {
  return Object.fromEntries(
    [...canvasElement.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );
}

export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('region', { name: 'Automation webhook' })).toBeVisible();
    await expect(card.getByText('Connected')).toBeVisible();
    await expect(valuesOf(canvasElement)).toEqual({
      Endpoint: 'https://hooks.example.com',
      Secret: 'hook••••••••',
      'Outbox waiting': '1',
      'Outbox sent': '12',
      'Outbox failed': '2',
      'Outbox dead': '1',
    });
    await userEvent.click(card.getByRole('button', { name: 'Test Connection' }));
    await expect(args.onTest).toHaveBeenCalledOnce();
  },
};

export const NotConfigured: Story = {
  args: { integration: smtpMissing },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Not configured')).toBeVisible();
    await expect(card.getByText(/kept as \.eml files/)).toBeVisible();
    await expect(valuesOf(canvasElement)).toMatchObject({ Endpoint: '—', Secret: '—' });
    // Nothing to call until it has settings.
    await expect(card.getByRole('button', { name: 'Test Connection' })).toBeDisabled();
  },
};

export const Testing: Story = {
  args: { isTesting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Testing...' })).toBeDisabled();
  },
};

export const TestPassed: Story = {
  args: {
    testResult: {
      name: 'automation_webhook',
      ok: true,
      status: 200,
      durationMs: 84,
      message: 'HTTP 200 OK in 84 ms',
      testedAt: '2026-03-21T09:00:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Connected: HTTP 200 OK in 84 ms',
    );
  },
};

export const TestFailed: Story = {
  args: {
    testResult: {
      name: 'automation_webhook',
      ok: false,
      status: null,
      durationMs: 12,
      message: 'ECONNREFUSED',
      testedAt: '2026-03-21T09:00:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No connection: ECONNREFUSED',
    );
  },
};

export const TestRequestFailed: Story = {
  args: { testError: 'Automation webhook is not configured' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Test failed: Automation webhook is not configured',
    );
  },
};

export const Reconfigure: Story = {
  args: {
    integration: {
      ...webhook,
      name: 'table_service',
      label: 'Table service',
      endpoint: 'https://tables.example.com/v0/appCabo',
      secretHint: 'patC••••••••',
    },
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const button = card.getByRole('button', { name: 'Reconfigure' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(card.getByText('TABLE_SERVICE_TOKEN')).not.toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText('TABLE_SERVICE_URL')).toBeVisible();
    await expect(card.getByText('TABLE_SERVICE_TOKEN')).toBeVisible();
    await expect(card.getByText(/then restart the server/)).toBeVisible();
  },
};
