// Runs the built server on a fresh, throw-away database: a database of its own on the
// PostgreSQL that TEST_DATABASE_URL names (as CI has), else an embedded PGlite directory.
// Either is removed on exit. PostgreSQL answers the journeys' two browsers from its own
// processes; PGlite runs every query on the server's one thread.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const env = {
  SESSION_KEYS: randomBytes(32).toString('base64url'),
  // Production refuses to store integration settings without it (docs/operations.md).
  SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  // Password hashing shares libuv's threads with the outbox's e-mail files: with the default
  // four, a burst of deliveries held logins back for seconds (see docs/operations.md).
  UV_THREADPOOL_SIZE: '16',
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
};

/** Runs one statement on the server TEST_DATABASE_URL names, through its `postgres` database. */
function psqlAdmin(url, sql) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return spawnSync('psql', [admin.toString(), '-v', 'ON_ERROR_STOP=1', '-qtAc', sql], {
    encoding: 'utf8',
  });
}

/** Drops the databases of runs that started more than six hours ago and were never stopped. */
function dropStale(url) {
  const listed = psqlAdmin(url, "select datname from pg_database where datname like 'cabo_e2e_%'");
  for (const name of listed.stdout?.split('\n').filter(Boolean) ?? []) {
    const started = parseInt(name.split('_')[2] ?? '', 36);
    if (Number.isFinite(started) && Date.now() - started > 6 * 3_600_000) {
      psqlAdmin(url, `drop database if exists ${name} with (force)`);
    }
  }
}

let cleanup;
const testUrl = process.env.TEST_DATABASE_URL;
const database = `cabo_e2e_${Date.now().toString(36)}_${process.pid}`;
if (testUrl) dropStale(testUrl);
if (testUrl && psqlAdmin(testUrl, `create database ${database}`).status === 0) {
  const url = new URL(testUrl);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
  delete env.PGLITE_DIR;
  cleanup = () => psqlAdmin(testUrl, `drop database if exists ${database} with (force)`);
  console.log(`e2e server on PostgreSQL database ${database}`);
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-e2e-db-'));
  env.PGLITE_DIR = dir;
  delete env.DATABASE_URL;
  cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
}

const child = spawn(process.execPath, ['packages/server/dist/main.js'], { env, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
