import type { Knex } from 'knex';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { useTestApp } from './support/app.ts';
import { CookieClient, testClock } from './support/client.ts';

const clock = testClock();
const IDLE_MS = 30 * 60_000;
const app = useTestApp({ now: clock.now, security: { sessionIdleMs: IDLE_MS } });

beforeEach(async () => {
  await runSeeds(app.db);
});

/** Inserts, updates and deletes the app sends while `fn` runs. */
async function writesDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const writes: string[] = [];
  const listener = (q: Knex.Sql) => {
    if (/^\s*(insert|update|delete)\b/i.test(q.sql)) writes.push(q.sql);
  };
  app.db.knex.on('query', listener);
  try {
    await fn();
  } finally {
    app.db.knex.off('query', listener);
  }
  return writes;
}

async function signedIn(): Promise<CookieClient> {
  const client = new CookieClient(app.url);
  const res = await client.post('/api/register', {
    email: 'reader@example.com',
    password: 'whale-season-in-january',
  });
  expect(res.status).toBe(201);
  return client;
}

const read = async (client: CookieClient, path = '/api/resorts') => {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
};

const idleDeadline = async () =>
  new Date(
    ((await app.db.knex('sessions').first('idle_expires_at')) as { idle_expires_at: Date })
      .idle_expires_at,
  ).getTime();

describe('reading pages with a session cookie', () => {
  it('writes nothing for reads within a minute, and moves the idle deadline once after it', async () => {
    const client = await signedIn();
    const signedInAt = clock.now().getTime();

    expect(
      await writesDuring(async () => {
        await read(client);
        clock.advance(30_000);
        await read(client, '/api/blog');
        await read(client, '/api/user');
        clock.advance(29_000);
        await read(client);
      }),
    ).toEqual([]);
    expect(await idleDeadline()).toBe(signedInAt + IDLE_MS);

    clock.advance(1_000); // a minute since the deadline was last moved
    const touch = await writesDuring(() => read(client));
    expect(touch).toHaveLength(1);
    expect(touch[0]).toMatch(/^update "sessions"/);
    expect(await idleDeadline()).toBe(clock.now().getTime() + IDLE_MS);

    expect(await writesDuring(() => read(client))).toEqual([]);
  });

  it('still ends the session idle time after the last moved deadline (at most a minute early)', async () => {
    const client = await signedIn();
    clock.advance(50_000);
    await read(client); // within the minute: not recorded
    clock.advance(IDLE_MS - 50_000);
    const res = await client.get('/api/user');
    expect(res.status).toBe(401);
    expect(await app.db.knex('sessions').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('keeps a session alive as long as reads come at least once per idle time', async () => {
    const client = await signedIn();
    for (let i = 0; i < 4; i++) {
      clock.advance(IDLE_MS - 1_000);
      await read(client);
    }
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('does not write for a signed cookie whose session row is gone', async () => {
    const client = await signedIn();
    await app.db.knex('sessions').delete();
    expect(await writesDuring(() => read(client))).toEqual([]);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
