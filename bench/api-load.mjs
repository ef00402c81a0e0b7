// Load benchmark, run by hand (not part of `npm test`). In one run, with autocannon at 50
// connections on loopback: a bare Koa route in a process of its own (the ceiling), then the
// BUILT server's catalogue GETs and server-rendered pages, each followed by the same bare
// route sending that path's very answer. Prints a markdown table: bytes per answer, req/s,
// p50, p99, each path's share of both ceilings' req/s, and CPU time per answer of the server
// and of the client (bench/README.md says why both ceilings).
//
//   pnpm run build && node bench/api-load.mjs [--duration 5] [--warmup 2] [--rounds 1]
//     [--connections 50]
//   node bench/api-load.mjs --postgres [postgres://postgres@127.0.0.1:5432/postgres]
//
// Database: a throw-away PGlite by default; with --postgres, a throw-away database created on
// that PostgreSQL server and dropped at the end; with DATABASE_URL set, that database as is
// (the server migrates and seeds it, as it does at every start).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { cpuSeconds } from './lib/process-cpu.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'packages', 'server');
// pg is the server package's dependency; the bench borrows it to create its database.
const pg = createRequire(path.join(serverDir, 'package.json'))('pg');

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3900' },
    'ceiling-port': { type: 'string', default: '3901' },
    postgres: { type: 'string' },
    'keep-bodies': { type: 'boolean', default: false },
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
const rounds = Math.max(1, Number(values.rounds));
const connections = Number(values.connections);
const LOOPBACK = '127.0.0.1';
const base = `http://${LOOPBACK}:${values.port}`;
const ceilingBase = `http://${LOOPBACK}:${values['ceiling-port']}`;
// What a browser sends: the server answers brotli where it can.
const headers = { 'accept-encoding': 'gzip, deflate, br' };

const children = [];
const cleanups = [];
function start(args, env, cwd = root, ipc = false) {
  const childEnv = { ...process.env, ...env };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const child = spawn(process.execPath, args, {
    cwd,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit', ...(ipc ? ['ipc'] : [])],
  });
  children.push(child);
  return child;
}

// Migrating and seeding a new PGlite takes over a minute when the machine is busy.
async function waitUntilUp(url) {
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within three minutes`);
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

// autocannon appends every response body to a string (a UTF-8 decode of compressed bytes,
// then garbage) that nothing here reads; for a 10-13 KB page that was a third of the
// client's CPU time per answer, which already cost more than the server's, so the pages
// measured the client (bench/README.md). Dropped: the bytes are still read and framed.
const discardBodies = (client) => {
  client.pipelinedRequests.addBody = () => {};
};

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers,
        ...(values['keep-bodies'] ? {} : { setupClient: discardBodies }),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function measure(url, pid) {
  if (!url.startsWith(`http://${LOOPBACK}:`)) throw new Error(`not loopback: ${url}`);
  const check = await fetch(url, { headers, redirect: 'manual' });
  await check.arrayBuffer();
  const cpuBefore = cpuSeconds(pid);
  const clientBefore = process.cpuUsage();
  const r = await run(url, duration);
  const client = process.cpuUsage(clientBefore);
  const cpuAfter = cpuSeconds(pid);
  return {
    status: check.status,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    // Bytes on the wire per answer, headers included (brotli where the server sends it).
    kb: r.throughput.total / Math.max(1, r.requests.total) / 1024,
    // The serving process's CPU time per answer: unlike req/s, it hardly moves when other
    // work on the machine takes CPU from the benchmark.
    cpuUs:
      cpuBefore === null || cpuAfter === null
        ? null
        : ((cpuAfter - cpuBefore) * 1e6) / Math.max(1, r.requests.total),
    // The same for autocannon, which shares the machine's cores with the server.
    clientUs: (client.user + client.system) / Math.max(1, r.requests.total),
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

// A bare Koa route answering a small JSON, in a process of its own like the server; under
// /same/{i}, the same route sends the i-th path's answer as the server sent it (status,
// headers but Date and Connection, which Node adds, and the compressed body).
const CEILING = `
  import Koa from 'koa';
  const answers = new Map();
  process.on('message', (list) => {
    for (const [i, a] of list.entries()) answers.set('/same/' + i, { ...a, body: Buffer.from(a.body, 'base64') });
    process.send('ready');
  });
  const app = new Koa();
  app.use((ctx) => {
    const a = answers.get(ctx.path);
    if (!a) { ctx.body = { ok: true }; return; }
    ctx.status = a.status;
    ctx.set(a.headers);
    ctx.body = a.body;
  });
  app.listen(${values['ceiling-port']}, '${LOOPBACK}');
`;

const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** A path's answer as sent: status, headers and the body's bytes, still compressed. */
function answerOf(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const kept = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (!HOP_HEADERS.has(name)) kept[name] = value;
          }
          resolve({
            status: res.statusCode,
            headers: kept,
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
      })
      .on('error', reject);
  });
}

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
  // Both with the flags the server runs with in production, so the ratio measures the code.
  const ceilingChild = start(
    [...SERVER_NODE_FLAGS, '--input-type=module', '-e', CEILING],
    {},
    serverDir,
    true,
  );
  const ceilingPid = ceilingChild.pid;
  const serverPid = start([...SERVER_NODE_FLAGS, path.join(serverDir, 'dist', 'main.js')], {
    ...db.env,
    PORT: values.port,
    HOST: LOOPBACK,
    NODE_ENV: 'production',
    SESSION_KEYS: process.env.SESSION_KEYS ?? randomBytes(32).toString('base64url'),
  }).pid;
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
  // The bare route learns each path's answer as the warm server sends it.
  const answers = await Promise.all(paths.map((p) => answerOf(`${base}${p}`)));
  await new Promise((resolve) => {
    ceilingChild.once('message', resolve);
    ceilingChild.send(answers);
  });
  for (const i of paths.keys()) await run(`${ceilingBase}/same/${i}`, warmup);
  // The ceiling is measured before the first path and after every path; each path's share
  // is of the mean of the two ceilings around it, so other load on the machine weighs on
  // both alike. Right after each path, the bare route sends that path's answer ("same
  // answer"). With --rounds, every figure is the median over the rounds.
  const ceilingRuns = [];
  const pathRuns = paths.map(() => []);
  const ceilingUrl = `${ceilingBase}/`;
  for (let round = 0; round < rounds; round++) {
    let before = await measure(ceilingUrl, ceilingPid);
    ceilingRuns.push(before);
    for (const [i, p] of paths.entries()) {
      const r = await measure(`${base}${p}`, serverPid);
      const same = await measure(`${ceilingBase}/same/${i}`, ceilingPid);
      const after = await measure(ceilingUrl, ceilingPid);
      ceilingRuns.push(after);
      pathRuns[i].push({
        ...r,
        share: r.rps / ((before.rps + after.rps) / 2),
        sameShare: r.rps / same.rps,
        sameCpuShare: same.cpuUs === null || r.cpuUs === null ? null : same.cpuUs / r.cpuUs,
      });
      before = after;
    }
  }
  const median = (runs, key) => {
    const values = runs.map((r) => r[key]);
    if (values.some((v) => v === null)) return null;
    const sorted = values.sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const summary = (label, runs) => ({
    label,
    status: runs.at(-1).status,
    ...Object.fromEntries(
      ['rps', 'p50', 'p99', 'kb', 'cpuUs', 'clientUs', 'share', 'sameShare', 'sameCpuShare'].map(
        (k) => [k, median(runs, k)],
      ),
    ),
    failures: runs.reduce((n, r) => n + r.failures, 0),
  });
  const rows = [
    {
      ...summary('bare Koa route (ceiling)', ceilingRuns),
      share: 1,
      sameShare: 1,
      sameCpuShare: 1,
    },
    ...paths.map((p, i) => summary(`\`GET ${p}\``, pathRuns[i])),
  ];
  console.log(
    `\n${db.label}; autocannon ${connections} connections, bodies ` +
      `${values['keep-bodies'] ? 'kept' : 'discarded'}, ${warmup} s warm-up pass, then ` +
      `${rounds} round(s) of ${duration} s per path, the ceiling between paths; ` +
      `${os.cpus().length} cores, Node ${process.versions.node}\n`,
  );
  const ceilingCpu = rows[0].cpuUs;
  console.log(
    '| path | status | KB sent | req/s | p50 ms | p99 ms | x ceiling | x same answer | CPU µs/req | x ceiling by CPU | x same answer by CPU | client µs/req | failed |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const fixed = (v) => (v === null ? '-' : v.toFixed(2));
  for (const r of rows) {
    const cpu = r.cpuUs === null ? '-' : Math.round(r.cpuUs);
    const byCpu = r.cpuUs === null || ceilingCpu === null ? '-' : (ceilingCpu / r.cpuUs).toFixed(2);
    console.log(
      `| ${r.label} | ${r.status} | ${r.kb.toFixed(1)} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.share.toFixed(2)} | ${fixed(r.sameShare)} | ${cpu} | ${byCpu} | ${fixed(r.sameCpuShare)} | ${Math.round(r.clientUs)} | ${r.failures} |`,
    );
  }
} finally {
  await stopAll();
}
