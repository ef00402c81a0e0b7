import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type * as GuidePdfScript from '../../scripts/build-guide-pdf.ts';

const GUIDE_PDF = 'cabo-travel.pdf';

/**
 * The PDF script imports the workspace's TypeScript packages (@cabo/data), which Vite's
 * config loader leaves to Node, and Node 20 cannot load .ts: tsx loads the script instead.
 */
async function buildGuidePdf(): Promise<Buffer> {
  const { tsImport } = await import('tsx/esm/api');
  const script: typeof GuidePdfScript = await tsImport(
    '../../scripts/build-guide-pdf.ts',
    import.meta.url,
  );
  return script.buildGuidePdf();
}

/** The guide PDF is generated from the repo's data: emitted by the build, served in dev. */
function guidePdf(): Plugin {
  return {
    name: 'cabo-guide-pdf',
    // The client build ships the PDF; the server-rendering build has no public files.
    apply: (_config, env) => !env.isSsrBuild,
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: GUIDE_PDF, source: await buildGuidePdf() });
    },
    configureServer(server) {
      server.middlewares.use(`/${GUIDE_PDF}`, (_req, res, next) => {
        buildGuidePdf().then((pdf) => {
          res.setHeader('content-type', 'application/pdf');
          res.end(pdf);
        }, next);
      });
    },
  };
}

// Two builds: the browser's (dist/, with the manifest the server reads to link a page's
// chunks) and the server renderer (`vite build --ssr`, dist-ssr/entry-server.js), one
// self-contained file so the server needs none of the site's dependencies at run time.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), guidePdf()],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, assetsInlineLimit: 0 }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        assetsInlineLimit: 0,
        // Read by the server (modulepreload links) and bench/page-weight.mjs; a dot folder,
        // so the server never serves it.
        manifest: true,
        // Every browser the site targets preloads modules itself (Safari 16 merely fetches
        // them a moment later): the polyfill would be weight on every first load.
        modulePreload: {
          polyfill: false,
          // A page's chunk lists only its CSS for the loader; its scripts come through their
          // imports. The full lists cost 2 KB of every first load (bench/page-weight.mjs),
          // and app/prefetchOnIntent.ts starts a page's download before the click.
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
        },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything every page loads first (React, the router, the query client, the
              // chrome) in one file rather than a dozen small shared chunks: one compressed
              // stream is smaller (bench/page-weight.mjs) and needs fewer requests.
              groups: [
                { name: 'app', tags: ['$initial'] },
                // The listing cards with their cover or art (Image, its media helpers,
                // ListingCover, the ListingCard they render through): one file on the home
                // page's first load, not a handful of small ones.
                {
                  name: 'cards',
                  test: /packages\/ui\/src\/(components\/Image|patterns\/(ListingCard|VillaCard|BlogCard|CardGrid))\//,
                },
                // What most pages share beside the entry (the head, a section, the spinner, the
                // recipes' runtime, the site's figures, slugs): one file, not eight of under
                // 1 KB each, which cost the home page's budget their gzip overhead.
                {
                  name: 'shared',
                  test: /packages\/(site\/src\/lib\/(head|siteFigures)\.ts|contract\/src\/figures\.ts|data\/src\/parsers\/slugs\.ts|ui\/src\/(patterns\/PageSection|components\/(Spinner\/|Button\/Button\.css\.ts)))|@vanilla-extract\/recipes\/dist\/createRuntimeFn/,
                },
              ],
            },
          },
        },
      },
  resolve: {
    alias: [
      {
        // Selector hooks without the shim: the shim's CommonJS `require` of the aliased hook
        // below made the bundler initialise it lazily, and the renderer met it undefined.
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        // wouter and React Aria import the hook through the shim package.
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('../ui/src/app/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  ssr: { noExternal: true, target: 'node' },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
