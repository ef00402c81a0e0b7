import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The body parser only parses JSON and would let a form post through as `{}`; a request
 * that sends a body of any other type is refused with 415 before it reaches a route.
 * Requests without a body (e.g. POST /api/logout) pass, and so do POSTs to `uploadPaths`,
 * whose routes read their multipart bodies themselves.
 */
export function requireJson(uploadPaths: readonly string[] = []): Middleware {
  const uploads = new Set(uploadPaths);
  return async (ctx, next) => {
    if (ctx.method === 'POST' && uploads.has(ctx.path)) return next();
    if (BODY_METHODS.has(ctx.method) && /^\/api(\/|$)/.test(ctx.path)) {
      // Content-Length when sent (0: no body), else a chunked body counts as one.
      const length = ctx.request.length;
      const hasBody = length === undefined ? ctx.get('transfer-encoding') !== '' : length > 0;
      if (hasBody && !ctx.is('application/json')) {
        throw new HttpError(415, 'unsupported_media_type', 'Send the request body as JSON');
      }
    }
    await next();
  };
}
