// The failed tests of a run, named with their first error lines, from Vitest's and
// Playwright's JSON reports: `npm test` prints them last, where CI's kept tail shows them.
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
  const walk = (suite, titles) => {
    for (const s of suite.suites ?? []) walk(s, [...titles, s.title]);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.at(-1);
        const error = last?.error ?? last?.errors?.[0];
        const name = [...titles, spec.title].filter(Boolean).join(' > ');
        // The failing line: a journey's steps look alike, its message seldom says which.
        const at = error?.location
          ? ` (at ${path.relative(root, error.location.file)}:${error.location.line})`
          : '';
        failures.push(
          `  playwright [${t.projectName}] ${name}${at}\n${firstLines(error?.message)}`,
        );
      }
    }
  };
  for (const s of playwright?.suites ?? []) walk(s, [s.title]);
  return failures;
}
