import { createHash, timingSafeEqual } from 'node:crypto';
import { outboxDestinations } from '@cabo/contract';
import type Koa from 'koa';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sharedAnswerOf } from '../cache/response-cache.ts';
import type { Database } from '../db/knex.ts';
import { HttpError } from '../errors.ts';
import { FAST_PATH_ROUTE, labelRoute, type RequestObserver } from './request-log.ts';

export const METRICS_PATH = '/metrics';
/** A scrape waits this long for the outbox counts, then answers without them. */
const OUTBOX_QUERY_TIMEOUT_MS = 1_000;
/** Outbox states worth watching; `sent` only grows. */
const OUTBOX_OPEN_STATES = ['waiting', 'failed', 'dead'] as const;
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
/** Public files have an extension, pages none (as site/static.ts tells them apart). */
const FILE_PATH = /\.[a-z0-9]+$/i;

export interface AppMetrics {
  /** Counts each answered request (request-log.ts calls it). */
  observeRequest: RequestObserver;
  /** A lookup of site/static.ts's page cache. */
  pageCacheLookup(hit: boolean): void;
  /** Outermost in the stack: names each request's route for the metrics. */
  routeLabels: Koa.Middleware;
  /** GET /metrics for a scraper holding the token (Authorization: Bearer). */
  endpoint: Koa.Middleware;
}

/** The subset of knex's pool (tarn) the gauges read. */
interface Pool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

interface OutboxCount {
  destination: string;
  state: string;
  n: number | string;
}

/**
 * GET /metrics without METRICS_TOKEN: not there at all (a page path would otherwise answer
 * with the site's shell or its 404 page).
 */
export const metricsOff: Koa.Middleware = (ctx, next) => {
  if (ctx.path !== METRICS_PATH) return next();
  throw new HttpError(404, 'not_found', 'Not found');
};

/** The route label: a router pattern, or a fixed name; never the URL itself. */
function routeOf(ctx: Koa.Context): string {
  const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
  if (matched !== undefined) return String(matched);
  const path = ctx.path;
  if (path === METRICS_PATH) return METRICS_PATH;
  if (path === '/api' || path.startsWith('/api/')) return 'api_unmatched';
  if (FILE_PATH.test(path) && path !== '/index.html') return 'asset';
  return 'page';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics of one app instance, in a registry of its own (docs/observability.md
 * lists them): requests by route, database pool, outbox backlog, page caches, the process.
 */
export function createMetrics(db: Database, token: string): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered HTTP requests by route, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Page cache (page) and fast path (fast_path) lookups, by result',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const pageHit = { cache: 'page', result: 'hit' } as const;
  const pageMiss = { cache: 'page', result: 'miss' } as const;
  const fastHit = { cache: 'fast_path', result: 'hit' } as const;
  const fastMiss = { cache: 'fast_path', result: 'miss' } as const;
  // Zero from the start, so a hit ratio exists before the first miss.
  for (const labels of [pageHit, pageMiss, fastHit, fastMiss]) cacheLookups.inc(labels, 0);

  const pool = () => (db.knex.client as { pool?: Pool }).pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections in use and idle (PGlite: its single connection)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const p = pool();
      if (!p) return;
      this.set({ state: 'used' }, p.numUsed());
      this.set({ state: 'free' }, p.numFree());
    },
  });
  new Gauge({
    name: 'db_pool_pending_acquires',
    help: 'Queries waiting for a database connection',
    registers,
    collect() {
      const p = pool();
      if (p) this.set(p.numPendingAcquires());
    },
  });
  new Gauge({
    name: 'db_pool_max',
    help: 'Most connections the pool opens (1 on PGlite)',
    registers,
    collect() {
      const p = pool();
      if (p) this.set(p.max);
    },
  });

  // One query at a time: while the database hangs, scrapes do not pile up queries.
  let query: Promise<OutboxCount[]> | undefined;
  const queryOutbox = () =>
    (query ??= (
      db
        .knex('outbox_messages')
        .select('destination', 'state')
        .count({ n: '*' })
        .whereIn('state', OUTBOX_OPEN_STATES)
        .groupBy('destination', 'state') as Promise<OutboxCount[]>
    ).finally(() => {
      query = undefined;
    }));
  // Both outbox gauges of one scrape read one result.
  let scrape: Promise<OutboxCount[] | null> | undefined;
  const outboxCounts = () =>
    (scrape ??= new Promise<OutboxCount[] | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), OUTBOX_QUERY_TIMEOUT_MS);
      queryOutbox().then(
        (rows) => {
          clearTimeout(timer);
          resolve(rows);
        },
        () => {
          clearTimeout(timer);
          resolve(null);
        },
      );
    }).finally(() => {
      scrape = undefined;
    }));
  new Gauge({
    name: 'outbox_messages',
    help: 'Outbox deliveries waiting, failed (to be retried) and dead, by destination',
    labelNames: ['destination', 'state'] as const,
    registers,
    async collect() {
      const rows = await outboxCounts();
      this.reset();
      // Unknown, not zero, when the database did not answer.
      if (!rows) return;
      for (const destination of outboxDestinations) {
        for (const state of OUTBOX_OPEN_STATES) this.set({ destination, state }, 0);
      }
      for (const row of rows) {
        this.set({ destination: row.destination, state: row.state }, Number(row.n));
      }
    },
  });
  new Gauge({
    name: 'outbox_metrics_up',
    help: 'Whether the outbox counts were read in time (0: the database did not answer)',
    registers,
    async collect() {
      this.set((await outboxCounts()) ? 1 : 0);
    },
  });

  const routeLabels: Koa.Middleware = async (ctx, next) => {
    try {
      await next();
    } finally {
      const { req } = ctx;
      // A GET the fast path could have answered, had it recorded the answer already.
      if (
        labelRoute(req, routeOf(ctx)) &&
        req.method === 'GET' &&
        req.headers.cookie === undefined &&
        !req.url!.includes('?') &&
        sharedAnswerOf(ctx)
      ) {
        cacheLookups.inc(fastMiss);
      }
    }
  };

  const expected = sha256(token);
  const endpoint: Koa.Middleware = async (ctx, next) => {
    if (ctx.path !== METRICS_PATH) return next();
    if (ctx.method !== 'GET') {
      throw new HttpError(405, 'method_not_allowed', 'Method not allowed on this path');
    }
    const given = /^Bearer +(\S+)$/i.exec(ctx.get('Authorization'))?.[1] ?? '';
    // Equal-length digests: the comparison takes as long whatever was sent.
    if (!timingSafeEqual(sha256(given), expected)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, 'unauthorized', 'A valid bearer token is required');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  };

  return {
    observeRequest(route, method, status, seconds) {
      const m = KNOWN_METHODS.has(method) ? method : 'other';
      requests.inc({
        route,
        method: m,
        status_class: STATUS_CLASSES[(status / 100) | 0] ?? 'other',
      });
      durations.observe({ route, method: m }, seconds);
      if (route === FAST_PATH_ROUTE) cacheLookups.inc(fastHit);
    },
    pageCacheLookup: (hit) => cacheLookups.inc(hit ? pageHit : pageMiss),
    routeLabels,
    endpoint,
  };
}
