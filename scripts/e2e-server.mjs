// Runs the built server on a fresh, throw-away PGlite database (removed on exit).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-e2e-db-'));
const env = {
  SESSION_KEYS: randomBytes(32).toString('base64url'),
  // Production refuses to store integration settings without it (docs/operations.md).
  SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  // Password hashing shares libuv's threads with the outbox's e-mail files: with the default
  // four, a burst of deliveries held logins back for seconds (see docs/operations.md).
  UV_THREADPOOL_SIZE: '16',
  ...process.env,
  PGLITE_DIR: dir,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
};
delete env.DATABASE_URL;
const child = spawn(process.execPath, ['packages/server/dist/main.js'], { env, stdio: 'inherit' });
const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
