import { describe, expect, it } from 'vitest';
import { failedTests, retriedTests } from './failed-tests.mjs';

describe('failedTests', () => {
  it('names each failed story, server test and journey with its first error lines', () => {
    const vitest = {
      testResults: [
        {
          name: '/repo/packages/ui/src/A.stories.tsx',
          status: 'failed',
          assertionResults: [
            { fullName: 'A > Passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'A > Sent empty',
              status: 'failed',
              failureMessages: [
                '\x1b[31mExpected visible\x1b[39m\n\n  at play (A.stories.tsx:12)\nmore',
              ],
            },
          ],
        },
        {
          name: '/repo/packages/server/test/b.test.ts',
          status: 'failed',
          message: 'Cannot find module x',
          assertionResults: [],
        },
      ],
    };
    const playwright = {
      suites: [
        {
          title: 'adventures.spec.ts',
          specs: [
            {
              title: 'a category narrows the list',
              tests: [
                {
                  projectName: 'chromium',
                  status: 'unexpected',
                  results: [
                    {
                      error: {
                        message: 'Timed out 10000ms',
                        location: { file: '/repo/e2e/adventures.spec.ts', line: 73, column: 3 },
                      },
                    },
                  ],
                },
                { projectName: 'phone', status: 'expected', results: [{}] },
              ],
            },
          ],
        },
      ],
    };
    const lines = failedTests(vitest, playwright, '/repo');
    expect(lines).toEqual([
      '  vitest packages/ui/src/A.stories.tsx > A > Sent empty\n      Expected visible\n        at play (A.stories.tsx:12)\n      more',
      '  vitest packages/server/test/b.test.ts\n      Cannot find module x',
      '  playwright [chromium] adventures.spec.ts > a category narrows the list (at e2e/adventures.spec.ts:73)\n      Timed out 10000ms',
    ]);
  });

  it('is empty for a run without failures or without reports', () => {
    expect(failedTests(null, null, '/repo')).toEqual([]);
    expect(
      failedTests(
        { testResults: [{ name: '/repo/x.test.ts', status: 'passed', assertionResults: [] }] },
        { suites: [] },
        '/repo',
      ),
    ).toEqual([]);
  });
});

describe('retriedTests', () => {
  it("names the stories Vitest retried and Playwright's flaky journeys, not the rest", () => {
    const playwright = {
      suites: [
        {
          title: 'blog.spec.ts',
          specs: [
            {
              title: 'filter by a category',
              tests: [
                { projectName: 'chromium', status: 'flaky', results: [{}, {}] },
                { projectName: 'phone', status: 'expected', results: [{}] },
              ],
            },
          ],
          suites: [
            {
              title: 'on a phone',
              specs: [
                {
                  title: 'the drawer opens',
                  tests: [{ projectName: 'phone', status: 'unexpected', results: [{}, {}] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(retriedTests(['packages/ui/src/A.stories.tsx > Sent empty'], playwright)).toEqual([
      '  vitest packages/ui/src/A.stories.tsx > Sent empty',
      '  playwright [chromium] blog.spec.ts > filter by a category',
    ]);
    expect(retriedTests(null, null)).toEqual([]);
  });
});
