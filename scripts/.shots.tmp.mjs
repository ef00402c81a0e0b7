// usage: node /tmp/shots.mjs <outdir> <port>
import { chromium } from '@playwright/test';
import fs from 'node:fs';
const [out, port] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const pages = ['/', '/blog', '/blog/luxury-yacht-charters-guide', '/adventures', '/adventures/luxury-sailing', '/restaurants', '/restaurants/1', '/group-trips/family', '/weddings', '/real-estate', '/property-management', '/guides', '/events', '/privacy', '/no-such-page', '/test-forms', '/work-with-us', '/group-trips/bachelorette'];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of [390, 1280]) {
  const ctx = await b.newContext({ viewport: { width: w, height: 900 }, reducedMotion: 'reduce' });
  const p = await ctx.newPage();
  for (const path of pages) {
    await p.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    await p.waitForTimeout(300);
    await p.screenshot({ path: `${out}/${w}${path.replace(/\//g, '_') || '_'}.png`, fullPage: true });
  }
  await ctx.close();
}
await b.close();
