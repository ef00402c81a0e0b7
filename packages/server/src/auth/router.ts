import Router from '@koa/router';
import {
  adminLoginRequestSchema,
  authMessages,
  apiPaths,
  loginRequestSchema,
  SIGNED_IN_HINT_COOKIE,
  registerRequestSchema,
  type AuthResponse,
  type User,
} from '@cabo/contract';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { authenticateStaff, authenticateVisitor, registerVisitor } from '../accounts/service.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../middleware/validation.ts';
import type { Outbox } from '../submissions/outbox.ts';
import { consumeOrThrow, type RateLimiters } from '../security/rate-limits.ts';
import type { KnexSessionStore } from '../sessions/store.ts';
import { currentUser, requireUser } from './guards.ts';

export interface AuthRouterDeps {
  knex: Knex;
  /** Sends the new account its confirmation e-mail (docs/accounts-and-security.md). */
  outbox: Outbox;
  limiters: RateLimiters;
  sessions: KnexSessionStore;
}

/**
 * Starts a fresh session for the user (a new id; the old one stops working) and answers
 * with the user.
 */
async function signIn(
  ctx: Context,
  user: User,
  sessions: KnexSessionStore,
  status = 200,
): Promise<void> {
  ctx.session = { userId: user.id };
  await ctx.session.regenerate();
  // Readable by the page (no HttpOnly), unsigned, for the browser's session only.
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', signed: false });
  // Expired rows are dead weight; sign-ins are rare enough to sweep them here.
  await sessions.purgeExpired();
  ctx.set('Cache-Control', 'no-store');
  ctx.status = status;
  ctx.body = { user } satisfies AuthResponse;
}

/**
 * Logins count per name and client address; after the limit every attempt (even a right
 * password) is a 429 until the window ends. A success clears the count, so in effect only
 * failures add up. The point is taken before the password check, in one statement, so
 * parallel guesses cannot slip past the limit.
 */
async function limitedLogin(
  ctx: Context,
  limiters: RateLimiters,
  name: string,
  attempt: () => Promise<User | undefined>,
  failureMessage: string,
): Promise<User> {
  const key = `${name.toLowerCase()}|${ctx.ip}`;
  await consumeOrThrow(ctx, limiters.login, key);
  const user = await attempt();
  if (!user) throw new HttpError(401, 'invalid_credentials', failureMessage);
  await limiters.login.delete(key);
  return user;
}

export function authRouter({ knex, limiters, sessions, outbox }: AuthRouterDeps): Router {
  const router = new Router();

  router.post(apiPaths.register, async (ctx) => {
    const { email, password } = parseBody(registerRequestSchema, ctx.request.body);
    // The account and its confirmation e-mail commit together: no account without its link.
    const user = await knex.transaction(async (trx) => {
      const made = await registerVisitor(trx, email, password);
      await outbox.queueLetters(trx, [
        {
          kind: 'account_confirmation',
          recordTable: 'users',
          recordId: made.id,
          submissionId: `user-${made.id}`,
          payload: {},
        },
      ]);
      return made;
    });
    await signIn(ctx, user, sessions, 201);
  });

  router.post(apiPaths.login, async (ctx) => {
    const { email, password } = parseBody(loginRequestSchema, ctx.request.body);
    const login = () => authenticateVisitor(knex, email, password);
    const user = await limitedLogin(ctx, limiters, email, login, authMessages.invalidLogin);
    await signIn(ctx, user, sessions);
  });

  router.post(apiPaths.adminLogin, async (ctx) => {
    const { username, password } = parseBody(adminLoginRequestSchema, ctx.request.body);
    const login = () => authenticateStaff(knex, username, password);
    const user = await limitedLogin(
      ctx,
      limiters,
      username,
      login,
      authMessages.invalidCredentials,
    );
    await signIn(ctx, user, sessions);
  });

  // Logging out twice, or without a session, is not an error: the result is the same.
  router.post(apiPaths.logout, async (ctx) => {
    ctx.session = null;
    ctx.cookies.set(SIGNED_IN_HINT_COOKIE, null, { signed: false });
    ctx.status = 204;
  });

  router.get(apiPaths.user, requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = currentUser(ctx);
  });

  return router;
}
