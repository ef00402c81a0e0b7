import type { User } from '@cabo/contract';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession from 'koa-session';
import { findActiveUserById } from '../accounts/repository.ts';
import type { SecurityConfig } from '../config.ts';
import type { Clock } from '../security/clock.ts';
import { knexSessionStore, newSessionId, type KnexSessionStore } from './store.ts';

export const SESSION_COOKIE = 'cabo.sid';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SessionDeps {
  app: Koa;
  knex: Knex;
  security: SecurityConfig;
  now: Clock;
}

/**
 * koa-session over the `sessions` table, then the signed-in user as `ctx.state.user`
 * (null when there is none). Only /api requests and draft previews carry a session: static
 * files and pages never touch the database for it.
 */
export function sessionMiddleware({ app, knex, security, now }: SessionDeps): {
  middleware: Middleware;
  store: KnexSessionStore;
} {
  app.keys = security.sessionKeys;
  const store = knexSessionStore(knex, now, {
    idleMs: security.sessionIdleMs,
    absoluteMs: security.sessionAbsoluteMs,
  });
  const session = createSession(
    {
      key: SESSION_COOKIE,
      maxAge: security.sessionAbsoluteMs,
      httpOnly: true,
      sameSite: 'lax',
      secure: security.cookieSecure,
      signed: true,
      store,
      genid: newSessionId,
    },
    app,
  );
  const middleware: Middleware = async (ctx, next) => {
    // A page asked with ?preview is the one page a session matters to (staff see drafts).
    if (!/^\/api(\/|$)/.test(ctx.path) && ctx.query.preview === undefined) return next();
    // Only a POST (sign-in, registration) starts a session, so a read without the cookie
    // has none to load; koa-session would still draw a random id for it, per request.
    if (SAFE_METHODS.has(ctx.method) && !ctx.cookies.get(SESSION_COOKIE)) {
      ctx.state.user = null;
      return next();
    }
    // Behind a TLS-terminating proxy that is not trusted for X-Forwarded-Proto, Koa sees
    // plain HTTP and would refuse to set a Secure cookie; the configuration says it is HTTPS.
    if (security.cookieSecure) ctx.cookies.secure = true;
    return session(ctx, async () => {
      ctx.state.user = await loadUser(ctx, knex);
      await next();
    });
  };
  return { middleware, store };
}

async function loadUser(ctx: Koa.Context, knex: Knex): Promise<User | null> {
  const userId = ctx.session?.userId;
  if (typeof userId !== 'number') return null;
  // A disabled account's sessions are deleted when it is disabled; this holds even for one
  // a request was still writing back at that moment.
  const user = await findActiveUserById(knex, userId);
  if (!user) ctx.session = null;
  return user ?? null;
}
