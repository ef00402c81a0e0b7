import type { ApiError } from '@cabo/contract';
import type { Context, Middleware } from 'koa';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logging/logger.ts';
import { createLogThrottle } from '../logging/throttle.ts';
import { requestIdOf } from '../observability/request-log.ts';

/** Seconds a client is asked to wait when the database is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

export const unavailableBody: ApiError = {
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
  code: 'unavailable',
};

interface HttpLikeError {
  status?: number;
  expose?: boolean;
  message?: string;
  type?: string;
}

/**
 * Turns every thrown error into `{ message, code, errors? }`. Errors from Koa's own body
 * parsing (status + expose) keep their 4xx status; a database out of reach is a 503 with
 * Retry-After, logged once per interval with a count; anything unknown is a 500 with a
 * generic message and is logged, never sent.
 */
export function errorMiddleware(logger: Logger): Middleware {
  const throttled = createLogThrottle(logger);
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      let status = 500;
      let body: ApiError = { message: 'Internal server error', code: 'internal_error' };
      if (err instanceof HttpError) {
        status = err.status;
        body = { ...err.details, message: err.message, code: err.code };
        if (err.fieldErrors) body.errors = err.fieldErrors;
      } else {
        const e = err as HttpLikeError;
        if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose) {
          status = e.status;
          body = { message: e.message ?? 'Bad request', code: e.type ?? 'bad_request' };
        } else if (isDatabaseUnavailable(err)) {
          status = 503;
          body = unavailableBody;
          ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
          const reason = (err as { code?: string; message?: string }).code ?? e.message ?? '';
          throttled(
            'warn',
            `db:${reason}`,
            { reason, reqId: requestIdOf(ctx.req) },
            'database unavailable: answering 503',
          );
        } else {
          logger.error(
            { err, reqId: requestIdOf(ctx.req), method: ctx.method, path: ctx.path },
            'request failed',
          );
        }
      }
      ctx.status = status;
      ctx.type = 'application/json';
      ctx.body = body;
    }
  };
}

/** Codes of a stream cut short because the client went away: not the server's failure. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

/**
 * The app's 'error' listener, for what fails after the answer has started (a streamed file)
 * and so cannot reach errorMiddleware. A visitor who leaves mid-download (a closed tab, a
 * page left while a file still arrives) is not logged; anything else is, through the same
 * logger as the middleware's 500s, except what Koa itself would not log (404s, exposed errors).
 */
export function appErrorListener(logger: Logger) {
  return (err: Error & HttpLikeError & { code?: string }, ctx?: Context) => {
    if (err.code && CLIENT_GONE.has(err.code)) return;
    if (err.status === 404 || err.expose) return;
    logger.error({ err, reqId: requestIdOf(ctx?.req) }, 'answer failed after it started');
  };
}
