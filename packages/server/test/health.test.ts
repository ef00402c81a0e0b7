import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { errorCollectingLogger } from './support/logger.ts';

const app = useTestApp();

describe('GET /api/health', () => {
  it('answers ok after a real query, naming the database kind', async () => {
    const res = await fetch(`${app.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = healthResponseSchema.parse(await res.json());
    expect(body).toEqual({
      ok: true,
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers 503 with Retry-After, without details, when the database is gone', async () => {
    const { createApp } = await import('../src/app.ts');
    const { createDatabase } = await import('../src/db/knex.ts');
    const dead = createDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    const logged: unknown[] = [];
    const server = createApp({
      config: { env: 'test', siteDist: app.siteDist },
      db: dead,
      logger: errorCollectingLogger(logged),
    }).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        code: 'unavailable',
      });
      // A warning, not an error: the outage is logged once per interval.
      expect(logged).toHaveLength(0);
    } finally {
      server.close();
      await dead.knex.destroy();
    }
  });
});

describe('migrations', () => {
  it('created the users table with its role constraint', async () => {
    await app.db.knex('users').insert({ email: 'a@example.com', password_hash: 'x' });
    await expect(
      app.db.knex('users').insert({ email: 'b@example.com', password_hash: 'x', role: 'root' }),
    ).rejects.toThrow(/users_role_check/);
    const [row] = await app.db.knex('users').select('role', 'points', 'level');
    expect(row).toEqual({ role: 'user', points: 0, level: 1 });
  });

  it('gives each test empty tables', async () => {
    const rows = await app.db.knex('users').count({ n: '*' });
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe('liveness and readiness', () => {
  it('live answers without the database; ready checks it', async () => {
    const live = await fetch(`${app.url}/api/health/live`);
    expect(live.status).toBe(200);
    expect(livenessResponseSchema.parse(await live.json())).toEqual({ live: true });
    const ready = await fetch(`${app.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(readinessResponseSchema.parse(await ready.json())).toEqual({
      ready: true,
      checks: { started: true, database: true, draining: false },
    });
  });

  it('is not ready before it has started, nor once it drains', async () => {
    const { createApp } = await import('../src/app.ts');
    const { createLifecycle } = await import('../src/lifecycle/lifecycle.ts');
    const lifecycle = createLifecycle();
    const server = createApp({
      config: { env: 'test', siteDist: app.siteDist },
      db: app.db,
      lifecycle,
    }).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as { port: number };
    const ready = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      return { status: res.status, body: readinessResponseSchema.parse(await res.json()) };
    };
    try {
      expect(await ready()).toEqual({
        status: 503,
        body: { ready: false, checks: { started: false, database: false, draining: false } },
      });
      lifecycle.markStarted();
      expect((await ready()).status).toBe(200);
      lifecycle.beginDrain();
      expect(await ready()).toEqual({
        status: 503,
        body: { ready: false, checks: { started: true, database: false, draining: true } },
      });
      // Still alive while it drains: a supervisor must not kill it mid-answer.
      expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
