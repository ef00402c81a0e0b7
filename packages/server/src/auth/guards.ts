import { adminAccessRule, authMessages, canCallAdminApi, type User } from '@cabo/contract';
import type { Context, Middleware } from 'koa';
import { HttpError } from '../errors.ts';

/** The signed-in user the session middleware put on the request, if any. */
export function currentUser(ctx: Context): User | null {
  return (ctx.state.user as User | null | undefined) ?? null;
}

/** 401 without a signed-in user; `message` lets a call give the spec's own wording. */
export function requireUser(message: string = authMessages.notLoggedIn): Middleware {
  return async (ctx, next) => {
    if (!currentUser(ctx)) throw new HttpError(401, 'not_authenticated', message);
    return next();
  };
}

const ADMIN_API = /^\/+api\/+admin(\/|$)/i;

/** The path as a router could read it: percent-decoding undone (a bad escape stays as sent). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * One gate in front of every `/api/admin/*` route, whichever router serves it (so a router
 * mounted later is covered without doing anything): answers are never cached (they hold
 * visitors' personal data), and each request needs a session whose role the contract's
 * admin API policy allows for its method and path (`adminPathRules`); what the policy does
 * not name is the admins'. The router matches paths case-insensitively, so the policy does
 * too, and the gate reads the path decoded, so `/api/%61dmin` cannot walk around it.
 */
export const adminApiGuard: Middleware = async (ctx, next) => {
  const path = decodedPath(ctx.path);
  if (!ADMIN_API.test(path)) return next();
  ctx.set('Cache-Control', 'no-store');
  if (adminAccessRule(ctx.method, path) === 'public') return next();
  const user = currentUser(ctx);
  if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
  if (!canCallAdminApi(user.role, ctx.method, path)) {
    throw new HttpError(403, 'forbidden', authMessages.forbidden);
  }
  return next();
};
