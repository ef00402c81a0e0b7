import '@cabo/ui/theme';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { DocsPage } from '../packages/ui/src/docs/DocsPage.tsx';
import { handlers } from '../mocks/handlers/index.ts';

// One worker for all stories. Unhandled API calls are errors: a story declares the data it
// reads. The relative worker URL also works in a static build served under a sub-path.
const startWorker = async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
};

declare global {
  var __storyVisualCheck: ((ctx: unknown) => Promise<void>) | undefined;
}

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  parameters: {
    msw: { handlers },
    a11y: { test: 'error' },
    // The autodocs page of the library's components (their stories carry the `autodocs` tag).
    docs: { page: DocsPage },
    options: {
      // Smallest piece to whole page: Foundations, Components, Patterns (Form: the form
      // helpers), then the pages: Site and Admin.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Typography', 'Spacing', 'Radii', 'Shadows', 'Motion', 'Icons'],
          'Components',
          'Patterns',
          'Form',
          'Site',
          'Admin',
        ],
      },
    },
    layout: 'padded',
    viewport: {
      options: {
        iphone14: {
          name: 'iPhone 14',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  // Only the Vitest run defines the hook (see vitest.setup.ts): a screenshot per story.
  afterEach: async (ctx) => {
    await globalThis.__storyVisualCheck?.(ctx);
  },
};
export default preview;
