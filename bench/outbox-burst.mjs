// Outbox burst benchmark, run by hand (not part of `npm test`). Starts the BUILT server on a
// throw-away database with e-mail written as .eml files to a temporary folder, POSTs a burst
// of leads, and measures how long the outbox takes to write every staff alert and
// acknowledgement they owe. Prints a markdown table.
//
//   pnpm run build && node bench/outbox-burst.mjs [--leads 5000] [--connections 32]
//     [--rounds 1] [--timeout 900] [--port 3920] [--postgres URL] [--pglite]
//
// Database: a throw-away database on the local PostgreSQL (created, dropped after); with
// --pglite, a throw-away PGlite folder instead. Environment variables the server reads
// (OUTBOX_CONCURRENCY, OUTBOX_POLL_SECONDS…) pass through to it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cpuSeconds } from './lib/process-cpu.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'packages', 'server');
// The server package's dependencies, borrowed to create and read its database.
const serverRequire = createRequire(path.join(serverDir, 'package.json'));
const pg = serverRequire('pg');

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '5000' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '1' },
    timeout: { type: 'string', default: '900' },
    port: { type: 'string', default: '3920' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    pglite: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});
const leadCount = Number(values.leads);
const connections = Number(values.connections);
const rounds = Math.max(1, Number(values.rounds));
const timeoutMs = Number(values.timeout) * 1000;
const port = Number(values.port);
if (port < 3920 || port > 3929) throw new Error('--port must be within 3920-3929');
const base = `http://127.0.0.1:${port}`;
const LETTERS_PER_LEAD = 2; // a staff alert and an acknowledgement (src/mail/letters.ts)

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A valid lead of one of a few forms (the same shapes as the server tests' payloads). */
function lead(i) {
  const contact = {
    firstName: 'Lucia',
    lastName: `Marquez ${i}`,
    email: `lucia.${i}@example.com`,
    phone: '+52 624 123 4567',
    submissionId: randomBytes(16).toString('base64url').slice(0, 21),
  };
  const forms = [
    {
      formName: 'wedding',
      interestType: 'wedding',
      budget: '$40,000',
      timeline: '2026-11-14',
      formData: { date: '2026-11-14', guestCount: '80', notes: 'Beach ceremony' },
    },
    {
      formName: 'group-trip',
      interestType: 'group_trip',
      formData: { groupSize: '8', checkIn: '2027-07-10', checkOut: '2027-07-13' },
    },
    {
      formName: 'corporate-event',
      interestType: 'group_trip',
      budget: '$10000-$50000',
      formData: { companyName: 'Acme', eventType: 'team_building', groupSize: '40' },
    },
    {
      formName: 'luxury-concierge',
      interestType: 'concierge',
      budget: '$10000+',
      formData: { groupSize: '4', notes: 'Yacht and private chef', dates: 'May 2027' },
    },
  ];
  return { ...contact, ...forms[i % forms.length] };
}

async function waitUntilUp(child) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error('the server did not answer within two minutes');
}

async function postLeads() {
  let next = 0;
  const statuses = new Map();
  async function client() {
    while (next < leadCount) {
      const i = next++;
      const res = await fetch(`${base}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead(i)),
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: connections }, client));
  return statuses;
}

/** Every .eml file's inode by name: a file written twice (renamed over) gets a new inode. */
function scanMail(dir, seen, rewritten) {
  let names = [];
  try {
    names = fs.readdirSync(dir).filter((n) => n.endsWith('.eml'));
  } catch {
    return 0;
  }
  for (const name of names) {
    let ino;
    try {
      ino = fs.statSync(path.join(dir, name)).ino;
    } catch {
      continue;
    }
    const before = seen.get(name);
    if (before !== undefined && before !== ino) rewritten.add(name);
    seen.set(name, ino);
  }
  return names.length;
}

/** The e-mail rows of outbox_messages: state counts and each row's file-name id. */
async function emailRows(query) {
  const { rows } = await query(
    `select id, state, attempts, created_at from outbox_messages where destination = 'email'`,
  );
  return rows;
}

function mailIdOf(row) {
  // The same name as the worker's mailId(): the row's creation time and its id.
  const stamp = new Date(row.created_at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-outbox-${row.id}.eml`;
}

async function round() {
  const cleanups = [];
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-bench-mail-'));
  cleanups.push(() => fs.rmSync(mailDir, { recursive: true, force: true }));
  let env;
  let label;
  let live = null;
  if (values.pglite) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-bench-db-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    env = { PGLITE_DIR: dir, DATABASE_URL: undefined };
    label = 'PGlite';
    live = { pgliteDir: dir };
  } else {
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
    env = { DATABASE_URL: url.toString() };
    label = 'PostgreSQL 15';
    live = { url: url.toString() };
  }

  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_KEYS: randomBytes(32).toString('base64url'),
    PORT: String(port),
    HOST: '127.0.0.1',
    MAIL_DIR: mailDir,
    RATE_LIMIT_PUBLIC_POSTS_PER_MINUTE: '10000000',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password-123',
    SMTP_HOST: undefined,
    AUTOMATION_WEBHOOK_URL: undefined,
    TABLE_SERVICE_URL: undefined,
    TABLE_SERVICE_TOKEN: undefined,
    ...env,
  };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(serverDir, 'dist', 'main.js')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((resolve) =>
    child.on('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );

  let db = null;
  try {
    await waitUntilUp(child);
    if (live.url) {
      db = new pg.Client({ connectionString: live.url });
      await db.connect();
    }
    const owedTarget = leadCount * LETTERS_PER_LEAD;
    const seen = new Map();
    const rewritten = new Set();
    const started = performance.now();
    const posting = postLeads().then((statuses) => ({
      statuses,
      seconds: (performance.now() - started) / 1000,
    }));
    let written = 0;
    let writtenAt = null;
    let rowsSentAt = null;
    let posted = null;
    // The CPU of the server and of its database's PostgreSQL backends (sampled, as they come
    // and go with the pool).
    const backendCpu = new Map();
    const sampleBackends = async () => {
      if (!db) return;
      const { rows } = await db.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      for (const { pid } of rows) {
        const cpu = cpuSeconds(pid);
        if (cpu !== null) backendCpu.set(pid, Math.max(backendCpu.get(pid) ?? 0, cpu));
      }
    };
    const serverCpuBefore = cpuSeconds(child.pid) ?? 0;
    let writtenWhenPosted = null;
    posting.then((p) => {
      posted = p;
      writtenWhenPosted = scanMail(mailDir, seen, rewritten);
    });
    while (performance.now() - started < timeoutMs && !exited) {
      await sleep(250);
      written = scanMail(mailDir, seen, rewritten);
      const stored = posted ? (posted.statuses.get(201) ?? 0) : null;
      const owed = stored === null ? owedTarget : stored * LETTERS_PER_LEAD;
      await sampleBackends();
      if (writtenAt === null && written >= owed && posted) {
        writtenAt = (performance.now() - started) / 1000;
      }
      if (db && rowsSentAt === null && posted) {
        const { rows } = await db.query(
          `select count(*)::int as n from outbox_messages where destination = 'email' and state = 'sent'`,
        );
        if (rows[0].n >= owed) rowsSentAt = (performance.now() - started) / 1000;
      }
      if (writtenAt !== null && (rowsSentAt !== null || !db)) break;
    }
    const endedAt = (performance.now() - started) / 1000;
    const serverCpu = (cpuSeconds(child.pid) ?? 0) - serverCpuBefore;
    await sampleBackends();
    const postgresCpu = db ? [...backendCpu.values()].reduce((a, b) => a + b, 0) : null;
    if (!posted) await posting;
    if (exited) throw new Error('the server exited during the burst');
    // A late duplicate would show within a poll or two.
    await sleep(1000);
    written = scanMail(mailDir, seen, rewritten);

    let rows;
    let leadsStored;
    if (db) {
      rows = await emailRows((sql) => db.query(sql));
      leadsStored = (await db.query('select count(*)::int as n from leads')).rows[0].n;
      await db.end();
      db = null;
      child.kill('SIGTERM');
      await exit;
    } else {
      child.kill('SIGTERM');
      await exit;
      // PGlite is one process's: read it once the server has stopped.
      const { PGlite } = await import(serverRequire.resolve('@electric-sql/pglite'));
      const lite = new PGlite(live.pgliteDir);
      rows = await emailRows((sql) => lite.query(sql));
      leadsStored = Number((await lite.query('select count(*) as n from leads')).rows[0].n);
      await lite.close();
    }
    const files = new Set(seen.keys());
    const expectedFiles = new Set(rows.map(mailIdOf));
    const missing = [...expectedFiles].filter((f) => !files.has(f)).length;
    const stray = [...files].filter((f) => !expectedFiles.has(f)).length;
    const retried = rows.filter((r) => r.attempts > 1).length;
    const unsent = rows.filter((r) => r.state !== 'sent').length;
    return {
      label,
      leadsStored,
      posts: posted.statuses,
      postSeconds: posted.seconds,
      writtenWhenPosted,
      serverCpu,
      postgresCpu,
      owed: rows.length,
      written,
      writtenAt,
      endedAt,
      rowsSentAt,
      rewritten: rewritten.size,
      retried,
      missing,
      stray,
      unsent,
    };
  } finally {
    if (db) await db.end().catch(() => {});
    if (!exited) {
      child.kill('SIGTERM');
      await exit;
    }
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

const median = (xs) => {
  const sorted = xs.filter((x) => x !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (x, digits = 1) => (x === null ? 'not within the timeout' : x.toFixed(digits));

const results = [];
for (let i = 0; i < rounds; i++) {
  const r = await round();
  results.push(r);
  const posts = [...r.posts].map(([status, n]) => `${n}×${status}`).join(', ');
  console.error(
    `round ${i + 1}: ${r.leadsStored} leads (${posts}) in ${r.postSeconds.toFixed(1)} s, ` +
      `${r.writtenWhenPosted} e-mails written by then, ` +
      `${r.written}/${r.owed} at ${fmt(r.writtenAt)} s` +
      (r.rowsSentAt !== null ? `, rows sent at ${fmt(r.rowsSentAt)} s` : ''),
  );
}
const last = results.at(-1);
const seconds = median(results.map((r) => r.writtenAt));
// Short of the target within the timeout: the rate so far.
const ratePerRound = results.map((r) => r.written / (r.writtenAt ?? r.endedAt));
const duplicates = results.map(
  (r) =>
    `${r.rewritten} rewritten, ${r.retried} retried, ${r.stray} without a row, ${r.missing} missing`,
);
console.log(
  `\n${last.label}, ${leadCount} leads at ${connections} connections, ` +
    `${rounds} round(s), medians; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
);
console.log(
  '| leads stored | e-mails owed | e-mails written | POSTs done (s) | seconds from the first POST to all written | rows all sent (s) | e-mails/s | server CPU s | PostgreSQL CPU s | duplicates |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
console.log(
  `| ${median(results.map((r) => r.leadsStored))} | ${median(results.map((r) => r.owed))} | ` +
    `${median(results.map((r) => r.written))} | ${fmt(median(results.map((r) => r.postSeconds)))} | ` +
    `${fmt(seconds)} | ${values.pglite ? 'checked after the stop' : fmt(median(results.map((r) => r.rowsSentAt)))} | ` +
    `${fmt(median(ratePerRound))} | ${fmt(median(results.map((r) => r.serverCpu)))} | ` +
    `${values.pglite ? 'in the server' : fmt(median(results.map((r) => r.postgresCpu)))} | ` +
    `${duplicates.join('; ')} |`,
);
if (results.some((r) => r.unsent > 0)) {
  console.log(`\nUnsent e-mail rows at the end: ${results.map((r) => r.unsent).join(', ')}`);
}
