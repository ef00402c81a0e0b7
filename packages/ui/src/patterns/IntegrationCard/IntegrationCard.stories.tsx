import type { Integration } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { definitionValues } from '../../common/storyPlay.ts';
import { IntegrationCard } from './IntegrationCard.tsx';

const webhook: Integration = {
  name: 'automation_webhook',
  label: 'Automation webhook',
  status: 'connected',
  endpoint: 'https://hooks.example.com',
  secretHint: 'hook••••••••',
  secretLabel: 'Secret',
  identifier: null,
  source: 'environment',
  note: null,
  outbox: { waiting: 1, sent: 12, failed: 2, dead: 1 },
};

const tableService: Integration = {
  name: 'table_service',
  label: 'Table service',
  status: 'connected',
  endpoint: 'https://tables.example.com/v0',
  secretHint: 'patC••••••••',
  secretLabel: 'Token',
  identifier: { label: 'Base ID', hint: 'appC••••••••' },
  source: 'database',
  note: null,
  outbox: { waiting: 0, sent: 3, failed: 0, dead: 0 },
};

const pmsMissing: Integration = {
  name: 'pms',
  label: 'Property management (PMS)',
  status: 'not_configured',
  endpoint: null,
  secretHint: null,
  secretLabel: 'API key',
  identifier: null,
  source: null,
  note: 'Not configured: Reconfigure, or set PMS_URL and PMS_API_KEY.',
  outbox: null,
};

const pmsConnected: Integration = {
  ...pmsMissing,
  status: 'connected',
  endpoint: 'https://pms.example.com',
  secretHint: 'pmsk••••••••',
  source: 'database',
  note: null,
};

const smtpMissing: Integration = {
  name: 'smtp',
  label: 'E-mail (SMTP)',
  status: 'not_configured',
  endpoint: null,
  secretHint: null,
  secretLabel: 'Password',
  identifier: null,
  source: null,
  note: 'Without SMTP_HOST, e-mail is kept as .eml files (listed under Kept e-mail below).',
  outbox: { waiting: 0, sent: 4, failed: 0, dead: 0 },
};

const meta = {
  title: 'Patterns/IntegrationCard',
  tags: ['autodocs'],
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

export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('region', { name: 'Automation webhook' })).toBeVisible();
    await expect(card.getByText('Connected')).toBeVisible();
    await expect(definitionValues(canvasElement)).toEqual({
      Endpoint: 'https://hooks.example.com',
      Secret: 'hook••••••••',
      Settings: 'Server environment',
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
  name: 'Not configured',
  args: { integration: smtpMissing },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getAllByText('Not configured')).toHaveLength(2);
    await expect(card.getByText(/kept as \.eml files/)).toBeVisible();
    await expect(definitionValues(canvasElement)).toMatchObject({
      Endpoint: '—',
      Password: 'Not configured',
    });
    // Nothing to call until it has settings.
    await expect(card.getByRole('button', { name: 'Test Connection' })).toBeDisabled();
  },
};

export const Testing: Story = {
  name: 'Testing the connection',
  args: { isTesting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Testing...' })).toBeDisabled();
  },
};

export const TestPassed: Story = {
  name: 'Test passed',
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
  name: 'Test failed',
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
  name: 'Test could not run',
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

/** The table service: its base id masked like its token (docs/admin.md). */
export const TableServiceMasked: Story = {
  name: 'Table service, secret masked',
  args: { integration: tableService, onSaveSettings: fn() },
  play: async ({ canvasElement }) => {
    await expect(definitionValues(canvasElement)).toMatchObject({
      Endpoint: 'https://tables.example.com/v0',
      Token: 'patC••••••••',
      'Base ID': 'appC••••••••',
      Settings: 'Stored from the admin',
    });
    await expect(canvasElement.textContent).not.toContain('appCabo');
  },
};

/** The PMS without settings: "Not configured", nothing to test, no outbox. */
export const PmsNotConfigured: Story = {
  name: 'PMS not configured',
  args: { integration: pmsMissing, onSaveSettings: fn() },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('region', { name: 'Property management (PMS)' })).toBeVisible();
    await expect(definitionValues(canvasElement)).toEqual({
      Endpoint: '—',
      'API key': 'Not configured',
    });
    await expect(card.getByRole('button', { name: 'Test Connection' })).toBeDisabled();
  },
};

/** The PMS configured: its key masked, and what it answered to Test Connection. */
export const PmsConnectedTestPassed: Story = {
  name: 'PMS connected, test passed',
  args: {
    integration: pmsConnected,
    onSaveSettings: fn(),
    testResult: {
      name: 'pms',
      ok: true,
      status: 200,
      durationMs: 120,
      message: 'HTTP 200 OK in 120 ms',
      testedAt: '2026-03-21T09:00:00.000Z',
    },
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(definitionValues(canvasElement)).toMatchObject({ 'API key': 'pmsk••••••••' });
    await expect(card.getByRole('status')).toHaveTextContent('Connected: HTTP 200 OK in 120 ms');
    await userEvent.click(card.getByRole('button', { name: 'Test Connection' }));
    await expect(args.onTest).toHaveBeenCalledOnce();
  },
};

/** The PMS answered 401: the card says so. */
export const PmsTestFailed: Story = {
  name: 'PMS test failed',
  args: {
    integration: pmsConnected,
    onSaveSettings: fn(),
    testResult: {
      name: 'pms',
      ok: false,
      status: 401,
      durationMs: 40,
      message: 'HTTP 401 Unauthorized in 40 ms',
      testedAt: '2026-03-21T09:00:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No connection: HTTP 401 Unauthorized in 40 ms',
    );
  },
};

const page = () => within(document.body);

/** Reconfigure opens a dialog; the contract's messages show, then valid settings are sent. */
export const ReconfigurePms: Story = {
  name: 'Reconfigure the PMS',
  args: { integration: pmsMissing, onSaveSettings: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reconfigure' }));
    const dialog = within(
      await page().findByRole('dialog', { name: 'Reconfigure: Property management (PMS)' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'API URL' }), 'ftp://pms');
    await userEvent.type(dialog.getByLabelText('API key'), 'short');
    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(dialog.getByText('Enter an http or https URL')).toBeVisible());
    await expect(dialog.getByText('API key must be at least 8 characters')).toBeVisible();
    await expect(args.onSaveSettings).not.toHaveBeenCalled();

    await userEvent.clear(dialog.getByRole('textbox', { name: 'API URL' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'API URL' }),
      'https://pms.example.com',
    );
    await userEvent.clear(dialog.getByLabelText('API key'));
    await userEvent.type(dialog.getByLabelText('API key'), 'pmsk-live-123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSaveSettings).toHaveBeenCalledWith(
      { url: 'https://pms.example.com', apiKey: 'pmsk-live-123456' },
      expect.anything(),
    );
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};
