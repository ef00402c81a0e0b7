// `npm test`: install, then every check. Runs every step even after a failure, prints a
// summary and the total test count, and exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { failedTests, retriedTests } from './failed-tests.mjs';
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
const retriedJson = path.join(root, 'reports/retried-tests.json');
for (const f of [vitestJson, e2eJson, retriedJson]) fs.rmSync(f, { force: true });
// A failed screenshot's actual and diff images from an earlier run would show in this run's
// report (scripts/screenshot-report.mjs).
for (const d of ['.vitest-attachments', 'reports/stories-html', 'reports/e2e-html']) {
  fs.rmSync(path.join(root, d), { recursive: true, force: true });
}

const steps = [
  ['format', ['run', 'format:check']],
  ['types', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  // No import cycle in the packages (dpdm; a lazy import() of a route table is no cycle).
  ['cycles', ['run', 'cycles']],
  // The lint's boundaries and the cycle check fail planted wrong imports (docs/architecture.md).
  ['lint rules', ['run', 'test:lint-rules']],
  // No unused files, dependencies or exports across the workspace (knip.json).
  ['unused (knip)', ['run', 'knip']],
  ['build', ['run', 'build']],
  // The designers' Storybook as a static site in reports/storybook-static (CI's output), and a
  // check that it has a Docs page for every component and pattern.
  ['storybook build', ['run', 'build-storybook']],
  ['storybook docs', ['run', 'test:storybook-docs']],
  [
    'unit + server + stories',
    [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
      '--reporter=./scripts/retried-tests-reporter.mjs',
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
  const sbBuildFailed = results.some((r) => r.name === 'storybook build' && r.code !== 0);
  const skip =
    (name === 'end-to-end' && buildFailed) || (name === 'storybook docs' && sbBuildFailed);
  const code = skip ? 1 : await pnpm(args);
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

// Each test that passed only on a retry (CI retries a browser test once), then each failed
// test with its first error lines, last: CI keeps only the tail of the output.
const retried = retriedTests(readJson(retriedJson), e);
if (retried.length) {
  console.log(`\nPassed only on a retry (${retried.length})\n${retried.join('\n')}`);
}
const failures = failedTests(v, e, root);
const failuresTxt = path.join(root, 'reports/failed-tests.txt');
fs.rmSync(failuresTxt, { force: true });
if (failures.length) {
  const digest = `Failed tests (${failures.length})\n${failures.join('\n')}\n`;
  console.log(`\n${digest}`);
  // .ci/run prints it again after the production smoke check, at the very end.
  fs.writeFileSync(failuresTxt, digest);
}

// On a failure, where to review it: the failed story screenshots as reference, actual and
// diff on one page, and Playwright's report of the journeys (docs/testing.md).
const storiesFailed = results.some((r) => r.name === 'unit + server + stories' && r.code !== 0);
const e2eFailed = results.some((r) => r.name === 'end-to-end' && r.code !== 0);
if (storiesFailed) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/screenshot-report.mjs')], {
    encoding: 'utf8',
  });
  const page = r.stdout.trim();
  if (page) console.log(`Story screenshots that differ: ${page}`);
}
const e2eReport = path.join(root, 'reports/e2e-html/index.html');
if (e2eFailed && fs.existsSync(e2eReport)) {
  console.log(
    `End-to-end report: ${e2eReport} (pnpm exec playwright show-report reports/e2e-html)`,
  );
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
