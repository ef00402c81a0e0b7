import { healthResponseSchema } from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';

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

  it('reports a 500 JSON error, without details, when the database is gone', async () => {
    const { createApp } = await import('../src/app.ts');
    const { createDatabase } = await import('../src/db/knex.ts');
    const dead = createDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    const logged: unknown[] = [];
    const server = createApp({
      config: { env: 'test', siteDist: app.siteDist },
      db: dead,
      log: (e) => logged.push(e),
    }).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        message: 'Internal server error',
        code: 'internal_error',
      });
      expect(logged).toHaveLength(1);
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
