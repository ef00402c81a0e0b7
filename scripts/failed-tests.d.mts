/** Each failed test of Vitest's and Playwright's JSON reports, with its first error lines. */
export function failedTests(vitest: unknown, playwright: unknown, root: string): string[];
/** Each test that passed only on a retry: Vitest's names, and Playwright's flaky tests. */
export function retriedTests(vitestRetried: string[] | null, playwright: unknown): string[];
