// `npm start`: install, build, then serve site + API (the server migrates and seeds at start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { install, log, pnpm, root } from './lib.mjs';

const started = Date.now();
await install();
log('Building the site and the server');
if ((await pnpm(['run', 'build'])) !== 0) {
  console.error('Build failed');
  process.exit(1);
}
log(`Ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server`);
const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
