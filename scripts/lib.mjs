// Helpers shared by start.mjs and test.mjs. Plain Node: they run before any install.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(
  fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

export const log = (msg) => console.log(`\x1b[36m▸ ${msg}\x1b[0m`);

/** pnpm on PATH when it is the pinned major, else the pinned version through npx. */
function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0]) {
    return ['pnpm', []];
  }
  return ['npx', ['-y', `pnpm@${PNPM_VERSION}`]];
}
const [pnpmBin, pnpmPrefix] = pnpmCommand();

/** Runs a command in the repo root, inheriting output; resolves to its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
  });
}

export const pnpm = (args, opts) => run(pnpmBin, [...pnpmPrefix, ...args], opts);

/**
 * Installs the workspace's packages (a no-op in a second or two when nothing changed).
 * `{ bench: false }` leaves out the benchmark tools (bench/, @cabo/bench: Lighthouse,
 * autocannon), which nothing `npm start` runs needs.
 */
export async function install({ bench = true } = {}) {
  log(
    `Installing packages (pnpm, from the lockfile${bench ? '' : ', without the benchmark tools'})`,
  );
  const filter = bench ? [] : ['--filter', '!@cabo/bench'];
  const code = await pnpm(['install', '--frozen-lockfile', '--prefer-offline', ...filter]);
  if (code !== 0) throw new Error('pnpm install failed');
}
