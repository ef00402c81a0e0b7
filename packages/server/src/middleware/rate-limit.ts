import { isStaffRole } from '@cabo/contract';
import type { Middleware } from 'koa';
import { currentUser } from '../auth/guards.ts';
import { consumeOrThrow, type RateLimiters } from '../security/rate-limits.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Limits state-changing API requests per client address (`ctx.ip`, which honours
 * X-Forwarded-For only when TRUST_PROXY names trusted proxies). Staff (admins and editors)
 * working in the dashboard are not limited. Runs after the session, so the user is known.
 */
export function publicPostLimit(limiters: RateLimiters): Middleware {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || !/^\/api(\/|$)/.test(ctx.path)) return next();
    const user = currentUser(ctx);
    if (!user || !isStaffRole(user.role)) await consumeOrThrow(ctx, limiters.posts, ctx.ip);
    return next();
  };
}
