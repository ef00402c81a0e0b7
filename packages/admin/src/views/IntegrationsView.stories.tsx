import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  integrationsEmpty,
  integrationsError,
  integrationsHandlers,
  integrationsSlow,
  integrationsTestFails,
} from '../../../../mocks/handlers/index.ts';
import { withAdminProviders } from '../storyProviders.tsx';
import { IntegrationsView } from './IntegrationsView.tsx';

const meta = {
  title: 'Admin/Integrations',
  decorators: [withAdminProviders],
  parameters: { layout: 'padded', route: '/admin?section=integrations' },
  globals: { viewport: { value: 'desktop' } },
  render: () => <IntegrationsView />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * The PMS without settings: Reconfigure stores them through our server (a dialog over the
 * contract's schema), the card then shows the key masked, and Test Connection answers.
 */
export const PmsReconfigureAndTest: Story = {
  parameters: { msw: { handlers: { integrations: integrationsHandlers() } } },
  play: async () => {
    const pms = within(await body().findByRole('region', { name: 'Property management (PMS)' }));
    await expect(pms.getAllByText('Not configured')).toHaveLength(2);
    await expect(pms.getByRole('button', { name: 'Test Connection' })).toBeDisabled();
    await userEvent.click(pms.getByRole('button', { name: 'Reconfigure' }));
    const dialog = within(
      await body().findByRole('dialog', { name: 'Reconfigure: Property management (PMS)' }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'API URL' }),
      'https://pms.example.com/v1',
    );
    await userEvent.type(dialog.getByLabelText('API key'), 'pmsk-live-123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(pms.getByText('pmsk••••••••')).toBeVisible());
    await expect(pms.getByText('Stored from the admin')).toBeVisible();
    await expect(document.body.textContent).not.toContain('pmsk-live-123456');
    await userEvent.click(pms.getByRole('button', { name: 'Test Connection' }));
    await expect(await pms.findByRole('status')).toHaveTextContent(
      'Connected: HTTP 200 OK in 84 ms',
    );
    const toast = await body().findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Settings saved');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * Two destinations connected, SMTP not (its e-mail kept as files): Test Connection says what
 * the webhook answered; a dead delivery is retried; a kept e-mail is read.
 */
export const Connected: Story = {
  parameters: { msw: { handlers: { integrations: integrationsHandlers() } } },
  play: async () => {
    const webhook = within(await body().findByRole('region', { name: 'Automation webhook' }));
    await expect(webhook.getByText('Connected')).toBeVisible();
    await expect(webhook.getByText('hook••••••••')).toBeVisible();
    const smtp = within(body().getByRole('region', { name: 'E-mail (SMTP)' }));
    // The badge, and the password it lacks.
    await expect(smtp.getAllByText('Not configured')).toHaveLength(2);
    await expect(smtp.getByRole('button', { name: 'Test Connection' })).toBeDisabled();

    await userEvent.click(webhook.getByRole('button', { name: 'Test Connection' }));
    await expect(await webhook.findByRole('status')).toHaveTextContent(
      'Connected: HTTP 200 OK in 84 ms',
    );

    const outbox = within(await body().findByRole('grid', { name: 'Outbox' }));
    await userEvent.click(
      await outbox.findByRole('button', { name: 'Retry Automation webhook booking.created #6' }),
    );
    const toast = await body().findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Delivery queued');
    // Back to waiting: no dead delivery is left to retry.
    await waitFor(() => expect(outbox.queryByRole('button', { name: /^Retry/ })).toBeNull());
    // The toast leaves before the screenshot (it would still be moving).
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());

    const mail = within(body().getByRole('grid', { name: 'Kept e-mail' }));
    await userEvent.click(
      await mail.findByRole('button', { name: 'View Your Ultimate Cabo Guide 2025 is here' }),
    );
    const reader = await body().findByRole('dialog', {
      name: 'Your Ultimate Cabo Guide 2025 is here',
    });
    await waitFor(() =>
      expect(within(reader).getByText(/Download the guide \(PDF\)/)).toBeVisible(),
    );
    await expect(within(reader).getByRole('link', { name: 'Download .eml' })).toHaveAttribute(
      'href',
      '/api/admin/mail/20260321T100000Z-outbox-4/raw',
    );
  },
};

/**
 * The webhook's signing secret: its hint; Rotate shows the new secret in full once, and
 * until when the previous one still signs.
 */
export const TestConnectionFails: Story = {
  parameters: { msw: { handlers: { integrations: integrationsTestFails } } },
  play: async () => {
    const table = within(await body().findByRole('region', { name: 'Table service' }));
    await userEvent.click(table.getByRole('button', { name: 'Test Connection' }));
    await expect(await table.findByRole('status')).toHaveTextContent('No connection: ECONNREFUSED');
  },
};

/** A fresh install: nothing configured, nothing queued, no e-mail kept. */
export const NothingConfigured: Story = {
  parameters: { msw: { handlers: { integrations: integrationsEmpty } } },
  play: async () => {
    // Four badges, four secrets and the table service's base id.
    await waitFor(() => expect(body().getAllByText('Not configured')).toHaveLength(9));
    await waitFor(() =>
      expect(body().getByText('Nothing in the outbox with this state.')).toBeVisible(),
    );
    await waitFor(() => expect(body().getByText('No e-mail kept as files.')).toBeVisible());
  },
};

export const OutboxFilteredToDead: Story = {
  parameters: { msw: { handlers: { integrations: integrationsHandlers() } } },
  play: async () => {
    const outbox = within(await body().findByRole('grid', { name: 'Outbox' }));
    await outbox.findByText('waiting');
    await userEvent.click(body().getByRole('button', { name: /State$/ }));
    await userEvent.click(
      within(await body().findByRole('listbox')).getByRole('option', { name: 'dead' }),
    );
    await waitFor(() => expect(outbox.getAllByRole('row')).toHaveLength(2));
    await expect(outbox.getByText('ECONNREFUSED')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { integrations: integrationsError } } },
  play: async () => {
    await waitFor(() =>
      expect(body().getByText('Error loading the integrations. Please try again.')).toBeVisible(),
    );
    await waitFor(() =>
      expect(body().getByText('Error loading the outbox. Please try again.')).toBeVisible(),
    );
    await waitFor(() =>
      expect(body().getByText('Error loading the e-mail. Please try again.')).toBeVisible(),
    );
    await waitFor(() =>
      expect(body().getByText(/^Error loading the signing secret\./)).toBeVisible(),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { integrations: integrationsSlow } } },
  play: async () => {
    await expect(
      await body().findByRole('progressbar', { name: 'Loading the integrations' }),
    ).toBeVisible();
    await expect(body().getByRole('progressbar', { name: 'Loading outbox' })).toBeVisible();
  },
};

/**
 * Last in the file: after a rotation the view stays mounted under the next story's (its
 * landmarks would then appear twice). Compared at desktop and phone width like every page.
 */
export const RotateSigningSecret: Story = {
  parameters: { msw: { handlers: { integrations: integrationsHandlers() } } },
  play: async () => {
    const card = within(await body().findByRole('region', { name: 'Webhook signing secret' }));
    await waitFor(() => expect(card.getByText('whsec_Qm9v…')).toBeVisible());
    await expect(card.queryByRole('status')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Rotate secret' }));
    const shown = await card.findByRole('status');
    await expect(shown).toHaveTextContent('New secret: copy it now, it is not shown again');
    await expect(shown).toHaveTextContent(/whsec_[A-Za-z0-9+/=]{40,}/);
    await expect(card.getByText('Previous secret')).toBeVisible();
    await expect(card.getByText(/^Still signs until Mar 22, 2026/)).toBeVisible();
    await expect(card.getByText(/by boss$/)).toBeVisible();
  },
};
