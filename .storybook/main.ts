import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The story tests (Vitest) run without addon-docs and its MDX pages: docs are not tests, and
// the addon's preview code slows each story enough to change timing-sensitive screenshots
// (a toast timing out before its picture). See docs/storybook.md.
const docs = !process.env.VITEST;

const config: StorybookConfig = {
  stories: [
    // The Introduction and Foundations pages first.
    ...(docs ? ['../packages/ui/src/docs/**/*.mdx'] : []),
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/site/src/**/*.stories.tsx',
    '../packages/admin/src/**/*.stories.tsx',
  ],
  addons: [
    ...(docs ? ['@storybook/addon-docs'] : []),
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The site's public files (images, video) so site stories show the real art.
  staticDirs: ['../mocks/public', '../packages/site/public'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};
export default config;
