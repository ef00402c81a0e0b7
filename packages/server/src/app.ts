import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { apiPaths, MEDIA_MAX_UPLOAD_BYTES } from '@cabo/contract';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import { adminRouter } from './admin/router.ts';
import { crmRouter } from './crm/router.ts';
import { contactsRouter } from './contacts/router.ts';
import { adventuresRouter } from './adventures/router.ts';
import { adminApiGuard } from './auth/guards.ts';
import { authRouter } from './auth/router.ts';
import { blogRouter } from './blog/router.ts';
import { bookingsRouter } from './bookings/router.ts';
import { captchaRouter } from './captcha/router.ts';
import { contentRouter } from './content/router.ts';
import { previewApi, previewSecret } from './content/preview.ts';
import { slugRedirects } from './content/slug-redirects.ts';
import { createCaptcha } from './captcha/service.ts';
import { DEFAULT_ADMIN_DIST, securityConfig, type Config } from './config.ts';
import type { Database } from './db/knex.ts';
import { HttpError } from './errors.ts';
import { eventsRouter } from './events/router.ts';
import { guideSubmissionsRouter } from './guide-submissions/router.ts';
import { healthRouter } from './health/router.ts';
import { integrationsRouter } from './integrations/router.ts';
import { leadsRouter } from './leads/router.ts';
import { mediaRouter, type MediaDeps } from './media/router.ts';
import { folderStorage } from './media/storage.ts';
import { noMediaWorker } from './media/worker.ts';
import { createLifecycle, type Lifecycle } from './lifecycle/lifecycle.ts';
import { silentLogger, type Logger } from './logging/logger.ts';
import { appErrorListener, errorMiddleware } from './middleware/errors.ts';
import { originCheck } from './middleware/origin-check.ts';
import { publicPostLimit } from './middleware/rate-limit.ts';
import { requireJson } from './middleware/require-json.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { resortsRouter } from './resorts/router.ts';
import { realEstateRouter } from './real-estate/router.ts';
import { restaurantsRouter } from './restaurants/router.ts';
import { reviewsRouter } from './reviews/router.ts';
import { siteFiguresRouter } from './site-figures/router.ts';
import { dropCachesEachCaboDay } from './cache/cabo-day.ts';
import { systemClock, type Clock } from './security/clock.ts';
import { createRateLimiters } from './security/rate-limits.ts';
import { searchRouter } from './search/router.ts';
import { createSearchIndex } from './search/search-index.ts';
import { seoRouter } from './seo/router.ts';
import { sessionMiddleware } from './sessions/middleware.ts';
import { socialRouter } from './social/router.ts';
import { onCatalogueChange } from './cache/catalogue-change.ts';
import { createFastPath } from './cache/fast-path.ts';
import { adminAppMiddleware } from './site/admin.ts';
import { createPageRenderer } from './site/render.ts';
import { siteMiddleware } from './site/static.ts';
import { staffRouter } from './staff/router.ts';
import { stayRequestsRouter } from './stay-requests/router.ts';
import { requestsRouter } from './requests/router.ts';
import { requestStatusPath } from './requests/links.ts';
import { noOutbox, type Outbox } from './submissions/outbox.ts';
import { createMetrics, metricsOff } from './observability/metrics.ts';
import { observeRequests } from './observability/request-log.ts';
import { openApiRouter } from './openapi/router.ts';
import { createSubmissionPipeline } from './submissions/pipeline.ts';
import { villasRouter } from './villas/router.ts';

export interface AppDeps {
  /** `security` defaults to the environment's defaults (a random session key outside production). */
  /** `adminDist` defaults to the workspace's packages/admin/dist. */
  config: Pick<Config, 'env' | 'siteDist'> &
    Partial<Pick<Config, 'adminDist' | 'security' | 'brand' | 'metrics'>>;
  db: Database;
  /** The app's log (pino); silent when left out. */
  logger?: Logger;
  /** Started / draining, for the readiness check; an app built without one is started. */
  lifecycle?: Lifecycle;
  /** The time sessions and captchas are measured with; tests pass a clock they move. */
  now?: Clock;
  /** Where stored submissions queue their forwarding (startOutbox); none when left out. */
  outbox?: Outbox;
  /**
   * The media library's storage and worker (main.ts: from the configuration). Left out: a
   * folder in the system's temporary directory and no worker (uploads stay `processing`).
   */
  media?: MediaDeps;
}

/** Each app's API router, for mountedRoutes (the OpenAPI document's coverage test). */
const mountedApi = new WeakMap<Koa, Router>();

/** Every method and path the app's API router answers, from the routers' own tables. */
export function mountedRoutes(app: Koa): Array<{ method: string; path: string }> {
  const api = mountedApi.get(app);
  if (!api) return [];
  return api.stack.flatMap((layer) =>
    layer.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, path: String(layer.path) })),
  );
}

/** Builds the Koa app without listening, so tests can serve it on a random port. */
export function createApp({
  config,
  db,
  logger = silentLogger,
  lifecycle = createLifecycle({ started: true }),
  now = systemClock,
  outbox,
  media = {
    storage: folderStorage(path.join(os.tmpdir(), 'cabo-media')),
    worker: noMediaWorker,
    maxUploadBytes: MEDIA_MAX_UPLOAD_BYTES,
  },
}: AppDeps): Koa {
  const security = config.security ?? securityConfig(config.env);
  // X-Forwarded-For is believed only for as many hops as TRUST_PROXY names.
  const app = new Koa({ proxy: security.trustProxy > 0, maxIpsCount: security.trustProxy });
  // Cached answers for visitors without a session skip the stack below once it has sent
  // them (the read path, docs/architecture.md); outermost, so it records what it all adds.
  const fastPath = createFastPath(db);
  // Only with a token configured: no metrics, no per-request cost (docs/observability.md).
  const metrics = config.metrics?.token ? createMetrics(db, config.metrics.token) : null;
  // In place of Koa's default, which prints every stream a visitor leaves mid-way.
  app.on('error', appErrorListener(logger));
  if (metrics) app.use(metrics.routeLabels);
  app.use(fastPath.recorder);
  // Text (HTML, JS, CSS, JSON, SVG) goes out brotli- or gzip-compressed when the client accepts
  // it; quality 4 keeps brotli cheap enough to run per request.
  app.use(
    compress({
      threshold: 1024,
      br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    }),
  );
  app.use(securityHeaders({ production: config.env === 'production' }));
  app.use(errorMiddleware(logger));
  app.use(metrics?.endpoint ?? metricsOff);
  app.use(originCheck());
  app.use(requireJson([apiPaths.adminMedia]));
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

  const sessions = sessionMiddleware({ app, knex: db.knex, security, now });
  app.use(sessions.middleware);
  // Every /api/admin route, from whichever router, sits behind this one gate and its policy.
  app.use(adminApiGuard);
  const limiters = createRateLimiters(db.knex, security.rateLimits);
  app.use(publicPostLimit(limiters));
  const captcha = createCaptcha({ knex: db.knex, security, now, logger });
  const submissions = createSubmissionPipeline({
    knex: db.knex,
    outbox: outbox ?? noOutbox,
    statusPath: (reference, at) => requestStatusPath(security.linkKey, reference, at),
  });

  // One API router; each resource's router is mounted on it (add new ones here).
  const api = new Router();
  for (const router of [
    healthRouter(db, lifecycle),
    authRouter({ knex: db.knex, limiters, sessions: sessions.store, outbox: outbox ?? noOutbox }),
    captchaRouter(captcha),
    socialRouter(db.knex),
    resortsRouter(db),
    villasRouter(db, now),
    adventuresRouter(db),
    blogRouter(db),
    restaurantsRouter(db, now),
    eventsRouter(db, now),
    realEstateRouter(db),
    siteFiguresRouter(db, now),
    seoRouter(db, config.brand?.publicBaseUrl),
    searchRouter(createSearchIndex(db, { now, logger, lifecycle })),
    leadsRouter(submissions),
    guideSubmissionsRouter(submissions, (token, ip) => captcha.verify(token, ip)),
    bookingsRouter(db, submissions, now),
    stayRequestsRouter(submissions, now),
    requestsRouter({ knex: db.knex, linkKey: security.linkKey, now }),
    adminRouter({ knex: db.knex, outbox: outbox ?? noOutbox, now }),
    crmRouter({ knex: db.knex, outbox: outbox ?? noOutbox, now }),
    contactsRouter({ knex: db.knex, now }),
    integrationsRouter({ knex: db.knex, outbox: outbox ?? noOutbox }),
    mediaRouter({ db, media, logger }),
    staffRouter({ knex: db.knex, now }),
    contentRouter(db),
    reviewsRouter(db, now),
    openApiRouter(config.brand?.publicBaseUrl),
  ])
    api.use(router.routes());
  mountedApi.set(app, api);
  // What a signed-in editor's preview renders from: drafts, for the renderer's requests only.
  const preview = previewSecret();
  app.use(previewApi(db, preview));
  // An old slug of a published item leads to its page under the new one, forever.
  app.use(slugRedirects(db));
  app.use(api.routes());
  app.use(
    api.allowedMethods({
      throw: true,
      methodNotAllowed: () =>
        new HttpError(405, 'method_not_allowed', 'Method not allowed on this path'),
      notImplemented: () => new HttpError(501, 'not_implemented', 'Method not implemented'),
    }),
  );
  // The staff app is an app of its own (packages/admin): its shell for every /admin path.
  app.use(adminAppMiddleware({ adminDist: config.adminDist ?? DEFAULT_ADMIN_DIST }));
  app.use(
    siteMiddleware({
      siteDist: config.siteDist,
      renderer: createPageRenderer({
        siteDist: config.siteDist,
        app,
        brand: config.brand ?? {},
        previewSecret: preview,
      }),
      onCatalogueChange: (listener) => onCatalogueChange(db, listener),
      onPageCacheLookup: metrics?.pageCacheLookup,
    }),
  );
  // app.listen and the renderer's in-process requests both go through app.callback.
  const stackHandler = app.callback.bind(app);
  // Outside the fast path, so its answers get a request id, a log line and their metrics too.
  // Outside the fast path too, so the first request of a Cabo day drops yesterday's answers.
  const newDay = dropCachesEachCaboDay(db, now);
  app.callback = () =>
    observeRequests(newDay(fastPath.wrap(stackHandler())), logger, metrics?.observeRequest);
  return app;
}
