// One static HTML page of the story screenshots that failed their comparison: the baseline,
// what the run drew, and the diff, side by side (docs/testing.md). Vitest's browser mode
// writes a failed comparison's `*-actual-*.png` and `*-diff-*.png` under its attachments
// folder; the baseline stays in `__screenshots__/` next to the story file.
// Usage: node scripts/screenshot-report.mjs [outDir]; prints the page's path, or nothing
// (exit 0) when no comparison failed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const attachments = path.join(root, '.vitest-attachments');
const outDir = path.resolve(root, process.argv[2] ?? 'reports/stories-html');

/** Every file under `dir`, as paths relative to it. */
function walk(dir, rel = '') {
  if (!fs.existsSync(path.join(dir, rel))) return [];
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const p = path.join(rel, e.name);
    return e.isDirectory() ? walk(dir, p) : [p];
  });
}

// `<story dir>/<story file>/<name>-actual-<browser>-<platform>.png`
const failures = walk(attachments)
  .map((file) => {
    const m = /^(.*)[/\\]([^/\\]+)[/\\](.+)-actual-([a-z]+-[a-z0-9]+)\.png$/.exec(file);
    if (!m) return null;
    const [, storyDir, storyFile, name, suffix] = m;
    const reference = path.join(
      root,
      storyDir,
      '__screenshots__',
      storyFile,
      `${name}-${suffix}.png`,
    );
    const diff = path.join(attachments, storyDir, storyFile, `${name}-diff-${suffix}.png`);
    return {
      story: `${storyDir}/${storyFile}`,
      name,
      reference: fs.existsSync(reference) ? reference : null,
      actual: path.join(attachments, file),
      diff: fs.existsSync(diff) ? diff : null,
    };
  })
  .filter((f) => f !== null)
  .sort((a, b) => `${a.story} ${a.name}`.localeCompare(`${b.story} ${b.name}`));

if (failures.length === 0) process.exit(0);

const escape = (s) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// The images are copied next to the page so the folder can be kept as a CI artifact.
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(path.join(outDir, 'img'), { recursive: true });
let n = 0;
const copy = (file) => {
  if (!file) return null;
  const name = `img/${++n}-${path.basename(file)}`;
  fs.copyFileSync(file, path.join(outDir, name));
  return name;
};
const figure = (label, src, missing) =>
  src
    ? `<figure><figcaption>${label}</figcaption><a href="${escape(src)}"><img src="${escape(src)}" alt="${label}"></a></figure>`
    : `<figure><figcaption>${label}</figcaption><p>none (${missing})</p></figure>`;

const sections = failures.map((f) => {
  const cells = [
    figure('Reference', copy(f.reference), 'a new story: no baseline yet'),
    figure('Actual', copy(f.actual), ''),
    // Vitest draws no diff when the two sizes differ.
    figure('Diff', copy(f.diff), 'the sizes differ: compare the two images'),
  ];
  const baseline = f.reference ? path.relative(root, f.reference) : '(none)';
  return `<section><h2>${escape(f.name)}</h2><p>${escape(f.story)} · baseline <code>${escape(baseline)}</code></p><div class="row">${cells.join('')}</div></section>`;
});

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Story screenshots: ${failures.length} failed</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 24px; color: #1a1a1a; }
section { border-top: 1px solid #ccc; padding: 12px 0; }
h2 { font-size: 18px; margin: 0 0 4px; }
.row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 4px; }
img { max-width: 100%; border: 1px solid #ddd; }
</style>
</head>
<body>
<h1>Story screenshots: ${failures.length} failed</h1>
<p>Reference (the committed baseline), actual (this run) and diff (changed pixels in red).
To accept an intended change: <code>pnpm exec vitest run --project storybook &lt;story file&gt; --update</code>, then commit the baseline.</p>
${sections.join('\n')}
</body>
</html>
`;
fs.writeFileSync(path.join(outDir, 'index.html'), html);
console.log(path.join(outDir, 'index.html'));
