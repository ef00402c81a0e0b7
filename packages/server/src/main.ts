import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportFirstAdmin } from './accounts/first-admin.ts';
import { ensureAdmin } from './accounts/service.ts';
import { createApp } from './app.ts';
import { listenForCatalogueChanges } from './cache/catalogue-change.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/knex.ts';
import { migrateLatest } from './db/migrations/index.ts';
import { trackRequests } from './lifecycle/drain.ts';
import { createLifecycle } from './lifecycle/lifecycle.ts';
import { exitAfterLog, installLastResortHandlers } from './lifecycle/process-guards.ts';
import { createLogger } from './logging/logger.ts';
import { createLogThrottle } from './logging/throttle.ts';
import { runSeeds } from './db/seeds/index.ts';
import { seedSampleVillaBookings } from './db/seeds/sample-bookings.ts';
import { createMediaStorage } from './media/storage.ts';
import { startMediaWorker } from './media/worker.ts';
import { startOutbox } from './submissions/outbox.ts';
import { startMorningDigest } from './crm/digest-schedule.ts';
import { systemClock } from './security/clock.ts';

const config = loadConfig();
// JSON lines for a log collector; readable lines when a person runs it on a terminal.
const logger = createLogger({
  level: config.log.level,
  pretty: config.log.format ? config.log.format === 'pretty' : process.stdout.isTTY,
});
installLastResortHandlers(logger);
const lifecycle = createLifecycle();
const db = createDatabase(config.database, { logger });

const applied = await migrateLatest(db.knex);
if (applied.length) logger.info({ migrations: applied }, 'applied migrations');
await runSeeds(db);
await seedSampleVillaBookings(db.knex, new Date());
// A generated password goes to a file under DATA_DIR, never into the log.
reportFirstAdmin(await ensureAdmin(db.knex, config.security.admin), config.dataDir, logger);

// Always started, configured destinations or not: every submission queues its deliveries,
// the workers send what has settings (e-mail at least, as .eml files without SMTP).
const outboxStarted = Date.now();
// The server starts listening after the outbox: until then nothing is in flight.
let requestsInFlight = () => 0;
// Settings stored from the admin win over the environment's, also once it runs (docs/admin.md).
const outbox = await startOutbox(db, config.outbox, {
  work: true,
  logger,
  requestsInFlight: () => requestsInFlight(),
});
logger.info(
  {
    ms: Date.now() - outboxStarted,
    destinations: outbox.destinations,
    mailDir: config.outbox.mail?.smtp ? undefined : config.outbox.mail?.dir,
  },
  'outbox ready',
);
// What another instance publishes drops this one's caches at once (docs/operations.md).
const listenerLog = createLogThrottle(logger);
const catalogueListener = await listenForCatalogueChanges(db, (err) =>
  listenerLog(
    'warn',
    'catalogue-listener',
    { err },
    'catalogue change listener lost; reconnecting',
  ),
);
// Pictures left `processing` by an earlier run (or another instance) are taken up at once.
const mediaStorage = createMediaStorage(config.media.storage);
const mediaWorker = startMediaWorker({
  knex: db.knex,
  storage: mediaStorage,
  logger,
  concurrency: config.media.concurrency,
  pollSeconds: config.media.pollSeconds,
});
logger.info({ storage: mediaStorage.kind }, 'media worker started');
const app = createApp({
  config,
  db,
  outbox,
  logger,
  lifecycle,
  media: {
    storage: mediaStorage,
    worker: mediaWorker,
    maxUploadBytes: config.media.maxUploadBytes,
    concurrency: config.media.concurrency,
  },
});
const server: Server = app.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.database.dir})`;
  lifecycle.markStarted();
  logger.info({ port }, `Cabo site on http://localhost:${port} (database: ${where})`);
});
const requests = trackRequests(server);
// Each staff member's follow-ups, e-mailed once each morning (docs/admin.md, "Morning digest").
const stopMorningDigest = startMorningDigest({ knex: db.knex, outbox, now: systemClock, logger });
requestsInFlight = () => requests.inFlight;

// Shutdown drains (docs/operations.md, "Health, stopping and restarts"): not ready, no new
// connections, every request already received answered, deliveries in progress finished,
// then the pool closes.
let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    // A second Ctrl-C from a person at the terminal: stop waiting.
    if (signal === 'SIGINT') process.exit(130);
    return;
  }
  stopping = true;
  lifecycle.beginDrain();
  logger.info({ signal, inFlight: requests.inFlight }, 'draining');
  const answered = await requests.drain(config.drainTimeoutMs);
  stopMorningDigest();
  await outbox.stop();
  await mediaWorker.stop();
  // Work of the app's own that no request waits on (the search index's build at start).
  await lifecycle.idle();
  await catalogueListener.close();
  await db.knex.destroy();
  logger.info({ answered }, 'stopped');
  exitAfterLog(logger, 0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
