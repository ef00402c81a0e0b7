import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The staff app's browser build: its own index.html and assets under /admin/ (dist/), served
// by the server for every /admin path. Client-rendered, so there is no server build.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 0,
    // The query client loads the HTTP client on demand for the site's first load; the admin
    // imports it at once, and is right to.
    rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
  },
  resolve: {
    alias: [
      {
        // Tiptap's selector hook, without the shim: the shim's CommonJS `require` of the
        // aliased hook below came out undefined in the bundle (the app failed to start).
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        // wouter and React Aria import the hook through the shim package; React 19 has it.
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('../ui/src/app/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  // Beside the site's dev server (5173): open http://localhost:5174/admin/.
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
