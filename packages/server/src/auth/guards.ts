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
