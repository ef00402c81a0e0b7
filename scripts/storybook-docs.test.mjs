// Reads the Storybook static build's index (`pnpm run build-storybook`, which `npm test` runs
// first) and checks its docs pages: the Introduction, every Foundations page and one Docs
// page per component and pattern folder of packages/ui. The expected list comes from the
// folders, so a new folder without a Docs page fails here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const staticDir = path.resolve(
  root,
  process.env.STORYBOOK_STATIC_DIR ?? 'reports/storybook-static',
);
const indexFile = path.join(staticDir, 'index.json');
const ui = path.join(root, 'packages/ui/src');

const subfolders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('__'))
    .map((d) => d.name);

function docsEntries() {
  assert.ok(fs.existsSync(indexFile), `${indexFile} is missing: run pnpm run build-storybook`);
  const { entries } = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
  return Object.values(entries).filter((e) => e.type === 'docs');
}

test('the static build has a Docs page for every component and pattern folder', () => {
  const docs = docsEntries();
  const folders = ['components', 'patterns'].flatMap((group) =>
    subfolders(path.join(ui, group)).map((name) => `${group}/${name}`),
  );
  assert.ok(folders.length > 100, `found only ${folders.length} folders under packages/ui/src`);
  const documented = (folder) =>
    docs.some((e) =>
      [e.importPath, ...(e.storiesImports ?? [])].some((p) =>
        p.startsWith(`./packages/ui/src/${folder}/`),
      ),
    );
  const missing = folders.filter((folder) => !documented(folder));
  assert.deepEqual(
    missing,
    [],
    `folders without a Docs page (give their stories tags: ['autodocs'])`,
  );
});

test('the static build has the Introduction and every Foundations page', () => {
  const docs = docsEntries();
  const pages = [
    'packages/ui/src/docs/Introduction.mdx',
    ...fs
      .readdirSync(path.join(ui, 'docs/foundations'))
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => `packages/ui/src/docs/foundations/${f}`),
  ];
  assert.ok(pages.length >= 8, 'the Introduction and at least seven Foundations pages');
  const missing = pages.filter((page) => !docs.some((e) => e.importPath === `./${page}`));
  assert.deepEqual(missing, []);
  const foundations = docs.filter((e) => e.title.startsWith('Foundations/'));
  assert.equal(foundations.length, pages.length - 1);
  assert.ok(docs.some((e) => e.title === 'Introduction'));
});
