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
import { MEDIA_MAX_UPLOAD_BYTES } from '@cabo/contract';
import { folderStorage, type MediaStorage } from '../../src/media/storage.ts';
import { noMediaWorker, startMediaWorker, type MediaWorker } from '../../src/media/worker.ts';
import { openSecondConnection, openTestDatabase, truncateAll } from './database.ts';
import { errorCollectingLogger } from './logger.ts';

export interface TestApp {
  /** Base URL of the running app, e.g. http://127.0.0.1:41234 */
  url: string;
  db: Database;
  siteDist: string;
  adminDist: string;
  /** Errors the app logged as unexpected (500s); a test can assert there were none. */
  loggedErrors: unknown[];
  /** The media library's storage (a fresh folder unless the test gave one) and worker. */
  media: { storage: MediaStorage; worker: MediaWorker; dir: string | null };
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

/** A tiny built admin app (its shell and one fingerprinted file). */
function makeAdminFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-admin-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Cabo Admin</title><div id="root"></div>' +
      '<script type="module" src="/admin/assets/index-def456.js"></script>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-def456.js'), 'console.log(2);');
  return dir;
}

/**
 * The app with an outbox that queues deliveries but has no destination set and no worker:
 * the queued jobs are removed after each test, as pg-boss keeps them in its own schema,
 * which the per-test truncate does not touch.
 */
export function useQueueingTestApp(options: Omit<Parameters<typeof useTestApp>[0], 'outbox'> = {}) {
  const app = useTestApp({
    ...options,
    outbox: { automationWebhookUrl: null, tableService: null },
  });
  afterEach(async () => {
    await app.db.knex('pgboss.job').delete();
  });
  return app;
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
    /** Serve this built admin app (e.g. the real packages/admin/dist) instead of a tiny fixture. */
    adminDist?: string;
    /** Called with the app before it listens (e.g. to count the requests its stack runs). */
    beforeListen?: (app: Koa) => void;
    /** The app's log instead of one that collects errors (then loggedErrors stays empty). */
    logger?: Logger;
    /** Serve GET /metrics to this bearer token. */
    metricsToken?: string;
    /**
     * The media library: a storage (default: a temporary folder), a running worker (default:
     * none, uploads stay `processing`) and the upload limit.
     */
    media?: { storage?: MediaStorage; worker?: boolean; maxUploadBytes?: number };
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
    ctx.adminDist = options.adminDist ?? makeAdminFixture();
    if (options.outbox) outbox = await startOutbox(ctx.db, options.outbox);
    const logger = options.logger ?? errorCollectingLogger(ctx.loggedErrors);
    const mediaDir = options.media?.storage
      ? null
      : fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-media-'));
    const storage = options.media?.storage ?? folderStorage(mediaDir!);
    ctx.media = {
      storage,
      dir: mediaDir,
      worker: options.media?.worker
        ? startMediaWorker({ knex: ctx.db.knex, storage, logger, pollSeconds: 0.5 })
        : noMediaWorker,
    };
    const app = createApp({
      config: {
        env: 'test',
        siteDist: ctx.siteDist,
        adminDist: ctx.adminDist,
        security: { ...securityConfig('test'), ...options.security },
        metrics: { token: options.metricsToken ?? null },
      },
      db: ctx.db,
      logger,
      now: options.now,
      outbox,
      media: {
        storage,
        worker: ctx.media.worker,
        maxUploadBytes: options.media?.maxUploadBytes ?? MEDIA_MAX_UPLOAD_BYTES,
      },
    });
    options.beforeListen?.(app);
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    ctx.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await ctx.media.worker.idle();
    // The stored files go with the rows that named them.
    if (ctx.media.dir) {
      for (const entry of fs.readdirSync(ctx.media.dir)) {
        fs.rmSync(path.join(ctx.media.dir, entry), { recursive: true, force: true });
      }
    }
    ctx.loggedErrors.length = 0;
    await truncateAll(ctx.db.knex);
    // The emptied catalogue must not be answered from memory.
    catalogueChanged(ctx.db);
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await outbox.stop();
    await ctx.media?.worker.stop();
    await catalogueListener?.close();
    // PGlite's one connection, borrowed from the other app, is that app's to close.
    const borrowed = options.database && ctx.db?.kind === 'pglite';
    if (!borrowed) await ctx.db?.knex.destroy();
    if (ctx.media?.dir) fs.rmSync(ctx.media.dir, { recursive: true, force: true });
    if (ctx.siteDist && !options.siteDist)
      fs.rmSync(ctx.siteDist, { recursive: true, force: true });
    if (ctx.adminDist && !options.adminDist)
      fs.rmSync(ctx.adminDist, { recursive: true, force: true });
  });

  return ctx;
}
