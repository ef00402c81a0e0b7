import type { Integration, IntegrationName, IntegrationTestResult } from '@cabo/contract';
import type { Knex } from 'knex';
import { DEFAULT_DELIVERY, type OutboxConfig } from '../config.ts';
import { HttpError } from '../errors.ts';
import { createMailer } from '../mail/transport.ts';
import { countOutboxMessages } from '../submissions/outbox-repository.ts';
import { pingPms, pingTableService, pingWebhook, type HttpAnswer } from './http-destinations.ts';
import { readStoredSettings, type StoredSettings } from './settings-store.ts';

const labels: Record<IntegrationName, string> = {
  automation_webhook: 'Automation webhook',
  table_service: 'Table service',
  smtp: 'E-mail (SMTP)',
  pms: 'Property management (PMS)',
};

/**
 * The settings in force: those stored from the admin win over the environment's, per
 * integration as a whole (docs/admin.md), so an admin's Reconfigure is what runs.
 */
export interface EffectiveSettings {
  tableService: OutboxConfig['tableService'];
  pms: { url: string; apiKey: string } | null;
  source: { table_service: Source; pms: Source };
  unreadable: StoredSettings['unreadable'];
}
type Source = 'database' | 'environment' | null;

export async function effectiveSettings(
  knex: Knex,
  config: OutboxConfig | null,
): Promise<EffectiveSettings> {
  const stored = await readStoredSettings(knex, config?.settingsKey);
  const table = stored.table_service
    ? {
        url: stored.table_service.url,
        token: stored.table_service.token,
        baseId: stored.table_service.baseId || null,
      }
    : (config?.tableService ?? null);
  const pms = stored.pms ?? config?.pms ?? null;
  return {
    tableService: table,
    pms,
    source: {
      table_service: stored.table_service ? 'database' : table ? 'environment' : null,
      pms: stored.pms ? 'database' : pms ? 'environment' : null,
    },
    unreadable: stored.unreadable,
  };
}

/**
 * The outbox's settings with the stored table service and PMS in place of the environment's:
 * read when the outbox starts and again on every instance when an admin stores new ones.
 */
export async function withStoredSettings(knex: Knex, config: OutboxConfig): Promise<OutboxConfig> {
  const settings = await effectiveSettings(knex, config);
  return { ...config, tableService: settings.tableService, pms: settings.pms };
}

const unreadableNote =
  'Stored settings cannot be read with this server’s SETTINGS_ENCRYPTION_KEY: Reconfigure to store them again.';

/** The first 4 characters, then a mask of fixed length (the secret's length stays unknown). */
export function secretHint(secret: string | null | undefined): string | null {
  return secret ? `${secret.slice(0, 4)}••••••••` : null;
}

/** A webhook URL's path and query are its secret (hook services put the token there). */
function webhookParts(url: string): { endpoint: string; secret: string | null } {
  const parsed = new URL(url);
  const secret = `${parsed.pathname.replace(/^\/+/, '')}${parsed.search}`;
  return { endpoint: parsed.origin, secret: secret || null };
}

/** Every destination with its state, what it shows of its settings and its outbox counts. */
export async function describeIntegrations(
  knex: Knex,
  config: OutboxConfig | null,
): Promise<Integration[]> {
  const counts = await countOutboxMessages(knex);
  const settings = await effectiveSettings(knex, config);
  const webhook = config?.automationWebhookUrl ? webhookParts(config.automationWebhookUrl) : null;
  const table = settings.tableService;
  const pms = settings.pms;
  const mail = config?.mail ?? null;
  return [
    {
      name: 'automation_webhook',
      label: labels.automation_webhook,
      status: webhook ? 'connected' : 'not_configured',
      endpoint: webhook?.endpoint ?? null,
      secretHint: secretHint(webhook?.secret),
      secretLabel: 'Secret',
      identifier: null,
      source: webhook ? 'environment' : null,
      note: webhook ? null : 'Submissions wait in the outbox until AUTOMATION_WEBHOOK_URL is set.',
      outbox: counts.automation_webhook,
    },
    {
      name: 'table_service',
      label: labels.table_service,
      status: table ? 'connected' : 'not_configured',
      // The base id is masked like the token: together they open the base.
      endpoint: table ? table.url.replace(/\/+$/, '') : null,
      secretHint: secretHint(table?.token),
      secretLabel: 'Token',
      identifier: { label: 'Base ID', hint: secretHint(table?.baseId) },
      source: settings.source.table_service,
      note: settings.unreadable.includes('table_service')
        ? unreadableNote
        : table
          ? null
          : 'Submissions wait in the outbox until it is configured (Reconfigure, or TABLE_SERVICE_URL and TABLE_SERVICE_TOKEN).',
      outbox: counts.table_service,
    },
    {
      name: 'smtp',
      label: labels.smtp,
      status: mail?.smtp ? 'connected' : 'not_configured',
      endpoint: mail?.smtp ? `smtp://${mail.smtp.host}:${mail.smtp.port}` : null,
      secretHint: secretHint(mail?.smtp?.password),
      secretLabel: 'Password',
      identifier: null,
      source: mail?.smtp ? 'environment' : null,
      note: mail?.smtp
        ? null
        : mail
          ? 'Without SMTP_HOST, e-mail is kept as .eml files (listed under Kept e-mail below).'
          : 'E-mail waits in the outbox: this server sends none.',
      outbox: counts.email,
    },
    {
      name: 'pms',
      label: labels.pms,
      status: pms ? 'connected' : 'not_configured',
      endpoint: pms ? new URL(pms.url).origin : null,
      secretHint: secretHint(pms?.apiKey),
      secretLabel: 'API key',
      identifier: null,
      source: settings.source.pms,
      note: settings.unreadable.includes('pms')
        ? unreadableNote
        : pms
          ? null
          : 'Not configured: Reconfigure, or set PMS_URL and PMS_API_KEY.',
      outbox: null,
    },
  ];
}

function answered(name: IntegrationName, answer: HttpAnswer): IntegrationTestResult {
  const ok = answer.status >= 200 && answer.status <= 299;
  return {
    name,
    ok,
    status: answer.status,
    durationMs: answer.durationMs,
    message: `HTTP ${answer.status} ${answer.statusText}`.trim() + ` in ${answer.durationMs} ms`,
    testedAt: new Date().toISOString(),
  };
}

function unanswered(name: IntegrationName, err: unknown, started: number): IntegrationTestResult {
  const error = err as { message?: string; responseCode?: number };
  return {
    name,
    ok: false,
    status: typeof error.responseCode === 'number' ? error.responseCode : null,
    durationMs: Math.round(performance.now() - started),
    message: error.message ?? String(err),
    testedAt: new Date().toISOString(),
  };
}

const notConfigured = (name: IntegrationName) =>
  new HttpError(409, 'integration_not_configured', `${labels[name]} is not configured`);

/**
 * Test Connection: the server calls the configured endpoint and reports what answered. The
 * webhook gets a `connection.test` event, the table service a one-record read (nothing is
 * written), the PMS an authenticated read of its URL, SMTP a connection and login without
 * a message. Not configured: 409 `integration_not_configured`.
 */
export async function testIntegration(
  knex: Knex,
  name: IntegrationName,
  config: OutboxConfig | null,
): Promise<IntegrationTestResult> {
  const settings = await effectiveSettings(knex, config);
  const timeoutMs = config?.delivery?.requestTimeoutMs ?? DEFAULT_DELIVERY.requestTimeoutMs;
  const started = performance.now();
  try {
    if (name === 'automation_webhook') {
      if (!config?.automationWebhookUrl) throw notConfigured(name);
      return answered(name, await pingWebhook(config.automationWebhookUrl, timeoutMs));
    }
    if (name === 'table_service') {
      if (!settings.tableService) throw notConfigured(name);
      return answered(
        name,
        await pingTableService(settings.tableService, 'contact_form', timeoutMs),
      );
    }
    if (name === 'pms') {
      if (!settings.pms) throw notConfigured(name);
      return answered(name, await pingPms(settings.pms, timeoutMs));
    }
    const mail = config?.mail;
    if (!mail?.smtp) throw notConfigured(name);
    const mailer = createMailer(mail, timeoutMs);
    try {
      const { response } = await mailer.verify();
      const durationMs = Math.round(performance.now() - started);
      return {
        name,
        ok: true,
        status: null,
        durationMs,
        message: `${response} in ${durationMs} ms`,
        testedAt: new Date().toISOString(),
      };
    } finally {
      mailer.close();
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    return unanswered(name, err, started);
  }
}
