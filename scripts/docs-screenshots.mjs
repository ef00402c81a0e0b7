// Phone screenshots of the catalogue for docs/catalogue.md: the first screens of /villas,
// /resorts, /restaurants and a villa page at 390 px, as small JPEGs in docs/screenshots/.
// Against a running server (`npm start`, or the built server on a fresh database):
//   node scripts/docs-screenshots.mjs [http://127.0.0.1:3000]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs/screenshots');
const base = process.argv[2] ?? 'http://127.0.0.1:3000';

const PAGES = [
  ['villas', '/villas'],
  ['resorts', '/resorts'],
  ['restaurants', '/restaurants'],
  ['villa-page', '/villas/villa-bellissima'],
];
/** Two phone screens: enough to show several cards, small enough to read in the docs. */
const WIDTH = 390;
const HEIGHT = 1600;

/* global window -- page.evaluate runs in the browser */
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: 844 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  for (const [name, url] of PAGES) {
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    // Lazy pictures below the first screen load as they come into view.
    for (let y = 0; y < HEIGHT; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${name}.jpg`);
    await page.screenshot({
      path: file,
      type: 'jpeg',
      quality: 62,
      fullPage: true,
      clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
    });
    console.log(`${path.relative(root, file)}: ${url}`);
  }
} finally {
  await browser.close();
}
