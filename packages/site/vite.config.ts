import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildGuidePdf } from '../../scripts/build-guide-pdf.ts';

const GUIDE_PDF = 'cabo-travel.pdf';

/** The guide PDF is generated from the repo's data: emitted by the build, served in dev. */
function guidePdf(): Plugin {
  return {
    name: 'cabo-guide-pdf',
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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), guidePdf()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 0,
    // Read by bench/page-weight.mjs; a dot folder, so the server never serves it.
    manifest: true,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
