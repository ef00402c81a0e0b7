import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sends from another site (CSRF defence beside the
 * SameSite=Lax cookie): Sec-Fetch-Site must be same-origin (or none: typed by the user), and
 * an Origin header must name this host. Clients that send neither (curl, server-to-server)
 * are not browsers acting for a visitor and pass.
 */
export function originCheck(): Middleware {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const site = ctx.get('Sec-Fetch-Site');
    const origin = ctx.get('Origin');
    const crossSite =
      (site !== '' && site !== 'same-origin' && site !== 'none') ||
      (origin !== '' && originHost(origin) !== ctx.host);
    if (crossSite) {
      throw new HttpError(403, 'cross_site_request', 'Cross-site requests are not allowed');
    }
    return next();
  };
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" or garbage: never this host
  }
}
