// First-load weight of a page from the production build: the entry chunk and everything it
// imports statically (what index.html loads), plus the page's lazy route chunk and its static
// imports. Dynamic imports are not first-load. Sizes raw and gzip (level 6, as servers do).
// Usage: pnpm build, then `node bench/page-weight.mjs` (or pass route=module pairs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../packages/site/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const pages = {
  '/': 'src/features/home/pages/HomePage.tsx',
  '/blog/{slug}': 'src/features/blog/pages/BlogPostPage.tsx',
  '/blog': 'src/features/blog/pages/BlogIndexPage.tsx',
};

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

const rows = [];
for (const [route, module] of Object.entries(pages)) {
  const { files, css } = collect('index.html');
  collect(module, files, css);
  const js = sum(files);
  const styles = sum(css);
  rows.push({
    route,
    'JS files': files.size,
    'JS raw': kb(js.raw),
    'JS gzip': kb(js.gzip),
    'CSS gzip': kb(styles.gzip),
  });
}
console.table(rows);
