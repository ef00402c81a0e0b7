import Router from '@koa/router';
import {
  apiPaths,
  authMessages,
  staffMessages,
  staffUserCreateSchema,
  staffUserUpdateSchema,
  type StaffUser,
  type StaffUserList,
  type User,
} from '@cabo/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { currentUser } from '../auth/guards.ts';
import { HttpError } from '../errors.ts';
import { parseBody, recordIdFromText } from '../middleware/validation.ts';
import type { Clock } from '../security/clock.ts';
import { createStaffUser, listStaff, updateStaffUser } from './service.ts';

/** The signed-in admin (the /api/admin guard let only admins reach these routes). */
function actor(ctx: Context): User {
  const user = currentUser(ctx);
  if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
  return user;
}

/**
 * Staff accounts (docs/admin.md, "Staff accounts"): the list, a new account, and a change of
 * role, state or password. Who may call them is the admin API policy's to say.
 */
export function staffRouter({ knex, now }: { knex: Knex; now: Clock }): Router {
  const router = new Router();

  router.get(apiPaths.adminUsers, async (ctx) => {
    ctx.body = { items: await listStaff(knex) } satisfies StaffUserList;
  });

  router.post(apiPaths.adminUsers, async (ctx) => {
    const input = parseBody(staffUserCreateSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = (await createStaffUser(knex, input, actor(ctx), now())) satisfies StaffUser;
  });

  router.patch(apiPaths.adminUser, async (ctx) => {
    const id = recordIdFromText(ctx.params.id);
    if (id === null) throw new HttpError(404, 'not_found', staffMessages.notFound);
    const change = parseBody(staffUserUpdateSchema, ctx.request.body);
    const me = actor(ctx);
    const { user, sessionsEnded } = await updateStaffUser(knex, id, change, me, now());
    // An admin who set their own password keeps working, in a fresh session (the others ended).
    if (sessionsEnded && id === me.id && ctx.session) await ctx.session.regenerate();
    ctx.body = user satisfies StaffUser;
  });

  return router;
}
