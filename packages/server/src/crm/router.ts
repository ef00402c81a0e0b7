import Router from '@koa/router';
import {
  adminReplyCreateSchema,
  adminTaskCreateSchema,
  adminTaskQuerySchema,
  apiPaths,
  authMessages,
  type ReplyRecordKind,
  type User,
} from '@cabo/contract';
import { brand } from '@cabo/data';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { currentUser } from '../auth/guards.ts';
import { HttpError } from '../errors.ts';
import { parseBody, recordIdFromText } from '../middleware/validation.ts';
import type { Clock } from '../security/clock.ts';
import { noOutbox, type Outbox } from '../submissions/outbox.ts';
import { addTask, listReplies, markTask, sendReply, tasks } from './service.ts';

export interface CrmRouterDeps {
  knex: Knex;
  /** Replies are e-mailed through it, in the transaction that records them. */
  outbox: Outbox;
  now: Clock;
}

function idParam(ctx: Context, what: string): number {
  const id = recordIdFromText(ctx.params.id);
  if (id === null) throw new HttpError(404, 'not_found', `No ${what} with that id`);
  return id;
}

/** The signed-in admin (the /api/admin guard let the request through: admins only here). */
function staffUser(ctx: Context): User {
  const user = currentUser(ctx);
  if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
  return user;
}

/**
 * Replies from a record and follow-up tasks (docs/admin.md, "Replies and follow-ups"). Access
 * (admins only) and `no-store` come from the /api/admin guard in app.ts.
 */
export function crmRouter({ knex, outbox, now }: CrmRouterDeps): Router {
  const router = new Router();
  // Where a visitor's answer goes when the staff account has no e-mail of its own.
  const staffAddress = outbox.config?.mail?.staffTo ?? brand.contactEmail;

  const replyRoutes: Array<[string, ReplyRecordKind]> = [
    [apiPaths.adminLeadReplies, 'leads'],
    [apiPaths.adminBookingReplies, 'bookings'],
  ];
  for (const [path, table] of replyRoutes) {
    router.get(path, async (ctx) => {
      ctx.body = await listReplies(knex, table, idParam(ctx, 'record'));
    });
    router.post(path, async (ctx) => {
      const id = idParam(ctx, 'record');
      const reply = parseBody(adminReplyCreateSchema, ctx.request.body);
      if (outbox === noOutbox) {
        throw new HttpError(503, 'outbox_unavailable', 'Sending is not set up on this server');
      }
      ctx.status = 201;
      ctx.body = await sendReply(
        knex,
        outbox,
        table,
        id,
        reply,
        staffUser(ctx),
        staffAddress,
        now(),
      );
    });
  }

  router.get(apiPaths.adminTasks, async (ctx) => {
    const query = parseBody(adminTaskQuerySchema, { ...ctx.query });
    ctx.body = await tasks(knex, query, staffUser(ctx), now());
  });
  router.post(apiPaths.adminTasks, async (ctx) => {
    const task = parseBody(adminTaskCreateSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await addTask(knex, task, staffUser(ctx), now());
  });
  router.post(apiPaths.adminTaskComplete, async (ctx) => {
    ctx.body = await markTask(knex, idParam(ctx, 'task'), true, staffUser(ctx), now());
  });
  router.post(apiPaths.adminTaskReopen, async (ctx) => {
    ctx.body = await markTask(knex, idParam(ctx, 'task'), false, staffUser(ctx), now());
  });
  return router;
}
