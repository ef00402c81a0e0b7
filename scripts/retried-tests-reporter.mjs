// A Vitest reporter that names the tests that passed only on a retry. CI retries a browser
// test once (a 2-core machine under load now and then misses a timing); the names go to
// reports/retried-tests.json, which `npm test` prints at its end, so a flaky test is seen.
import fs from 'node:fs';
import path from 'node:path';

export default class RetriedTestsReporter {
  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const retried = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests('passed')) {
        const retries = test.diagnostic()?.retryCount ?? 0;
        if (retries > 0) {
          retried.push(`${path.relative(this.root, testModule.moduleId)} > ${test.fullName}`);
        }
      }
    }
    const out = path.join(this.root, 'reports/retried-tests.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(retried, null, 2));
  }
}
