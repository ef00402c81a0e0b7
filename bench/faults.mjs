// Faults under load: two instances of the built server on one PostgreSQL, lead POSTs at 100
// connections across both, PostgreSQL restarted in the middle, then SIGTERM to one instance
// while the load goes on. Prints what visitors got and what was stored (bench/README.md).
// Run by hand as root on a machine whose PostgreSQL may be restarted; never in `npm test`.
import { spawn, spawnSync } from 'node:child_process';
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
const serverDir = path.join(root, 'packages/server');
const LOOPBACK = '127.0.0.1';
// The server's own knex: the benchmark checks what it stored.
const knexFactory = createRequire(path.join(serverDir, 'package.json'))('knex');

const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    duration: { type: 'string', default: '40' },
    connections: { type: 'string', default: '100' },
    'outage-at': { type: 'string', default: '8' },
    'outage-seconds': { type: 'string', default: '6' },
    'sigterm-at': { type: 'string', default: '28' },
    'throughput-seconds': { type: 'string', default: '8' },
    port: { type: 'string', default: '3960' },
    keep: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration) * 1000;
const connections = Number(values.connections);
const outageAt = Number(values['outage-at']) * 1000;
const outageMs = Number(values['outage-seconds']) * 1000;
const sigtermAt = Number(values['sigterm-at']) * 1000;
const ports = [Number(values.port), Number(values.port) + 1];
const barePort = Number(values.port) + 2;

if (!fs.existsSync(path.join(serverDir, 'dist/main.js'))) {
  throw new Error('Build first: pnpm run build');
}
const cluster = fs.readdirSync('/etc/postgresql')[0];
const pgctl = (action) => {
  const r = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster, 'main', action], {
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`pg_ctlcluster ${action} failed`);
};
const pgReady = () => spawnSync('pg_isready', ['-h', LOOPBACK, '-p', '5432', '-q']).status === 0;

const children = [];
const cleanups = [];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-faults-'));
if (!values.keep) cleanups.push(() => fs.rmSync(scratch, { recursive: true, force: true }));

function start(args, env, name) {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = fs.createWriteStream(path.join(scratch, `${name}.log`));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.exits = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  children.push(child);
  return child;
}

async function waitUntil(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

const leadBody = () =>
  JSON.stringify({
    submissionId: randomBytes(16).toString('base64url').slice(0, 21),
    formName: 'group-trip',
    interestType: 'group_trip',
    firstName: 'Lucia',
    lastName: 'Marquez',
    email: 'lucia@example.com',
    phone: '+52 624 123 4567',
    formData: { groupSize: '8', checkIn: '2026-07-10', checkOut: '2026-07-13' },
  });

// Visitors come from many addresses, through a load balancer (TRUST_PROXY=1): the rate
// limits count per address, and one address for all would make every POST wait on one row.
const visitorIp = () =>
  `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${1 + ((Math.random() * 254) | 0)}`;

// A bare Koa route that stores one row per POST: what a lead POST is measured against.
const BARE = `
  import Koa from 'koa';
  import knexFactory from 'knex';
  const knex = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 10 } });
  await knex.raw('create table if not exists bench_rows (id serial primary key, body jsonb not null)');
  const app = new Koa();
  app.use(async (ctx) => {
    if (ctx.method !== 'POST') return void (ctx.body = { ok: true });
    let raw = '';
    for await (const chunk of ctx.req) raw += chunk;
    const [row] = await knex('bench_rows').insert({ body: raw }).returning('id');
    ctx.status = 201;
    ctx.body = { id: row.id };
  });
  app.listen(${barePort}, '${LOOPBACK}');
`;

/** req/s and p99 of lead-shaped POSTs; with `pid`, that process's CPU time per answer. */
async function measurePosts(url, seconds, conns, pid) {
  const cpuBefore = pid ? cpuSeconds(pid) : null;
  const result = await postLoad(url, seconds, conns);
  const cpuAfter = pid ? cpuSeconds(pid) : null;
  const answers = result.rps * seconds;
  return {
    ...result,
    cpuUs:
      cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1e6) / answers,
  };
}

function postLoad(url, seconds, conns) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: conns,
        duration: seconds,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: leadBody(),
              headers: { ...req.headers, 'x-forwarded-for': visitorIp() },
            }),
          },
        ],
      },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              rps: r.requests.average,
              p99: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors,
            }),
    );
  });
}

/** One request on a keep-alive agent; resolves with what the visitor got. */
function postLead(agent, port) {
  const body = leadBody();
  const submissionId = JSON.parse(body).submissionId;
  const sent = Date.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: LOOPBACK,
        port,
        method: 'POST',
        path: '/api/leads',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': visitorIp(),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ port, submissionId, sent, at: Date.now(), status: res.statusCode }),
        );
        res.on('error', (err) =>
          resolve({ port, submissionId, sent, at: Date.now(), error: err.code ?? err.message }),
        );
      },
    );
    req.on('error', (err) =>
      resolve({ port, submissionId, sent, at: Date.now(), error: err.code ?? err.message }),
    );
    req.end(body);
  });
}

async function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => c.exits));
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));

try {
  if (!pgReady()) pgctl('start');
  const dbName = `cabo_faults_${Date.now().toString(36)}`;
  const admin = knexFactory({
    client: 'pg',
    connection: values.postgres,
    pool: { min: 0, max: 1 },
  });
  await admin.raw('create database ??', [dbName]);
  cleanups.push(async () => {
    if (!pgReady()) pgctl('start');
    await admin.raw('drop database if exists ?? with (force)', [dbName]);
    await admin.destroy();
  });
  const url = new URL(values.postgres);
  url.pathname = `/${dbName}`;
  const env = {
    DATABASE_URL: url.toString(),
    NODE_ENV: 'production',
    HOST: LOOPBACK,
    SESSION_KEYS: randomBytes(32).toString('base64url'),
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'a long bench password',
    MAIL_DIR: path.join(scratch, 'mail'),
    LOG_FORMAT: 'json',
    RATE_LIMIT_PUBLIC_POSTS_PER_MINUTE: '100000000',
    TRUST_PROXY: '1',
  };
  // The first migrates and seeds; the second starts on the finished database.
  const instances = [];
  for (const [i, port] of ports.entries()) {
    instances.push(
      start(
        [...SERVER_NODE_FLAGS, 'dist/main.js'],
        { ...env, PORT: String(port) },
        `instance-${i + 1}`,
      ),
    );
    await waitUntil(`http://${LOOPBACK}:${port}/api/health/ready`);
  }
  const bareProcess = start(
    ['--input-type=module', '-e', BARE],
    { DATABASE_URL: url.toString() },
    'bare',
  );
  await waitUntil(`http://${LOOPBACK}:${barePort}/`);

  // Throughput outside any fault, at 50 connections: the lead POST beside one insert.
  const seconds = Number(values['throughput-seconds']);
  await measurePosts(`http://${LOOPBACK}:${ports[0]}/api/leads`, 2, 50);
  await measurePosts(`http://${LOOPBACK}:${barePort}/`, 2, 50);
  const lead = await measurePosts(
    `http://${LOOPBACK}:${ports[0]}/api/leads`,
    seconds,
    50,
    instances[0].pid,
  );
  const bare = await measurePosts(`http://${LOOPBACK}:${barePort}/`, seconds, 50, bareProcess.pid);

  // The fault run: 100 connections split across both instances, one request each at a time.
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const results = [];
  const t0 = Date.now();
  const timeline = {};
  const loops = Array.from({ length: connections }, async (_, i) => {
    const which = i % 2;
    while (Date.now() - t0 < duration) {
      // A stopped instance that refuses connections gets no more traffic, as from a load
      // balancer; refused connections are counted, they are not answers.
      if (timeline.refused && which === 1) {
        results.push(await postLead(agents[0], ports[0]));
        continue;
      }
      const r = await postLead(agents[which], ports[which]);
      if (timeline.sigterm && which === 1 && r.error === 'ECONNREFUSED') timeline.refused = true;
      results.push(r);
    }
  });
  const faults = (async () => {
    await new Promise((r) => setTimeout(r, outageAt));
    timeline.pgStop = Date.now();
    pgctl('stop');
    await new Promise((r) => setTimeout(r, outageMs));
    pgctl('start');
    while (!pgReady()) await new Promise((r) => setTimeout(r, 50));
    timeline.pgBack = Date.now();
    await new Promise((r) => setTimeout(r, Math.max(0, sigtermAt - (Date.now() - t0))));
    timeline.sigterm = Date.now();
    instances[1].kill('SIGTERM');
  })();
  await Promise.all([...loops, faults]);
  for (const agent of agents) agent.destroy();
  const stoppedExit = await Promise.race([
    instances[1].exits,
    new Promise((r) => setTimeout(() => r({ code: 'still running after 30 s' }), 30_000)),
  ]);

  // What was stored: every 2xx exactly once.
  const check = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 1 } });
  const ok = results.filter((r) => r.status >= 200 && r.status < 300).map((r) => r.submissionId);
  const counts = new Map();
  for (let i = 0; i < ok.length; i += 5000) {
    const rows = await check('leads')
      .whereIn('submission_id', ok.slice(i, i + 5000))
      .groupBy('submission_id')
      .select('submission_id', check.raw('count(*)::int as n'));
    for (const row of rows) counts.set(row.submission_id, row.n);
  }
  await check.destroy();
  const notStored = ok.filter((id) => !counts.has(id)).length;
  const storedTwice = [...counts.values()].filter((n) => n > 1).length;

  const byStatus = (rows) => {
    const tally = {};
    for (const r of rows) {
      const key = r.error ?? String(r.status);
      tally[key] = (tally[key] ?? 0) + 1;
    }
    return Object.entries(tally)
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ');
  };
  const during = results.filter((r) => r.sent >= timeline.pgStop && r.sent < timeline.pgBack);
  const firstOk = results
    .filter((r) => r.status >= 200 && r.status < 300 && r.sent >= timeline.pgBack)
    .sort((a, b) => a.at - b.at)[0];
  const afterSigterm = results.filter((r) => r.port === ports[1] && r.at >= timeline.sigterm);
  const crashes = instances.filter(
    (c, i) => c.exitCode !== null && !(i === 1 && c.exitCode === 0),
  ).length;

  console.log(
    `\nbench/faults.mjs: 2 instances on PostgreSQL, ${connections} connections for ` +
      `${duration / 1000} s, PostgreSQL stopped ${outageMs / 1000} s at ${outageAt / 1000} s, ` +
      `SIGTERM to instance 2 at ${sigtermAt / 1000} s; ${os.cpus().length} cores, ` +
      `Node ${process.versions.node}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );
  const cpu = (m) => (m.cpuUs === null ? 'n/a' : Math.round(m.cpuUs));
  console.log('| what | figure | target |');
  console.log('|---|---|---|');
  console.log(`| requests sent | ${results.length} | |`);
  console.log(`| answers during the outage | ${byStatus(during) || 'none'} | 503, no 500 |`);
  console.log(
    `| seconds from PostgreSQL back to the first 2xx | ${firstOk ? ((firstOk.at - timeline.pgBack) / 1000).toFixed(2) : 'none'} | ≤ 5 |`,
  );
  console.log(`| process exits other than the stopped one's 0 | ${crashes} | 0 |`);
  console.log(`| stopped instance's exit | ${stoppedExit.code} | 0 |`);
  console.log(`| 2xx answers | ${ok.length} | |`);
  console.log(`| 2xx not stored / stored twice | ${notStored} / ${storedTwice} | 0 / 0 |`);
  console.log(
    `| instance 2's answers from SIGTERM on | ${byStatus(afterSigterm) || 'none'} | no reset, no 500 |`,
  );
  console.log(`| all answers | ${byStatus(results)} | |`);
  console.log(
    `| lead POST at 50 connections (req/s, p99, server CPU µs per answer) | ${Math.round(lead.rps)}, ${lead.p99} ms, ${cpu(lead)} (non-2xx ${lead.non2xx}) | |`,
  );
  console.log(
    `| bare Koa route, one insert (req/s, p99, server CPU µs per answer) | ${Math.round(bare.rps)}, ${bare.p99} ms, ${cpu(bare)} | |`,
  );
  console.log(
    `| lead POST x one-insert route | ${(lead.rps / bare.rps).toFixed(2)} | ≥ 0.3, p99 < 100 ms |`,
  );
  console.log(
    `\nServer logs: ${scratch}${values.keep ? '' : ' (removed at exit; --keep keeps them)'}`,
  );
} finally {
  await stopAll();
}
