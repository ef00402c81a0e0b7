import Router from '@koa/router';
import {
  adminContactMergeRequestSchema,
  adminContactQuerySchema,
  apiPaths,
  authMessages,
  contactRecordKinds,
  type ContactRecordKind,
} from '@cabo/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { currentUser } from '../auth/guards.ts';
import { HttpError } from '../errors.ts';
import { parseBody, recordIdFromText } from '../middleware/validation.ts';
import type { Clock } from '../security/clock.ts';
import { listContacts } from './repository.ts';
import { contactDetail, contactOfRecord, contactSuggestions, mergeContacts } from './service.ts';

function idParam(ctx: Context, what: string): number {
  const id = recordIdFromText(ctx.params.id);
  if (id === null) throw new HttpError(404, 'not_found', `No ${what} with that id`);
  return id;
}

/**
 * Contacts (docs/admin.md, "Contacts"): the list, one contact with its requests, the
 * suggested duplicates, a merge, and a record's contact. Admins only, by the rules of
 * admin-access.ts the /api/admin guard enforces.
 */
export function contactsRouter({ knex, now }: { knex: Knex; now: Clock }): Router {
  const router = new Router();

  router.get(apiPaths.adminContacts, async (ctx) => {
    const { page, pageSize, search } = parseBody(adminContactQuerySchema, { ...ctx.query });
    ctx.body = { ...(await listContacts(knex, search, { page, pageSize })), page, pageSize };
  });
  // Before the `:id` route, which would take "suggestions" for an id.
  router.get(apiPaths.adminContactSuggestions, async (ctx) => {
    ctx.body = await contactSuggestions(knex);
  });
  router.get(apiPaths.adminRecordContact, async (ctx) => {
    const kind = ctx.params.kind as ContactRecordKind;
    if (!contactRecordKinds.includes(kind)) {
      throw new HttpError(404, 'not_found', 'No record with that id');
    }
    ctx.body = await contactOfRecord(knex, kind, idParam(ctx, 'record'));
  });
  router.get(apiPaths.adminContact, async (ctx) => {
    ctx.body = await contactDetail(knex, idParam(ctx, 'contact'));
  });
  router.post(apiPaths.adminContactMerge, async (ctx) => {
    const keptId = idParam(ctx, 'contact');
    const { otherId } = parseBody(adminContactMergeRequestSchema, ctx.request.body);
    const user = currentUser(ctx);
    if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
    ctx.body = await mergeContacts(knex, keptId, otherId, user, now());
  });

  return router;
}
