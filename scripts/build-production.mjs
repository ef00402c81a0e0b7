// Builds the production folder from a built workspace (`pnpm run build`): what the Docker
// image runs (Dockerfile) and what scripts/production-smoke.mjs starts, so both use the same
// steps.
//
//   node scripts/build-production.mjs <empty or missing folder>
//
// The folder holds:
//   package.json, pnpm-lock.yaml  the server package and the lockfile of its production deps
//   dist/main.js                  the server bundle (workspace packages bundled in)
//   node_modules/                 production dependencies only, prebuilt binaries for this
//                                 platform (@node-rs/argon2); PGlite is WebAssembly
//   site/dist/                    the browser build: SITE_DIST=<folder>/site/dist
//   site/dist-ssr/                the server renderer, found beside SITE_DIST (its JavaScript
//                                 only: it bundles the site's dependencies)
//   admin/dist/                   the staff app's browser build: ADMIN_DIST=<folder>/admin/dist
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, pnpm, root } from './lib.mjs';

/** Where, under the production folder, the browser build sits (the image's SITE_DIST). */
export const SITE_DIST = 'site/dist';
/** Where the staff app's build sits (the image's ADMIN_DIST). */
export const ADMIN_DIST = 'admin/dist';

const required = [
  'packages/server/dist/main.js',
  'packages/site/dist/index.html',
  'packages/site/dist/.vite/manifest.json',
  'packages/site/dist-ssr/entry-server.js',
  'packages/admin/dist/index.html',
];

/** Copies `from` to `to`, keeping only files `keep` accepts (all by default). */
function copyTree(from, to, keep = () => true) {
  fs.cpSync(from, to, {
    recursive: true,
    filter: (src) => fs.statSync(src).isDirectory() || keep(src),
  });
}

export async function buildProduction(out) {
  const missing = required.filter((f) => !fs.existsSync(path.join(root, f)));
  if (missing.length) {
    throw new Error(`Build first (pnpm run build); missing: ${missing.join(', ')}`);
  }
  if (fs.existsSync(out) && fs.readdirSync(out).length) {
    throw new Error(`${out} is not empty`);
  }
  log(`Production dependencies of @cabo/server into ${out} (pnpm deploy --prod)`);
  // pnpm 10's deploy wants injected workspace packages; set for this command only, so the
  // workspace keeps its symlinks. The deploy's lockfile is derived from pnpm-lock.yaml.
  const code = await pnpm([
    '--filter',
    '@cabo/server',
    '--prod',
    '--config.inject-workspace-packages=true',
    'deploy',
    out,
  ]);
  if (code !== 0) throw new Error('pnpm deploy failed');
  log(`The site's builds into ${path.join(out, 'site')}`);
  copyTree(path.join(root, 'packages/site/dist'), path.join(out, SITE_DIST));
  copyTree(
    path.join(root, 'packages/site/dist-ssr'),
    path.join(out, 'site/dist-ssr'),
    // Its images and media are the public folder's copies; the server serves dist's.
    (file) => /\.js(\.map)?$/.test(file),
  );
  log(`The staff app's build into ${path.join(out, ADMIN_DIST)}`);
  copyTree(path.join(root, 'packages/admin/dist'), path.join(out, ADMIN_DIST));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) {
    console.error('Usage: node scripts/build-production.mjs <folder>');
    process.exit(2);
  }
  try {
    await buildProduction(path.resolve(out));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
