import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts'],
          globalSetup: ['packages/server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the test.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-aria-components',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/css',
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            'wouter',
            'wouter/memory-location',
            'storybook/test',
            '@storybook/react-dom-shim',
            '@storybook/react',
            '@storybook/react-vite',
            '@storybook/addon-a11y/preview',
            // The rich-text editor, loaded lazily by its field (so not found by the first scan).
            '@tiptap/react',
            '@tiptap/starter-kit',
          ],
        },
        test: {
          name: 'storybook',
          // A story's play, a11y check and two screenshots take a few seconds on a quiet machine
          // and several times that on a busy 2-core one; the limit is for a hung story only.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // In CI a story that fails is run once more: a 2-core machine under load now and
          // then misses a timing. One that fails twice fails the run; one that passed only
          // on the retry is named at the end of `npm test` (scripts/retried-tests-reporter.mjs).
          retry: process.env.CI ? 1 : 0,
          setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: [
                  '--no-sandbox',
                  '--headless',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                  '--font-render-hinting=none',
                ],
              },
              // Reduced motion: spinners and transitions stand still, so screenshots are stable.
              contextOptions: {
                viewport: { width: 1600, height: 1400 },
                reducedMotion: 'reduce',
              },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
