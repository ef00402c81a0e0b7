import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type Koa from 'koa';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApp } from '../../src/app.ts';
import { catalogueChanged, listenForCatalogueChanges } from '../../src/cache/catalogue-change.ts';
import type { ChannelListener } from '../../src/db/listen.ts';
import { securityConfig, type OutboxConfig, type SecurityConfig } from '../../src/config.ts';
import type { Clock } from '../../src/security/clock.ts';
import type { Logger } from '../../src/logging/logger.ts';
import type { Database } from '../../src/db/knex.ts';
import { noOutbox, startOutbox, type Outbox } from '../../src/submissions/outbox.ts';
import { openSecondConnection, openTestDatabase, truncateAll } from './database.ts';
import { errorCollectingLogger } from './logger.ts';

export interface TestApp {
  /** Base URL of the running app, e.g. http://127.0.0.1:41234 */
  url: string;
  db: Database;
  siteDist: string;
  /** Errors the app logged as unexpected (500s); a test can assert there were none. */
  loggedErrors: unknown[];
}

/** A tiny built site, so the static and SPA-fallback paths have something to serve. */
function makeSiteFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-site-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/**
 * Starts the real app over HTTP on a random port for the calling test file, against a real
 * database; every test starts with empty tables.
 */
export function useTestApp(
  options: {
    security?: Partial<SecurityConfig>;
    now?: Clock;
    outbox?: OutboxConfig;
    /** Serve this built site (e.g. the real packages/site/dist) instead of a tiny fixture. */
    siteDist?: string;
    /** Called with the app before it listens (e.g. to count the requests its stack runs). */
    beforeListen?: (app: Koa) => void;
    /** The app's log instead of one that collects errors (then loggedErrors stays empty). */
    logger?: Logger;
    /** Serve GET /metrics to this bearer token. */
    metricsToken?: string;
    /** Listen for the catalogue changes other instances announce, as main.ts does. */
    listenForCatalogue?: boolean;
    /** Use this database (another app's, for two instances on one database). */
    database?: () => Database;
  } = {},
): TestApp {
  const ctx = { loggedErrors: [] as unknown[] } as TestApp;
  let server: Server;
  let outbox: Outbox = noOutbox;
  let catalogueListener: ChannelListener | null = null;

  beforeAll(async () => {
    ctx.db = options.database
      ? await openSecondConnection(options.database())
      : await openTestDatabase();
    if (options.listenForCatalogue) {
      catalogueListener = await listenForCatalogueChanges(ctx.db, (err) =>
        ctx.loggedErrors.push(err),
      );
    }
    ctx.siteDist = options.siteDist ?? makeSiteFixture();
    if (options.outbox) outbox = await startOutbox(ctx.db, options.outbox);
    const app = createApp({
      config: {
        env: 'test',
        siteDist: ctx.siteDist,
        security: { ...securityConfig('test'), ...options.security },
        metrics: { token: options.metricsToken ?? null },
      },
      db: ctx.db,
      logger: options.logger ?? errorCollectingLogger(ctx.loggedErrors),
      now: options.now,
      outbox,
    });
    options.beforeListen?.(app);
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    ctx.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    ctx.loggedErrors.length = 0;
    await truncateAll(ctx.db.knex);
    // The emptied catalogue must not be answered from memory.
    catalogueChanged(ctx.db);
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await outbox.stop();
    await catalogueListener?.close();
    // PGlite's one connection, borrowed from the other app, is that app's to close.
    const borrowed = options.database && ctx.db?.kind === 'pglite';
    if (!borrowed) await ctx.db?.knex.destroy();
    if (ctx.siteDist && !options.siteDist)
      fs.rmSync(ctx.siteDist, { recursive: true, force: true });
  });

  return ctx;
}
