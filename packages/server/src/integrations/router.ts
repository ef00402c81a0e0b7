import Router from '@koa/router';
import {
  OUTBOX_PAGE_SIZE,
  apiPaths,
  integrationNameSchema,
  integrationSettingsSchemas,
  isStoredIntegration,
  outboxQuerySchema,
  authMessages,
  type OutboxPage,
} from '@cabo/contract';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';
import { listMail, readMail } from '../mail/mailbox.ts';
import { parseBody, recordIdFromText } from '../middleware/validation.ts';
import {
  findOutboxMessage,
  listOutboxMessages,
  outboxItemFromRow,
} from '../submissions/outbox-repository.ts';
import { retryDeadDelivery, type Outbox } from '../submissions/outbox.ts';
import { actorOf } from '../admin/service.ts';
import { currentUser } from '../auth/guards.ts';
import { describeIntegrations, testIntegration } from './service.ts';
import { writeStoredSettings } from './settings-store.ts';
import { describeWebhookSigning, rotateWebhookSecret } from './webhook-signing.ts';

/** Admin answers hold visitors' data and settings' state: never kept by a cache. */
const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

function idParam(value: string | undefined): number {
  const id = recordIdFromText(value);
  if (id === null) throw new HttpError(404, 'not_found', 'No such outbox message');
  return id;
}

const mailNotFound = () => new HttpError(404, 'not_found', 'No such e-mail');

/**
 * The Integrations page's API: each destination's state and Test Connection, the outbox
 * (list and retry of a dead delivery) and the e-mail kept as files without SMTP. Admins
 * only, by the admin API policy the /api/admin guard of app.ts enforces.
 */
export function integrationsRouter(deps: { knex: Knex; outbox: Outbox }): Router {
  const { knex, outbox } = deps;
  const router = new Router();
  const configured = () => new Set(outbox.destinations);

  router.get(apiPaths.adminIntegrations, noStore, async (ctx) => {
    ctx.body = await describeIntegrations(knex, outbox.config);
  });

  router.post(apiPaths.adminIntegrationTest, noStore, async (ctx) => {
    const name = integrationNameSchema.safeParse(ctx.params.name);
    if (!name.success) throw new HttpError(404, 'not_found', 'No such integration');
    ctx.body = await testIntegration(knex, name.data, outbox.config);
  });

  // Reconfigure: the settings are stored encrypted and win over the environment's; the
  // answer is the card as it now reads (secrets masked), never the settings sent.
  router.put(apiPaths.adminIntegrationSettings, noStore, async (ctx) => {
    const name = integrationNameSchema.safeParse(ctx.params.name);
    if (!name.success) throw new HttpError(404, 'not_found', 'No such integration');
    if (!isStoredIntegration(name.data)) {
      throw new HttpError(
        409,
        'settings_in_environment',
        'This integration is configured in the server’s environment',
      );
    }
    const settings = parseBody(integrationSettingsSchemas[name.data], ctx.request.body);
    const user = currentUser(ctx);
    if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
    await writeStoredSettings(
      knex,
      outbox.config?.settingsKey,
      name.data,
      settings,
      actorOf(user),
      new Date(),
    );
    // This instance's deliveries follow at once; the others' on the settings' NOTIFY.
    await outbox.reconfigure();
    const all = await describeIntegrations(knex, outbox.config);
    ctx.body = all.find((i) => i.name === name.data);
  });

  // The webhook's signing secret (docs/integrations.md): its hint; Rotate shows the new one once.
  router.get(apiPaths.adminWebhookSigning, noStore, async (ctx) => {
    ctx.body = await describeWebhookSigning(knex, outbox.config?.settingsKey, new Date());
  });

  router.post(apiPaths.adminWebhookSigningRotate, noStore, async (ctx) => {
    const user = currentUser(ctx);
    if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
    ctx.status = 201;
    ctx.body = await rotateWebhookSecret(
      knex,
      outbox.config?.settingsKey,
      actorOf(user),
      new Date(),
    );
  });

  router.get(apiPaths.adminOutbox, noStore, async (ctx) => {
    const query = parseBody(outboxQuerySchema, ctx.query);
    const { rows, total } = await listOutboxMessages(knex, query);
    const page: OutboxPage = {
      items: rows.map((row) => outboxItemFromRow(row, configured())),
      total,
      page: query.page,
      pageSize: OUTBOX_PAGE_SIZE,
    };
    ctx.body = page;
  });

  router.post(apiPaths.adminOutboxRetry, noStore, async (ctx) => {
    const id = idParam(ctx.params.id);
    const outcome = await knex.transaction((trx) => retryDeadDelivery(trx, id));
    if (outcome === 'not_found') throw new HttpError(404, 'not_found', 'No such outbox message');
    if (outcome === 'not_dead') {
      throw new HttpError(
        409,
        'outbox_not_dead',
        'Only a dead delivery can be retried; this one is sent or still being tried',
      );
    }
    ctx.body = outboxItemFromRow((await findOutboxMessage(knex, id))!, configured());
  });

  const mailDir = () => outbox.config?.mail?.dir ?? null;

  router.get(apiPaths.adminMail, noStore, async (ctx) => {
    const dir = mailDir();
    ctx.body = dir ? await listMail(dir) : [];
  });

  router.get(apiPaths.adminMailMessage, noStore, async (ctx) => {
    const dir = mailDir();
    const message = dir ? await readMail(dir, ctx.params.id ?? '') : undefined;
    if (!message) throw mailNotFound();
    ctx.body = message;
  });

  router.get(apiPaths.adminMailRaw, noStore, async (ctx) => {
    const dir = mailDir();
    const message = dir ? await readMail(dir, ctx.params.id ?? '') : undefined;
    if (!message) throw mailNotFound();
    ctx.type = 'message/rfc822';
    ctx.attachment(`${message.id}.eml`);
    ctx.body = message.raw;
  });

  return router;
}
