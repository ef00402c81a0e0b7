import { authMessages, type User } from '@cabo/contract';
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

/** 401 without a session, 403 for a signed-in user who is not an admin. */
export const requireAdmin: Middleware = async (ctx, next) => {
  const user = currentUser(ctx);
  if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
  if (user.role !== 'admin') throw new HttpError(403, 'forbidden', authMessages.forbidden);
  return next();
};

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
 * visitors' personal data), and everything but the login itself needs an admin session.
 * The router matches paths case-insensitively, so the gate does too, and it reads the path
 * decoded, so `/api/%61dmin` cannot walk around it.
 */
export function adminApiGuard(loginPath: string): Middleware {
  return async (ctx, next) => {
    if (!ADMIN_API.test(decodedPath(ctx.path))) return next();
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method === 'POST' && ctx.path === loginPath) return next();
    return requireAdmin(ctx, next);
  };
}
