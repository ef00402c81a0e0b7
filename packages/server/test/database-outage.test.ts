import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiErrorSchema } from '@cabo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createDatabase, type Database } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrations/index.ts';
import { openTestDatabase } from './support/database.ts';
import { errorCollectingLogger } from './support/logger.ts';
import { validLeads } from './support/submissions.ts';
import { startTcpProxy } from './support/tcp-proxy.ts';

/**
 * The database goes away under a running app and comes back: every request that needs it
 * is answered 503 with Retry-After (never 500), answers held in memory keep being served,
 * and the app answers 2xx again by itself, without a restart. On PostgreSQL the database
 * sits behind a relay the test stops and starts (connections refused and cut, as when the
 * server restarts); on PGlite, whose one connection cannot be cut, the test holds that
 * connection, so the app's queries time out waiting for it.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let db: Database;
let url: string;
let server: Server;
const loggedErrors: unknown[] = [];
let outage: { begin(): Promise<void>; end(): Promise<void>; close(): Promise<void> };

beforeAll(async () => {
  if (onPostgres) {
    const migrated = await openTestDatabase();
    const { database } = migrated.knex.client.connectionSettings as { database: string };
    const target = new URL(process.env.TEST_DATABASE_URL!);
    target.pathname = `/${database}`;
    await migrated.knex.destroy();
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    target.host = `127.0.0.1:${proxy.port}`;
    db = createDatabase({ kind: 'postgres', url: target.toString() }, { acquireTimeoutMs: 1_000 });
    outage = { begin: proxy.stop, end: proxy.start, close: async () => {} };
  } else {
    // An in-memory database of its own; once it has started, a short wait for its one
    // connection.
    db = createDatabase({ kind: 'pglite', dir: null });
    await migrateLatest(db.knex);
    (db.knex.client as { pool: { acquireTimeoutMillis: number } }).pool.acquireTimeoutMillis = 300;
    let held: unknown = null;
    const client = db.knex.client as {
      acquireConnection(): Promise<unknown>;
      releaseConnection(c: unknown): Promise<void>;
    };
    outage = {
      begin: async () => {
        held = await client.acquireConnection();
      },
      end: async () => {
        await client.releaseConnection(held);
        held = null;
      },
      close: async () => {
        if (held) await client.releaseConnection(held);
      },
    };
  }
  const app = createApp({
    config: { env: 'test', siteDist: '/nonexistent' },
    db,
    logger: errorCollectingLogger(loggedErrors),
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await outage?.close();
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await db?.knex.destroy();
});

const postLead = () =>
  fetch(`${url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validLeads()['group-trip']),
  });

describe('a database outage', () => {
  it('answers 503 with Retry-After while the database is away, then recovers by itself', async () => {
    // Held in memory before the outage: the catalogue answer.
    expect((await fetch(`${url}/api/resorts`)).status).toBe(200);
    expect((await postLead()).status).toBe(201);

    await outage.begin();
    try {
      for (const res of [
        await fetch(`${url}/api/health`),
        await postLead(),
        await fetch(`${url}/api/villa-availability`),
      ]) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(apiErrorSchema.parse(await res.json())).toMatchObject({ code: 'unavailable' });
      }
      const ready = await fetch(`${url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ checks: { database: false } });
      // What memory holds is still served.
      expect((await fetch(`${url}/api/resorts`)).status).toBe(200);
      expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    } finally {
      await outage.end();
    }

    // Back within 5 seconds, with no restart: poll as a load balancer would.
    const deadline = Date.now() + 5_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await fetch(`${url}/api/health/ready`)).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await postLead()).status).toBe(201);
    const [{ n }] = (await db.knex('leads').count({ n: '*' })) as [{ n: number | string }];
    expect(Number(n)).toBe(2);
    // An outage is a warning logged once per interval, never an error per request.
    expect(loggedErrors).toEqual([]);
  });
});
