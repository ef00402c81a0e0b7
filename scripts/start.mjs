// `npm start`: install, build, then serve site + API (the server migrates and seeds at start).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { install, log, pnpm, root } from './lib.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const started = Date.now();
await install({ bench: false });
log('Building the site, the staff app and the server');
if ((await pnpm(['run', 'build'])) !== 0) {
  console.error('Build failed');
  process.exit(1);
}
// Production refuses to start without SESSION_KEYS; a local `npm start` keeps a generated key
// under .data/ (beside the embedded database), so sessions survive restarts.
const env = { NODE_ENV: 'production', UV_THREADPOOL_SIZE: '16', ...process.env };
if (!env.SESSION_KEYS) {
  const keyFile = path.join(root, '.data', 'session-key');
  if (!fs.existsSync(keyFile)) {
    fs.mkdirSync(path.dirname(keyFile), { recursive: true });
    fs.writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600 });
    log(
      `Generated a session signing key in ${path.relative(root, keyFile)} (set SESSION_KEYS to choose)`,
    );
  }
  env.SESSION_KEYS = fs.readFileSync(keyFile, 'utf8').trim();
}
log(`Ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server`);
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, path.join(root, 'packages/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
