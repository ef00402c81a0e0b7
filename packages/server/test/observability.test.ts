import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createDatabase } from '../src/db/knex.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { useTestApp } from './support/app.ts';
import { collectLines, type LogLine } from './support/logger.ts';
import { rawGet } from './support/raw-http.ts';
import { requireSiteBuild, siteDist } from './support/site-build.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const log = collectLines();
// Requests that reached the Koa middleware stack; the fast path answers before it.
let stackRuns = 0;
const app = useTestApp({
  // The real site build, so pages render and take the page cache as in production.
  siteDist,
  logger: log.logger,
  metricsToken: TOKEN,
  beforeListen: (koa) => {
    koa.middleware.unshift(async (_ctx, next) => {
      stackRuns++;
      await next();
    });
  },
});

requireSiteBuild();

async function get(url: string, headers: Record<string, string> = {}) {
  const before = stackRuns;
  const res = await rawGet(`${app.url}${url}`, headers);
  return { ...res, id: res.headers['x-request-id'] as string, viaStack: stackRuns > before };
}

const requestLine = (id: string) =>
  log.lineWhere((line) => line.msg === 'request' && line.reqId === id);

/** One scrape: its text and a reader of one series' value. */
async function scrape() {
  const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  const text = await res.text();
  const sample = (series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };
  return { res, text, sample };
}

/** An app on its own port (another configuration), closed after `use`. */
async function withApp<T>(koa: Koa, use: (url: string) => Promise<T>): Promise<T> {
  const server: Server = koa.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('request ids', () => {
  it('gives every answer an id of its own, answers from the fast path included', async () => {
    await runSeeds(app.db);
    const ids = new Set<string>();
    for (const url of ['/api/resorts', '/blog']) {
      const first = await get(url);
      const second = await get(url);
      const third = await get(url);
      expect(first.viaStack).toBe(true);
      expect(second.viaStack).toBe(false);
      expect(third.viaStack).toBe(false);
      expect(second.body.equals(first.body)).toBe(true);
      for (const res of [first, second, third]) {
        expect(res.id).toMatch(UUID);
        ids.add(res.id);
      }
    }
    expect(ids.size).toBe(6);
  });

  it("keeps a proxy's safe id and replaces one that is not", async () => {
    await runSeeds(app.db);
    const safe = 'edge-7f3a.b_9';
    expect((await get('/api/health/live', { 'x-request-id': safe })).id).toBe(safe);
    await get('/api/resorts');
    const fast = await get('/api/resorts', { 'x-request-id': safe });
    expect(fast.viaStack).toBe(false);
    expect(fast.id).toBe(safe);
    for (const unsafe of ['a b', 'x'.repeat(65), '<script>', 'a/b', 'id%0A']) {
      const res = await get('/api/health/live', { 'x-request-id': unsafe });
      expect(res.id).toMatch(UUID);
    }
  });
});

describe('the request log', () => {
  it('writes one line per request: id, method, path without the query, status, duration', async () => {
    await runSeeds(app.db);
    const seen: LogLine[] = [];
    for (const url of ['/api/resorts?email=ana%40example.com', '/api/resorts', '/api/resorts']) {
      const res = await get(url);
      seen.push(await requestLine(res.id));
    }
    const missing = await get('/api/no-such-thing?phone=5551234');
    seen.push(await requestLine(missing.id));
    expect(seen.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'GET', path: '/api/resorts', status: 200 },
      { method: 'GET', path: '/api/resorts', status: 200 },
      { method: 'GET', path: '/api/resorts', status: 200 },
      { method: 'GET', path: '/api/no-such-thing', status: 404 },
    ]);
    for (const line of seen) {
      expect(line.level).toBe(30);
      expect(typeof line.ms).toBe('number');
      expect(line.ms).toBeGreaterThanOrEqual(0);
      expect(log.lines.filter((l) => l.msg === 'request' && l.reqId === line.reqId)).toHaveLength(
        1,
      );
    }
    const text = JSON.stringify(log.lines);
    expect(text).not.toContain('ana%40example.com');
    expect(text).not.toContain('5551234');
  });

  it('logs health probes at debug level', async () => {
    const res = await get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(await requestLine(res.id)).toMatchObject({ level: 20, path: '/api/health/ready' });
  });

  it('redacts credentials and personal data in logged objects', async () => {
    log.logger.info(
      { email: 'ana@example.com', body: { password: 'hunter2-hunter2', phone: '+52 624 555' } },
      'redaction check',
    );
    const line = await log.lineWhere((l) => l.msg === 'redaction check');
    expect(line).toMatchObject({
      email: '[redacted]',
      body: { password: '[redacted]', phone: '[redacted]' },
    });
    const text = JSON.stringify(line);
    for (const secret of ['ana@example.com', 'hunter2-hunter2', '+52 624 555']) {
      expect(text).not.toContain(secret);
    }
  });

  it("a failed request's line carries its request's id; knex's warnings reach the log", async () => {
    const dead = collectLines();
    const db = createDatabase(
      { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' },
      { logger: dead.logger },
    );
    try {
      const koa = createApp({
        config: { env: 'test', siteDist: app.siteDist, metrics: { token: TOKEN } },
        db,
        logger: dead.logger,
      });
      await withApp(koa, async (url) => {
        const res = await fetch(`${url}/api/health`);
        expect(res.status).toBe(503);
        const id = res.headers.get('x-request-id')!;
        expect(id).toMatch(UUID);
        const failed = await dead.lineWhere((l) => l.msg === 'database unavailable: answering 503');
        expect(failed).toMatchObject({ level: 40, reqId: id });
        expect(await dead.lineWhere((l) => l.msg === 'request' && l.reqId === id)).toMatchObject({
          status: 503,
        });
        const knexLine = await dead.lineWhere((l) => l.component === 'knex');
        expect(knexLine).toMatchObject({ level: 40 });
        expect(String(knexLine.msg)).toContain('Acquire connection error');

        // The scrape still answers while the database is down, without the outbox counts.
        const metrics = await fetch(`${url}/metrics`, {
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(metrics.status).toBe(200);
        const text = await metrics.text();
        expect(text).toMatch(/^outbox_metrics_up 0$/m);
        expect(text).not.toMatch(/^outbox_messages\{/m);
        expect(text).toMatch(
          /^http_requests_total\{route="\/api\/health",method="GET",status_class="5xx"\} 1$/m,
        );
      });
    } finally {
      await db.knex.destroy();
    }
  });
});

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const koa = createApp({ config: { env: 'test', siteDist: app.siteDist }, db: app.db });
    await withApp(koa, async (url) => {
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      // Not the site's page for an unknown path either.
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    });
  });

  it('asks for the bearer token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await fetch(`${app.url}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('counts requests by route, the caches, the pool, the outbox and the process', async () => {
    await runSeeds(app.db);
    // Counters run for the app's life (the other tests count too): compared with a scrape before.
    const before = await scrape();
    await get('/api/resorts');
    await get('/api/resorts');
    await get('/api/resorts/no-such-resort');
    await get('/favicon.svg');
    await get('/api/nothing-here');
    // A query string keeps a page off the fast path; the page cache answers the second time.
    await get('/blog?from=test');
    await get('/blog?from=test');
    await app.db.knex('outbox_messages').insert({
      destination: 'email',
      kind: 'staff_alert',
      record_table: 'leads',
      record_id: 1,
      submission_id: '00000000-0000-4000-8000-000000000001',
      payload: '{}',
      job_id: '00000000-0000-4000-8000-000000000002',
    });

    const { res, text, sample } = await scrape();
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const added = (series: string) => (sample(series) ?? 0) - (before.sample(series) ?? 0);
    const requests = (route: string, status = '2xx') =>
      added(`http_requests_total{route="${route}",method="GET",status_class="${status}"}`);
    // The first GET takes the stack (and is recorded), the second the fast path.
    expect(requests('/api/resorts')).toBe(1);
    expect(requests('fast_path')).toBe(1);
    expect(requests('/api/resorts/:slug', '4xx')).toBe(1);
    expect(requests('asset')).toBe(1);
    expect(requests('api_unmatched', '4xx')).toBe(1);
    expect(text).not.toContain('no-such-resort');
    expect(added('http_request_duration_seconds_count{route="/api/resorts",method="GET"}')).toBe(1);
    expect(added('cache_lookups_total{cache="fast_path",result="hit"}')).toBe(1);
    expect(added('cache_lookups_total{cache="fast_path",result="miss"}')).toBe(1);
    expect(requests('page')).toBe(2);
    expect(added('cache_lookups_total{cache="page",result="miss"}')).toBe(1);
    expect(added('cache_lookups_total{cache="page",result="hit"}')).toBe(1);

    expect(sample('outbox_metrics_up')).toBe(1);
    expect(sample('outbox_messages{destination="email",state="waiting"}')).toBe(1);
    expect(sample('outbox_messages{destination="email",state="dead"}')).toBe(0);
    expect(sample('outbox_messages{destination="automation_webhook",state="failed"}')).toBe(0);

    expect(sample('db_pool_max')).toBe(process.env.TEST_DATABASE_URL ? 10 : 1);
    expect(sample('db_pool_connections{state="used"}')).toBeGreaterThanOrEqual(0);
    expect(sample('db_pool_connections{state="free"}')).toBeGreaterThanOrEqual(0);
    expect(sample('db_pool_pending_acquires')).toBeGreaterThanOrEqual(0);

    expect(sample('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});
