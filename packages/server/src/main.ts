import type { Server } from 'node:http';
import { ensureAdmin } from './accounts/service.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/knex.ts';
import { migrateLatest } from './db/migrations/index.ts';
import { runSeeds } from './db/seeds/index.ts';
import { seedSampleVillaBookings } from './db/seeds/sample-bookings.ts';
import { startOutbox } from './submissions/outbox.ts';

const config = loadConfig();
const db = createDatabase(config.database);

const applied = await migrateLatest(db.knex);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
await runSeeds(db);
await seedSampleVillaBookings(db.knex, new Date());
const admin = await ensureAdmin(db.knex, config.security.admin);
if (admin.created && admin.generatedPassword) {
  // Printed once: the hash is all that is stored. Set ADMIN_USERNAME/ADMIN_PASSWORD to choose.
  console.log(
    `Created the first admin. Username: ${admin.username}  Password: ${admin.generatedPassword}\n` +
      'Keep it now: it is not shown again.',
  );
} else if (admin.created) {
  console.log(`Created the first admin "${admin.username}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
}

// Always started, configured destinations or not: every submission queues its deliveries,
// the workers send what has settings (e-mail at least, as .eml files without SMTP).
const outboxStarted = Date.now();
const outbox = await startOutbox(db, config.outbox, { work: true });
console.log(
  `Outbox ready in ${Date.now() - outboxStarted} ms; delivering to ${outbox.destinations.join(', ')}` +
    (config.outbox.mail?.smtp ? '' : ` (e-mail as .eml files in ${config.outbox.mail?.dir})`),
);
const app = createApp({ config, db, outbox });
const server: Server = app.listen(config.port, config.host, () => {
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.database.dir})`;
  console.log(`Cabo site on http://localhost:${config.port} (database: ${where})`);
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close();
  await outbox.stop();
  await db.knex.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
