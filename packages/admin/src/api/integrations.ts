import {
  apiPath,
  apiPaths,
  type Integration,
  type IntegrationName,
  type IntegrationTestResult,
  type StoredIntegrationName,
  type StoredIntegrationSettings,
  type MailMessage,
  type MailSummary,
  type OutboxItem,
  type OutboxPage,
  type OutboxState,
  type WebhookSecretRotated,
  type WebhookSigning,
} from '@cabo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@cabo/ui/app/api';

/** GET /api/admin/integrations: each destination's state, masked secret and outbox counts. */
export const useIntegrations = () =>
  useQuery<Integration[] | null>({ queryKey: [apiPaths.adminIntegrations] });

/** POST /api/admin/integrations/:name/test: what the configured endpoint answered. */
export const postIntegrationTest = (name: IntegrationName) =>
  api.post(apiPath(apiPaths.adminIntegrationTest, { name })).json<IntegrationTestResult>();

/** PUT /api/admin/integrations/:name/settings: Reconfigure; answers the card, secrets masked. */
export const putIntegrationSettings = (
  name: StoredIntegrationName,
  settings: StoredIntegrationSettings[StoredIntegrationName],
) =>
  api
    .put(apiPath(apiPaths.adminIntegrationSettings, { name }), { json: settings })
    .json<Integration>();

/** The outbox page's path with its query (the query key, so each state/page is cached apart). */
export function outboxPath(state: OutboxState | undefined, page: number): string {
  const params = new URLSearchParams();
  if (state) params.set('state', state);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${apiPaths.adminOutbox}?${text}` : apiPaths.adminOutbox;
}

/** GET /api/admin/outbox: one page of deliveries, newest first. */
export const useOutbox = (state: OutboxState | undefined, page: number) =>
  useQuery<OutboxPage | null>({
    queryKey: [outboxPath(state, page)],
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/outbox/:id/retry: a dead delivery goes back to waiting. */
export const postOutboxRetry = (id: number) =>
  api.post(apiPath(apiPaths.adminOutboxRetry, { id })).json<OutboxItem>();

/** GET /api/admin/mail: the e-mail kept as .eml files (no SMTP server configured). */
export const useMail = () => useQuery<MailSummary[] | null>({ queryKey: [apiPaths.adminMail] });

/** GET /api/admin/mail/:id: one kept e-mail, parsed. */
export const useMailMessage = (id: string | null) =>
  useQuery<MailMessage | null>({
    queryKey: [
      id === null ? apiPaths.adminMailMessage : apiPath(apiPaths.adminMailMessage, { id }),
    ],
    enabled: id !== null,
  });

/** GET /api/admin/webhook-signing: the webhook signing secret's hint (docs/integrations.md). */
export const useWebhookSigning = () =>
  useQuery<WebhookSigning | null>({ queryKey: [apiPaths.adminWebhookSigning] });

/** POST /api/admin/webhook-signing/rotate: a new secret, its only showing in full. */
export const postWebhookSecretRotate = () =>
  api.post(apiPaths.adminWebhookSigningRotate).json<WebhookSecretRotated>();
