// Lighthouse benchmark, run by hand (not part of `npm test`). In one run: the BUILT server on
// a throw-away PGlite and the static limit page (bench/limit-page: plain HTML, inline CSS, a
// 1200x600 JPEG hero of about 60 KB), both on loopback, measured with Lighthouse's default
// mobile settings (simulated throttling) in Debian's Chromium. Prints medians per page as a
// markdown table with each budget marked met or not; full reports go to bench/results/.
//
//   pnpm run build && node bench/lighthouse.mjs [--runs 3] [--pages /resorts,/villas/x]
//
// Budgets (docs in bench/README.md): performance at least the limit page's (100 where it
// gets 100); accessibility, best practices and SEO 100; LCP at most 1.3 x the limit page's;
// CLS 0; TBT under 100 ms.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

/** `photo:villa-2` names the villa (by id) whose gallery gets the uploaded photo. */
const PHOTO_MARK = 'photo:';
const PHOTO_FILE = 'bench/fixtures/beach-photo.jpg';

/**
 * The pages measured by default, one line each. `notFound`: the page answers 404 on purpose
 * (Lighthouse audits it anyway; see notFoundOverrides for the audits it fails by design).
 * `noindex`: a visitor's own page, kept out of search engines on purpose (is-crawlable).
 */
const PAGES = [
  { path: '/' },
  { path: '/blog' },
  { path: '/blog/luxury-yacht-charters-guide' },
  { path: '/no-such-page', notFound: true },
  { path: '/group-trips/family' },
  { path: '/weddings' },
  { path: '/property-management' },
  { path: '/adventures' },
  { path: '/adventures/luxury-sailing' },
  { path: '/restaurants' },
  { path: '/restaurants/1' },
  { path: '/events' },
  { path: '/guides' },
  { path: '/group-trips/corporate' },
  { path: '/resorts' },
  { path: '/resorts/waldorf-astoria-los-cabos-pedregal' },
  { path: '/villas' },
  { path: '/villas/villa-bellissima' },
  { path: '/real-estate' },
  // A visitor's own pages (docs/lead-forms.md, "After success"): noindex by design, as signed
  // out (a status page without its link asks to log in).
  { path: '/requests/CBO-7K4Q2', noindex: true },
  { path: '/account/requests', noindex: true },
  { path: '/account/confirm', noindex: true },
  // A villa whose cover is an uploaded camera photo (bench/fixtures), set up by the script.
  { path: `${PHOTO_MARK}villa-2`, photo: true },
];

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Every host name but loopback fails to resolve: a remote request cannot leave the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const BUDGET = { lcpRatio: 1.3, tbtMs: 100, cls: 0 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.join(root, 'packages', 'server', 'dist', 'main.js');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    port: { type: 'string', default: '3910' },
    'limit-port': { type: 'string', default: '3911' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});
const runs = Number(values.runs);
const LOOPBACK = '127.0.0.1';
const base = `http://${LOOPBACK}:${values.port}`;
const limitUrl = `http://${LOOPBACK}:${values['limit-port']}/`;
// `--pages /a,/b` measures those paths instead; a path ending in `!404` is a 404 page, and
// `photo:villa-2` the page of that villa once its cover is the uploaded photo.
const pages = values.pages
  ? values.pages.split(',').map((p) => {
      const notFound = p.endsWith('!404');
      return { path: notFound ? p.slice(0, -4) : p, notFound, photo: p.startsWith(PHOTO_MARK) };
    })
  : PAGES;

if (!fs.existsSync(serverMain)) {
  console.error(`${path.relative(root, serverMain)} is missing: run \`pnpm run build\` first.`);
  process.exit(1);
}

/** The admin the throw-away server creates at its start, for the photo's setup. */
const ADMIN = { username: 'bench-admin', password: randomBytes(18).toString('base64url') };

/**
 * Signs in as the admin, uploads the camera-sized photo, describes it, waits for its
 * variants, makes it the first picture of the villa `villaId` and publishes the villa, as
 * staff would (docs/media.md); returns the villa's page path.
 */
async function villaWithUploadedPhoto(villaId) {
  const jar = new Map();
  const call = async (method, url, body) => {
    const headers = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    const json = body !== undefined && !(body instanceof FormData);
    if (json) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: json ? JSON.stringify(body) : body,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const answer = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  await call('POST', '/api/admin/login', ADMIN);
  const form = new FormData();
  const bytes = fs.readFileSync(path.join(root, PHOTO_FILE));
  form.set('file', new Blob([bytes], { type: 'image/jpeg' }), 'IMG_2041.jpg');
  let asset = await call('POST', '/api/admin/media', form);
  process.stderr.write(`uploaded ${PHOTO_FILE} (${(bytes.length / 1e6).toFixed(2)} MB)\n`);
  await call('PATCH', `/api/admin/media/${asset.id}`, {
    alt: 'The pool terrace above the beach, the sea beyond',
  });
  const started = Date.now();
  while (asset.status === 'processing') {
    if (Date.now() - started > 300_000) throw new Error('The photo was not processed in 5 min');
    await new Promise((r) => setTimeout(r, 500));
    asset = await call('GET', `/api/admin/media/${asset.id}`);
  }
  if (asset.status !== 'ready')
    throw new Error(`The photo could not be processed: ${asset.status}`);
  process.stderr.write(`processed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const item = `/api/admin/content/villas/${villaId}`;
  const { version } = await call('GET', item);
  const saved = await call('PATCH', item, { version, galleryIds: [asset.id] });
  const published = await call('POST', `${item}/publish`, { version: saved.version });
  return published.path;
}

const children = [];
const cleanups = [];
function start(args, env = {}) {
  const childEnv = { ...process.env, ...env };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitUntilUp(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within a minute`);
}

async function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))),
  );
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Audits a page meant to answer 404 fails by being correct: the status code itself, not being
 * indexable, and the one console error Chrome logs for any 404 document (its own URL's
 * "Failed to load resource"). They count as passed; any other console error still counts.
 */
function notFoundOverrides(lhr) {
  const own = (item) =>
    item.source === 'network' && item.sourceLocation?.url === lhr.finalDisplayedUrl;
  const consoleErrors = lhr.audits['errors-in-console'];
  return new Map([
    ['http-status-code', 1],
    ['is-crawlable', 1],
    ...(consoleErrors.details?.items?.every(own) ? [['errors-in-console', 1]] : []),
  ]);
}

/** Weighted audits of a category with their scores, as Lighthouse counts them. */
function scoredAudits(lhr, id, overrides) {
  return lhr.categories[id].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.scoreDisplayMode !== 'notApplicable')
    .map(({ ref, audit }) => ({
      id: ref.id,
      weight: ref.weight,
      score: overrides.get(ref.id) ?? audit.score,
    }));
}

/** A category's score in points (0-100). */
function categoryScore(lhr, id, overrides) {
  if (!overrides.size) return lhr.categories[id].score * 100;
  const audits = scoredAudits(lhr, id, overrides);
  const weights = audits.reduce((sum, a) => sum + a.weight, 0);
  // Lighthouse rounds category scores to two places; so does this.
  const score = audits.reduce((sum, a) => sum + a.weight * a.score, 0) / weights;
  return Math.round(score * 100);
}

/** Audits below full marks in a category: what to fix. */
function failing(lhr, id, overrides) {
  return scoredAudits(lhr, id, overrides)
    .filter((a) => a.score < 1)
    .map((a) => a.id);
}

function summarize(lhrs, notFound = false, noindex = false) {
  const overrides = (l) =>
    notFound ? notFoundOverrides(l) : noindex ? new Map([['is-crawlable', 1]]) : new Map();
  const score = (id) => median(lhrs.map((l) => categoryScore(l, id, overrides(l))));
  const failed = (id) => [...new Set(lhrs.flatMap((l) => failing(l, id, overrides(l))))];
  const metric = (id) => median(lhrs.map((l) => l.audits[id].numericValue));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing: {
      performance: failed('performance'),
      accessibility: failed('accessibility'),
      bestPractices: failed('best-practices'),
      seo: failed('seo'),
    },
  };
}

function commitLabel() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
    }).length;
    return `${sha.trim()}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown commit';
  }
}

const slugOf = (p) => (p === '/' ? 'home' : p.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-'));

// Taken before the run: the tree may change while it runs. The build is what is measured.
const measured = `commit ${commitLabel()}, server build of ${fs.statSync(serverMain).mtime.toISOString().slice(0, 16)}Z`;

let chrome;
try {
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-lighthouse-db-'));
  cleanups.push(() => fs.rmSync(dbDir, { recursive: true, force: true }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-lighthouse-data-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  start([...SERVER_NODE_FLAGS, serverMain], {
    PGLITE_DIR: dbDir,
    DATABASE_URL: undefined,
    PORT: values.port,
    HOST: LOOPBACK,
    NODE_ENV: 'production',
    SESSION_KEYS: process.env.SESSION_KEYS ?? randomBytes(32).toString('base64url'),
    // Uploaded pictures go to a throw-away folder too.
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  start([path.join(root, 'bench', 'limit-page', 'serve.mjs'), values['limit-port']]);
  await waitUntilUp(`${base}/api/health`);
  await waitUntilUp(limitUrl);

  // Warm both servers (first renders, caches), and note each page's status code.
  const targets = [{ label: 'limit page', url: limitUrl, slug: 'limit-page', notFound: false }];
  for (const p of pages) {
    if (p.photo) {
      const page = await villaWithUploadedPhoto(p.path.slice(PHOTO_MARK.length));
      const label = `\`${page}\` (uploaded photo)`;
      targets.push({
        ...p,
        label,
        path: page,
        url: `${base}${page}`,
        slug: `${slugOf(page)}-photo`,
      });
      continue;
    }
    targets.push({ label: `\`${p.path}\``, url: `${base}${p.path}`, slug: slugOf(p.path), ...p });
  }
  for (const t of targets) {
    const res = await fetch(t.url, { redirect: 'manual' });
    await res.arrayBuffer();
    t.status = res.status;
  }

  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-lighthouse-chrome-'));
  cleanups.push(() => fs.rmSync(userDataDir, { recursive: true, force: true }));
  chrome = await chromeLauncher.launch({
    chromePath: values.chrome,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.join(root, 'bench', 'results', `lighthouse-${stamp}`);
  fs.mkdirSync(outDir, { recursive: true });

  // Runs interleave the pages, so a slow moment of the machine hits all of them alike.
  const lhrs = new Map(targets.map((t) => [t, []]));
  for (let run = 1; run <= runs; run++) {
    for (const t of targets) {
      process.stderr.write(`run ${run}/${runs} ${t.url}\n`);
      let result;
      // A busy machine sometimes loses the trace (NO_NAVSTART): that run is repeated, twice at most.
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(t.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // The 404 page answers 404 on purpose; audit it anyway.
          ignoreStatusCode: t.notFound,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${t.url}`);
        fs.writeFileSync(path.join(outDir, `${t.slug}-run${run}.json`), result.report);
        const error = result.lhr.runtimeError;
        if (!error) break;
        if (attempt < 3 && error.code === 'NO_NAVSTART') {
          process.stderr.write(`  ${error.code}, repeating the run\n`);
          continue;
        }
        throw new Error(`${t.url}: ${error.code} ${error.message}`);
      }
      lhrs.get(t).push(result.lhr);
    }
  }

  const rows = targets.map((t) => ({ ...t, ...summarize(lhrs.get(t), t.notFound, t.noindex) }));
  const limit = rows[0];
  const yes = (ok) => (ok ? '✓' : '✗');
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const lines = [
    `Lighthouse ${lhrs.get(targets[0])[0].lighthouseVersion}, mobile (simulated throttling), ` +
      `${lhrs.get(targets[0])[0].environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ` +
      `median of ${runs} runs; ${measured}; ${os.cpus().length} cores, Node ${process.versions.node}`,
    '',
    '| page | status | perf | a11y | BP | SEO | FCP | LCP | LCP ÷ limit | TBT | CLS | budgets met |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const summary = [];
  for (const r of rows) {
    const isLimit = r === limit;
    const ratio = r.lcp / limit.lcp;
    const checks = {
      performance: r.performance >= Math.min(100, limit.performance),
      accessibility: r.accessibility === 100,
      bestPractices: r.bestPractices === 100,
      seo: r.seo === 100,
      lcp: ratio <= BUDGET.lcpRatio,
      tbt: r.tbt < BUDGET.tbtMs,
      cls: r.cls === BUDGET.cls,
    };
    const mark = (key) => (isLimit ? '' : ` ${yes(checks[key])}`);
    const met = Object.values(checks).filter(Boolean).length;
    lines.push(
      `| ${r.label} | ${r.status} | ${Math.round(r.performance)}${mark('performance')} | ` +
        `${Math.round(r.accessibility)}${mark('accessibility')} | ` +
        `${Math.round(r.bestPractices)}${r.notFound ? '\\*' : ''}${mark('bestPractices')} | ` +
        `${Math.round(r.seo)}${r.notFound ? '\\*' : ''}${mark('seo')} | ${s(r.fcp)} | ${s(r.lcp)} | ` +
        `${isLimit ? '1.00' : `${ratio.toFixed(2)}${mark('lcp')}`} | ${Math.round(r.tbt)} ms${mark('tbt')} | ` +
        `${r.cls.toFixed(3)}${mark('cls')} | ${isLimit ? '(reference)' : `${met}/7`} |`,
    );
    summary.push({ url: r.url, status: r.status, lcpRatio: ratio, checks, ...r, slug: undefined });
  }
  lines.push('');
  lines.push(
    'Budgets: perf ≥ the limit page’s (100 where it gets 100); a11y, BP, SEO 100; ' +
      `LCP ≤ ${BUDGET.lcpRatio} × the limit page; TBT < ${BUDGET.tbtMs} ms; CLS 0.`,
  );
  if (rows.some((r) => r.notFound)) {
    lines.push(
      '\\* a page meant to answer 404: its status code, not being indexable and the console ' +
        'error Chrome logs for its own 404 count as passed (BP, SEO).',
    );
  }
  for (const r of rows) {
    const f = Object.entries(r.failing).filter(([, ids]) => ids.length);
    if (f.length) {
      lines.push(
        `- ${r.label} below full marks in: ${f.map(([c, ids]) => `${c} (${ids.join(', ')})`).join('; ')}`,
      );
    }
  }
  console.log(`\n${lines.join('\n')}`);
  fs.writeFileSync(
    path.join(outDir, 'summary.json'),
    JSON.stringify({ measured, runs, pages: summary }, null, 2),
  );
  console.log(`\nReports: ${path.relative(root, outDir)}/`);
} finally {
  chrome?.kill();
  await stopAll();
}
