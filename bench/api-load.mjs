// Load benchmark, run by hand (not part of `npm test`). In one run, with autocannon at 50
// connections on loopback: a bare Koa route in a process of its own (the ceiling), then the
// BUILT server's catalogue GETs and server-rendered pages. Prints a markdown table: req/s,
// p50, p99 and each path's share of the ceiling's req/s.
//
//   pnpm run build && node bench/api-load.mjs [--duration 5] [--warmup 2] [--connections 50]
//   node bench/api-load.mjs --postgres [postgres://postgres@127.0.0.1:5432/postgres]
//
// Database: a throw-away PGlite by default; with --postgres, a throw-away database created on
// that PostgreSQL server and dropped at the end; with DATABASE_URL set, that database as is
// (the server migrates and seeds it, as it does at every start).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'packages', 'server');
// pg is the server package's dependency; the bench borrows it to create its database.
const pg = createRequire(path.join(serverDir, 'package.json'))('pg');

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3900' },
    'ceiling-port': { type: 'string', default: '3901' },
    postgres: { type: 'string' },
  },
  allowPositionals: false,
  // `--postgres` alone means the local server.
  args: process.argv
    .slice(2)
    .flatMap((a, i, all) =>
      a === '--postgres' && (!all[i + 1] || all[i + 1].startsWith('--'))
        ? ['--postgres', 'postgres://postgres@127.0.0.1:5432/postgres']
        : [a],
    ),
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const LOOPBACK = '127.0.0.1';
const base = `http://${LOOPBACK}:${values.port}`;
const ceilingBase = `http://${LOOPBACK}:${values['ceiling-port']}`;
// What a browser sends: the server answers brotli where it can.
const headers = { 'accept-encoding': 'gzip, deflate, br' };

const children = [];
const cleanups = [];
function start(args, env, cwd = root) {
  const childEnv = { ...process.env, ...env };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const child = spawn(process.execPath, args, {
    cwd,
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

/** The database the built server runs on, described for the table's title. */
async function database() {
  if (values.postgres) {
    const admin = new URL(values.postgres);
    const name = `cabo_bench_${Date.now().toString(36)}`;
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return { env: { DATABASE_URL: url.toString() }, label: `PostgreSQL (${url.host})` };
  }
  if (process.env.DATABASE_URL) {
    return { env: {}, label: `PostgreSQL (${new URL(process.env.DATABASE_URL).host}, as given)` };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-bench-db-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return { env: { PGLITE_DIR: dir, DATABASE_URL: undefined }, label: 'PGlite (embedded)' };
}

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function measure(label, url) {
  if (!url.startsWith(`http://${LOOPBACK}:`)) throw new Error(`not loopback: ${url}`);
  const check = await fetch(url, { headers, redirect: 'manual' });
  await check.arrayBuffer();
  const r = await run(url, duration);
  return {
    label,
    status: check.status,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

// A bare Koa route answering a small JSON, in a process of its own like the server.
const CEILING = `
  import Koa from 'koa';
  const app = new Koa();
  app.use((ctx) => { ctx.body = { ok: true }; });
  app.listen(${values['ceiling-port']}, '${LOOPBACK}');
`;

async function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))),
  );
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));

try {
  const db = await database();
  start(['--input-type=module', '-e', CEILING], {}, serverDir);
  start([path.join(serverDir, 'dist', 'main.js')], {
    ...db.env,
    PORT: values.port,
    HOST: LOOPBACK,
    NODE_ENV: 'production',
    SESSION_KEYS: process.env.SESSION_KEYS ?? randomBytes(32).toString('base64url'),
  });
  await waitUntilUp(ceilingBase);
  await waitUntilUp(`${base}/api/health`);

  const posts = await (await fetch(`${base}/api/blog`)).json();
  const slug = posts[0]?.slug;
  if (!slug) throw new Error('the blog is empty: did the seeds run?');

  const paths = ['/api/resorts', `/api/blog/${slug}`, '/', '/blog', `/blog/${slug}`];
  // One warm-up pass over everything first, so the server's start-up work (JIT, the outbox's
  // first maintenance) is behind it before anything is measured.
  for (const url of [`${ceilingBase}/`, ...paths.map((p) => `${base}${p}`)]) {
    await run(url, warmup);
  }
  // The ceiling is measured first and last, and averaged: other load on the machine then
  // weighs on it as on the paths measured in between.
  const first = await measure('bare Koa route', `${ceilingBase}/`);
  const rows = [];
  for (const p of paths) rows.push(await measure(`\`GET ${p}\``, `${base}${p}`));
  const last = await measure('bare Koa route', `${ceilingBase}/`);
  const mean = (key) => (first[key] + last[key]) / 2;
  rows.unshift({
    label: 'bare Koa route (ceiling, mean of first and last)',
    status: last.status,
    rps: mean('rps'),
    p50: mean('p50'),
    p99: mean('p99'),
    failures: first.failures + last.failures,
  });
  const ceiling = rows[0].rps;
  console.log(
    `\n${db.label}; autocannon ${connections} connections, ${warmup} s warm-up pass, then ${duration} s per path; ` +
      `${os.cpus().length} cores, Node ${process.versions.node}\n`,
  );
  console.log('| path | status | req/s | p50 ms | p99 ms | x ceiling | failed |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.status} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling).toFixed(2)} | ${r.failures} |`,
    );
  }
} finally {
  await stopAll();
}
