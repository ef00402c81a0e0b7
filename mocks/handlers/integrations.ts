import {
  OUTBOX_PAGE_SIZE,
  apiPaths,
  integrationNameSchema,
  integrationSettingsSchemas,
  isStoredIntegration,
  outboxQuerySchema,
  type Integration,
  type IntegrationTestResult,
  type MailMessage,
  type MailSummary,
  type OutboxItem,
  type OutboxPage,
  type WebhookSecretRotated,
  type WebhookSigning,
} from '@cabo/contract';
import { http, HttpResponse } from 'msw';
import { apiError, internalError, parseQuery } from './auth.ts';
import { pendingForever } from './pending.ts';

// The Integrations page's data: the webhook and the table service connected, SMTP and the
// PMS not (so e-mail is kept as files), and an outbox with every state, newest first.

const pad = (n: number) => String(n).padStart(2, '0');
const at = (day: number, hour = 10) => `2026-03-${pad(day)}T${pad(hour)}:00:00.000Z`;

export const mockIntegrations: Integration[] = [
  {
    name: 'automation_webhook',
    label: 'Automation webhook',
    status: 'connected',
    endpoint: 'https://hooks.example.com',
    secretHint: 'hook••••••••',
    secretLabel: 'Secret',
    identifier: null,
    source: 'environment',
    note: null,
    outbox: { waiting: 1, sent: 2, failed: 1, dead: 1 },
  },
  {
    name: 'table_service',
    label: 'Table service',
    status: 'connected',
    endpoint: 'https://tables.example.com/v0',
    secretHint: 'patC••••••••',
    secretLabel: 'Token',
    identifier: { label: 'Base ID', hint: 'appC••••••••' },
    source: 'environment',
    note: null,
    outbox: { waiting: 0, sent: 3, failed: 0, dead: 0 },
  },
  {
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
  },
  {
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
  },
];

/** The first 4 characters, then the server's mask. */
const hint = (secret: string) => (secret ? `${secret.slice(0, 4)}••••••••` : null);

const item = (
  i: Partial<OutboxItem> & Pick<OutboxItem, 'id' | 'destination' | 'state'>,
): OutboxItem => ({
  kind: 'lead.created',
  recordTable: 'leads',
  recordId: 5,
  submissionId: 'lead-fixture-000000005',
  attempts: 1,
  maxAttempts: 9,
  lastError: null,
  lastAttemptAt: at(20, 11),
  nextAttemptAt: null,
  sentAt: null,
  createdAt: at(20),
  destinationConfigured: true,
  ...i,
});

export const mockOutboxItems: OutboxItem[] = [
  item({
    id: 8,
    destination: 'automation_webhook',
    state: 'waiting',
    attempts: 0,
    maxAttempts: null,
    lastAttemptAt: null,
    createdAt: at(21),
  }),
  item({
    id: 7,
    destination: 'automation_webhook',
    state: 'failed',
    attempts: 2,
    lastError: 'HTTP 503 Service Unavailable',
    nextAttemptAt: at(20, 12),
  }),
  item({
    id: 6,
    destination: 'automation_webhook',
    state: 'dead',
    kind: 'booking.created',
    recordTable: 'bookings',
    recordId: 4,
    submissionId: 'booking-fixture-000040',
    attempts: 9,
    lastError: 'ECONNREFUSED',
    createdAt: at(14),
    lastAttemptAt: at(16),
  }),
  item({ id: 5, destination: 'table_service', state: 'sent', sentAt: at(20, 11) }),
  item({
    id: 4,
    destination: 'email',
    state: 'sent',
    kind: 'guide',
    recordTable: 'guide_submissions',
    recordId: 3,
    submissionId: 'guide-fixture-00000003',
    sentAt: at(20, 11),
    destinationConfigured: true,
  }),
];

export const mockMail: MailMessage[] = [
  {
    id: '20260321T100000Z-outbox-4',
    from: '"Cabo Concierge" <concierge@example.com>',
    to: 'hannah.lee@example.com',
    subject: 'Your Ultimate Cabo Guide 2025 is here',
    date: at(21),
    sizeBytes: 2140,
    text: 'Hi Hannah,\n\nThank you for requesting the Ultimate Cabo Guide 2025.\n\nDownload the guide (PDF): http://localhost:3000/cabo-travel.pdf\n\nCabo Concierge',
    html: '<p>Hi Hannah,</p>\n<p><a href="http://localhost:3000/cabo-travel.pdf">Download the guide (PDF)</a></p>',
    raw: 'Content-Type: text/plain\nSubject: Your Ultimate Cabo Guide 2025 is here\n\nHi Hannah,\n',
  },
  {
    id: '20260320T100000Z-outbox-2',
    from: '"Cabo Concierge" <concierge@example.com>',
    to: 'concierge@example.com',
    subject: 'New lead: Sofía Ramírez (wedding)',
    date: at(20),
    sizeBytes: 1980,
    text: 'A new wedding lead arrived from the wedding form.\n\nName: Sofía Ramírez',
    html: '<p>A new wedding lead arrived from the wedding form.</p>',
    raw: 'Content-Type: text/plain\nSubject: New lead: Sofía Ramírez (wedding)\n\nA new wedding lead arrived.\n',
  },
];

/** The secret the server made on its first delivery. */
export const mockWebhookSigning: WebhookSigning = {
  hint: 'whsec_Qm9v…',
  createdAt: at(4, 17),
  createdBy: null,
  previousValidUntil: null,
};

const summary = ({ text: _t, html: _h, raw: _r, ...rest }: MailMessage): MailSummary => rest;

/**
 * The Integrations API as the server answers it. State lives in the closure (a retry turns
 * a dead delivery into a waiting one), so call it per story when a story changes things.
 */
export function integrationsHandlers(
  data: { integrations?: Integration[]; outbox?: OutboxItem[]; mail?: MailMessage[] } = {},
  options: { testFails?: boolean } = {},
) {
  const integrations = (data.integrations ?? mockIntegrations).map((i) => ({ ...i }));
  const outbox = (data.outbox ?? mockOutboxItems).map((i) => ({ ...i }));
  const mail = data.mail ?? mockMail;
  const findMail = (id: unknown) => mail.find((m) => m.id === id);
  let signing: WebhookSigning = { ...mockWebhookSigning };
  let rotations = 0;

  return [
    http.get(apiPaths.adminIntegrations, () => HttpResponse.json<Integration[]>(integrations)),
    http.post(apiPaths.adminIntegrationTest, ({ params }) => {
      const name = integrationNameSchema.safeParse(params.name);
      if (!name.success) return apiError(404, 'not_found', 'No such integration');
      const integration = integrations.find((i) => i.name === name.data);
      if (integration?.status !== 'connected') {
        return apiError(
          409,
          'integration_not_configured',
          `${integration?.label} is not configured`,
        );
      }
      const result: IntegrationTestResult = options.testFails
        ? {
            name: name.data,
            ok: false,
            status: null,
            durationMs: 12,
            message: 'ECONNREFUSED',
            testedAt: at(21, 9),
          }
        : {
            name: name.data,
            ok: true,
            status: 200,
            durationMs: 84,
            message: 'HTTP 200 OK in 84 ms',
            testedAt: at(21, 9),
          };
      return HttpResponse.json(result);
    }),
    http.put(apiPaths.adminIntegrationSettings, async ({ params, request }) => {
      const name = integrationNameSchema.safeParse(params.name);
      if (!name.success) return apiError(404, 'not_found', 'No such integration');
      if (!isStoredIntegration(name.data)) {
        return apiError(
          409,
          'settings_in_environment',
          'This integration is configured in the server’s environment',
        );
      }
      const body = integrationSettingsSchemas[name.data].safeParse(await request.json());
      if (!body.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of body.error.issues)
          (errors[issue.path.join('.')] ??= []).push(issue.message);
        return apiError(400, 'validation_failed', body.error.issues[0]!.message, errors);
      }
      const settings = body.data as {
        url: string;
        token?: string;
        apiKey?: string;
        baseId?: string;
      };
      const found = integrations.find((i) => i.name === name.data)!;
      Object.assign(found, {
        status: 'connected',
        endpoint: name.data === 'pms' ? new URL(settings.url).origin : settings.url,
        secretHint: hint(settings.token ?? settings.apiKey ?? ''),
        source: 'database',
        note: null,
        ...(name.data === 'table_service'
          ? { identifier: { label: 'Base ID', hint: hint(settings.baseId ?? '') } }
          : {}),
      });
      return HttpResponse.json<Integration>(found);
    }),
    http.get(apiPaths.adminOutbox, ({ request }) => {
      const query = parseQuery(request, outboxQuerySchema);
      if (!query.ok) return query.response;
      const { state, page } = query.data;
      const matching = outbox.filter((i) => !state || i.state === state);
      const start = (page - 1) * OUTBOX_PAGE_SIZE;
      return HttpResponse.json<OutboxPage>({
        items: matching.slice(start, start + OUTBOX_PAGE_SIZE),
        total: matching.length,
        page,
        pageSize: OUTBOX_PAGE_SIZE,
      });
    }),
    http.post(apiPaths.adminOutboxRetry, ({ params }) => {
      const found = outbox.find((i) => i.id === Number(params.id));
      if (!found) return apiError(404, 'not_found', 'No such outbox message');
      if (found.state !== 'dead') {
        return apiError(
          409,
          'outbox_not_dead',
          'Only a dead delivery can be retried; this one is sent or still being tried',
        );
      }
      Object.assign(found, { state: 'waiting', nextAttemptAt: null });
      return HttpResponse.json<OutboxItem>(found);
    }),
    http.get(apiPaths.adminWebhookSigning, () => HttpResponse.json<WebhookSigning>(signing)),
    // Rotate: a new secret, shown in full this once; the previous one signs 24 h more.
    http.post(apiPaths.adminWebhookSigningRotate, () => {
      rotations += 1;
      const secret = `whsec_${btoa(`story-secret-${rotations}-of-thirty-two-bytes!`)}`;
      signing = {
        hint: `${secret.slice(0, 10)}…`,
        createdAt: at(21, 16),
        createdBy: 'boss',
        previousValidUntil: at(22, 16),
      };
      return HttpResponse.json<WebhookSecretRotated>({ ...signing, secret }, { status: 201 });
    }),
    http.get(apiPaths.adminMail, () => HttpResponse.json<MailSummary[]>(mail.map(summary))),
    http.get(apiPaths.adminMailRaw, ({ params }) => {
      const found = findMail(params.id);
      if (!found) return apiError(404, 'not_found', 'No such e-mail');
      return new HttpResponse(found.raw, { headers: { 'content-type': 'message/rfc822' } });
    }),
    http.get(apiPaths.adminMailMessage, ({ params }) => {
      const found = findMail(params.id);
      return found
        ? HttpResponse.json<MailMessage>(found)
        : apiError(404, 'not_found', 'No such e-mail');
    }),
  ];
}

/** Default: two destinations connected, SMTP not; an outbox with every state; two kept e-mails. */
export const integrations = integrationsHandlers();

/** A fresh install: nothing configured, nothing queued, no e-mail kept. */
export const integrationsEmpty = integrationsHandlers({
  integrations: mockIntegrations.map((i) => ({
    ...i,
    status: 'not_configured' as const,
    endpoint: null,
    secretHint: null,
    identifier: i.identifier ? { ...i.identifier, hint: null } : null,
    source: null,
    outbox: i.outbox ? { waiting: 0, sent: 0, failed: 0, dead: 0 } : null,
  })),
  outbox: [],
  mail: [],
});

/** Test Connection reaches nothing: ok false with the connection error. */
export const integrationsTestFails = integrationsHandlers({}, { testFails: true });

const paths = [
  apiPaths.adminIntegrations,
  apiPaths.adminOutbox,
  apiPaths.adminMail,
  apiPaths.adminWebhookSigning,
] as const;

/** The page's reads fail. */
export const integrationsError = paths.map((path) => http.get(path, internalError));

/** The page's reads never answer (loading states). */
export const integrationsSlow = paths.map((path) => http.get(path, pendingForever));
