// `npm test`: install, then every check. Runs every step even after a failure, prints a
// summary and the total test count, and exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { install, log, pnpm, root } from './lib.mjs';

const t0 = Date.now();
await install();

/** CHROMIUM_PATH, else Debian's chromium, else install one and say how. */
async function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (found) {
    log(`Chromium: ${found}`);
    return found;
  }
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (isRoot && hasApt) {
    log("No Chromium found: installing Debian's chromium package with apt-get");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (r.status === 0 && fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  log("No Chromium found and no apt as root: downloading Playwright's own Chromium");
  await pnpm(['exec', 'playwright', 'install', 'chromium']);
  const { chromium } = await import(path.join(root, 'node_modules/playwright/index.mjs'));
  return chromium.executablePath();
}
process.env.CHROMIUM_PATH = await ensureChromium();

fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
const vitestJson = path.join(root, 'reports/vitest.json');
const e2eJson = path.join(root, 'reports/e2e.json');
for (const f of [vitestJson, e2eJson]) fs.rmSync(f, { force: true });

const steps = [
  ['format', ['run', 'format:check']],
  ['types', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['build', ['run', 'build']],
  [
    'unit + server + stories',
    [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
  ],
  ['end-to-end', ['exec', 'playwright', 'test']],
];

const results = [];
for (const [name, args] of steps) {
  log(`${name}: pnpm ${args.join(' ')}`);
  const s = Date.now();
  // The browser journeys need a build; skip them (as failed) if it did not succeed.
  const buildFailed = results.some((r) => r.name === 'build' && r.code !== 0);
  const code = name === 'end-to-end' && buildFailed ? 1 : await pnpm(args);
  results.push({ name, code, secs: (Date.now() - s) / 1000 });
}

const readJson = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null);
const v = readJson(vitestJson);
const e = readJson(e2eJson);
const passed = (v?.numPassedTests ?? 0) + (e?.stats?.expected ?? 0) + (e?.stats?.flaky ?? 0);
const failed = (v?.numFailedTests ?? 0) + (e?.stats?.unexpected ?? 0);
const skipped = (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0) + (e?.stats?.skipped ?? 0);

console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.code === 0 ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(24)} ${r.secs.toFixed(1)} s`);
}
console.log(`  vitest: ${v?.numPassedTests ?? 0} passed, ${v?.numFailedTests ?? 0} failed`);
console.log(`  playwright: ${e?.stats?.expected ?? 0} passed, ${e?.stats?.unexpected ?? 0} failed`);
console.log(`  wall time ${((Date.now() - t0) / 1000).toFixed(1)} s`);
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
