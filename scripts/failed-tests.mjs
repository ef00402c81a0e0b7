// The failed tests of a run, named with their first error lines, from Vitest's and
// Playwright's JSON reports: `npm test` prints them last, where CI's kept tail shows them.
// So are the tests that passed only on a retry: CI retries a browser test once.
import path from 'node:path';

const firstLines = (text, n = 6) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, n)
    .map((line) => `      ${line.slice(0, 200)}`)
    .join('\n');

/** Every test of a Playwright JSON report, with its suites' and spec's titles as its name. */
function* playwrightTests(playwright) {
  function* walk(suite, titles) {
    for (const s of suite.suites ?? []) yield* walk(s, [...titles, s.title]);
    for (const spec of suite.specs ?? []) {
      const name = [...titles, spec.title].filter(Boolean).join(' > ');
      for (const test of spec.tests ?? []) yield { name, test };
    }
  }
  for (const s of playwright?.suites ?? []) yield* walk(s, [s.title]);
}

/**
 * @param {any} vitest Vitest's JSON report (or null)
 * @param {any} playwright Playwright's JSON report (or null)
 * @param {string} root paths are given relative to it
 * @returns {string[]} one entry per failed test: its name, then its first error lines
 */
export function failedTests(vitest, playwright, root) {
  const failures = [];
  for (const file of vitest?.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      const where = path.relative(root, file.name);
      failures.push(`  vitest ${where} > ${t.fullName}\n${firstLines(t.failureMessages?.[0])}`);
    }
    // A file that failed before its tests ran (an import error) has no failed test to name.
    if (
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((t) => t.status === 'failed')
    ) {
      failures.push(`  vitest ${path.relative(root, file.name)}\n${firstLines(file.message)}`);
    }
  }
  for (const { name, test } of playwrightTests(playwright)) {
    if (test.status !== 'unexpected') continue;
    const last = test.results?.at(-1);
    const error = last?.error ?? last?.errors?.[0];
    // The failing line: a journey's steps look alike, its message seldom says which.
    const at = error?.location
      ? ` (at ${path.relative(root, error.location.file)}:${error.location.line})`
      : '';
    failures.push(`  playwright [${test.projectName}] ${name}${at}\n${firstLines(error?.message)}`);
  }
  return failures;
}

/**
 * @param {string[] | null} vitestRetried "file > test" of each test Vitest passed on a retry
 *   (scripts/retried-tests-reporter.mjs)
 * @param {any} playwright Playwright's JSON report (or null)
 * @returns {string[]} one line per test that passed only on a retry
 */
export function retriedTests(vitestRetried, playwright) {
  const lines = (vitestRetried ?? []).map((name) => `  vitest ${name}`);
  for (const { name, test } of playwrightTests(playwright)) {
    if (test.status === 'flaky') lines.push(`  playwright [${test.projectName}] ${name}`);
  }
  return lines;
}
