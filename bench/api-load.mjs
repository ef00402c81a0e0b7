// Load benchmark, run by hand (not part of `npm test`): starts the BUILT server on a throw-away
// PGlite database (or DATABASE_URL), sends a bounded number of GETs from this process on
// loopback, and prints throughput and latency percentiles per path.
//
//   pnpm build && node bench/api-load.mjs [--requests 2000] [--concurrency 20] [/api/health /]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '20' },
    port: { type: 'string', default: '3900' },
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const paths = positionals.length ? positionals : ['/api/health', '/'];
const base = `http://127.0.0.1:${values.port}`;
const deadline = Date.now() + 120_000; // never runs longer than two minutes

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-bench-db-'));
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: values.port,
    HOST: '127.0.0.1',
    PGLITE_DIR: dir,
    NODE_ENV: 'production',
    SESSION_KEYS: process.env.SESSION_KEYS ?? randomBytes(32).toString('base64url'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitUntilUp() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function bench(p) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total && Date.now() < deadline) {
        next++;
        const t = performance.now();
        try {
          const res = await fetch(base + p);
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const secs = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    path: p,
    requests: latencies.length,
    errors,
    'req/s': Math.round(latencies.length / secs),
    'p50 ms': pct(latencies, 50).toFixed(1),
    'p95 ms': pct(latencies, 95).toFixed(1),
    'p99 ms': pct(latencies, 99).toFixed(1),
  };
}

try {
  await waitUntilUp();
  const rows = [];
  for (const p of paths) {
    await bench(p); // warm-up pass, not reported
    rows.push(await bench(p));
  }
  console.log(`${total} requests per path, concurrency ${concurrency}, ${os.cpus().length} cores`);
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
