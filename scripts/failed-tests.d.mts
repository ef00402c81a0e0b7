/** Each failed test of Vitest's and Playwright's JSON reports, with its first error lines. */
export function failedTests(vitest: unknown, playwright: unknown, root: string): string[];
