import { defineConfig } from '@playwright/test';
import { ADMIN } from './e2e/support/admin.ts';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Browser journeys against the built server on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // In CI a failed journey runs once more (a 2-core machine under load now and then misses a
  // timing); one that passed only then is named at the end of `npm test`.
  retries: process.env.CI ? 1 : 0,
  // A page's code starts after its first paint, then downloads its chunks and hydrates: on a
  // busy 2-core machine that can take a few seconds.
  expect: { timeout: 10_000 },
  // A journey signs in, posts and waits for the outbox's e-mails: on a busy machine that is more
  // than the default 30 s. `test.slow()` triples it.
  timeout: 60_000,
  // The HTML report shows a failed screenshot as expected, actual and diff (docs/testing.md).
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/e2e.json' }],
    ['html', { open: 'never', outputFolder: 'reports/e2e-html' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // `@phone` journeys also run on a phone (390 x 844, touch); `@phone-only` ones only there.
  // Tagged, so the phone project runs the journeys that differ, not the whole suite twice.
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, grepInvert: /@phone-only/ },
    {
      name: 'phone',
      grep: /@phone/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    // The first admin, created at the first start (e2e/support/admin.ts signs in as it).
    env: {
      PORT: String(port),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    reuseExistingServer: false,
    // SIGTERM, not the default SIGKILL: scripts/e2e-server.mjs then drops the run's database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Migrating and seeding a fresh embedded database takes longer on a busy machine.
    timeout: 180_000,
  },
});
