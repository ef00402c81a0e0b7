// First-load weight of a page from the production build: the client entry and everything it
// imports statically (what the HTML loads), plus the page's route chunk and its static imports
// (what the server links with modulepreload). Dynamic imports are not first-load. Sizes raw
// and gzip (level 6, as servers do). Prints a markdown table and marks the budget of `/`.
// Usage: pnpm run build, then `node bench/page-weight.mjs` (or pass route=module pairs, e.g.
// `/resorts=src/features/resorts/pages/ResortsListPage.tsx`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** First-load JS of `/`, gzip (bench/README.md). */
const HOME_BUDGET_GZIP = 100 * 1024;

const site = path.resolve(import.meta.dirname, '../packages/site');
// The browser build: dist/client/ when the site builds a server renderer beside it, else dist/.
const dist = ['dist/client', 'dist']
  .map((d) => path.join(site, d))
  .find((d) => fs.existsSync(path.join(d, '.vite/manifest.json')));
if (!dist) {
  console.error('No packages/site/dist[/client]/.vite/manifest.json: run `pnpm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const defaultPages = {
  '/': 'src/features/home/pages/HomePage.tsx',
  '/blog': 'src/features/blog/pages/BlogIndexPage.tsx',
  '/blog/{slug}': 'src/features/blog/pages/BlogPostPage.tsx',
};
const args = process.argv.slice(2);
const pages = args.length ? Object.fromEntries(args.map((a) => a.split('='))) : defaultPages;

// The client entry: index.html when Vite builds from it, else the one entry chunk that is not
// a page module.
const entryKey =
  'index.html' in manifest
    ? 'index.html'
    : (() => {
        const entries = Object.keys(manifest).filter(
          (k) => manifest[k].isEntry && !Object.values(defaultPages).includes(k),
        );
        if (entries.length !== 1) {
          throw new Error(`cannot tell the client entry among: ${entries.join(', ') || 'none'}`);
        }
        return entries[0];
      })();

function collect(key, files = new Set(), css = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return { files, css };
  files.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const imported of chunk.imports ?? []) collect(imported, files, css);
  return { files, css };
}

const size = (file) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 6 }).length };
};
const sum = (files) =>
  [...files].map(size).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), {
    raw: 0,
    gzip: 0,
  });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

console.log(`Client build: ${path.relative(site, dist)}/, entry ${entryKey}\n`);
console.log('| route | JS files | JS raw | JS gzip | CSS gzip |');
console.log('|---|---:|---:|---:|---:|');
let home;
for (const [route, module] of Object.entries(pages)) {
  const { files, css } = collect(entryKey);
  collect(module, files, css);
  const js = sum(files);
  if (route === '/') home = js.gzip;
  const mark = route === '/' ? ` ${js.gzip <= HOME_BUDGET_GZIP ? '✓' : '✗'}` : '';
  console.log(
    `| \`${route}\` | ${files.size} | ${kb(js.raw)} | ${kb(js.gzip)}${mark} | ${kb(sum(css).gzip)} |`,
  );
}
if (home !== undefined) {
  const met = home <= HOME_BUDGET_GZIP;
  console.log(
    `\nBudget: first-load JS of \`/\` at most ${kb(HOME_BUDGET_GZIP)} gzip: ${kb(home)}, ${met ? 'met' : 'NOT met'}.`,
  );
}
