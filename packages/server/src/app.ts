import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import type { Config } from './config.ts';
import type { Database } from './db/knex.ts';
import { HttpError } from './errors.ts';
import { healthRouter } from './health/router.ts';
import { errorMiddleware } from './middleware/errors.ts';
import { siteMiddleware } from './site/static.ts';

export interface AppDeps {
  config: Pick<Config, 'env' | 'siteDist'>;
  db: Database;
  log?: (err: unknown) => void;
}

/** Builds the Koa app without listening, so tests can serve it on a random port. */
export function createApp({ config, db, log }: AppDeps): Koa {
  const app = new Koa({ proxy: false });
  app.use(errorMiddleware(log));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: '100kb',
      onError: (err) => {
        if ((err as { status?: number }).status === 413) {
          throw new HttpError(413, 'payload_too_large', 'Request body is too large');
        }
        throw new HttpError(400, 'invalid_json', 'Request body is not valid JSON');
      },
    }),
  );
  // Unknown /api paths are a JSON 404, never the SPA's index.html.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null && /^\/api(\/|$)/.test(ctx.path)) {
      throw new HttpError(404, 'not_found', `No API route for ${ctx.method} ${ctx.path}`);
    }
  });

  // One API router; each resource's router is mounted on it (add new ones here).
  const api = new Router();
  for (const router of [healthRouter(db)]) api.use(router.routes());
  app.use(api.routes());
  app.use(
    api.allowedMethods({
      throw: true,
      methodNotAllowed: () =>
        new HttpError(405, 'method_not_allowed', 'Method not allowed on this path'),
      notImplemented: () => new HttpError(501, 'not_implemented', 'Method not implemented'),
    }),
  );
  app.use(siteMiddleware(config.siteDist));
  return app;
}
