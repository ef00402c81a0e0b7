// Proves the Docker image's steps without Docker (none runs in CI): builds the production
// folder as the Dockerfile does, starts it with the Dockerfile's CMD and ENV, and checks it.
//
//   node scripts/production-smoke.mjs [--node <path> | --dockerfile-node]
//                                     [--postgres [URL] | --pglite] [--port 3930] [--build] [--keep]
//
// --node <path>       the Node.js binary that runs the server (default: the one running this)
// --dockerfile-node   the Dockerfile's NODE_VERSION, installed once from the npm registry's
//                     node-<platform>-<arch> package into ~/.cache/cabo (nothing else is fetched)
// --postgres [URL]    a throw-away database created on that server (default
//                     postgres://postgres@127.0.0.1:5432/postgres) and dropped after
// --pglite            a throw-away embedded database. Neither: PostgreSQL when the default
//                     server answers, else PGlite
// --build             `pnpm run build` first (otherwise the workspace's build is used)
// --keep              keep the production folder, its state and the server's log
//
// Checks: ready (GET /api/health/ready 200), the Dockerfile's HEALTHCHECK command passes,
// `/` is rendered on the server and its assets are served, /admin is the staff app's shell
// (no-store, noindex) and its entry script is served, a lead POST is stored (201, and
// the same POST again is answered from the stored receipt), SIGTERM drains (readiness stops
// answering 200, the process exits 0 within the drain bound), and the log holds JSON lines
// and no warning or error. Exits 1 on a failure.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildProduction } from './build-production.mjs';
import { log, pnpm, root } from './lib.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
// The server's drain is bounded at about 20 s; a little more for the process to exit.
const STOP_BOUND_MS = 25_000;
// A first start on PGlite (initdb, migrations, the outbox schema) took over 2 minutes at a
// load average of 22 on 2 cores.
const READY_BOUND_MS = 180_000;

const { values } = parseArgs({
  args: process.argv.slice(2).flatMap((a, i, all) =>
    // `--postgres` alone means the local server.
    a === '--postgres' && (!all[i + 1] || all[i + 1].startsWith('--'))
      ? ['--postgres', DEFAULT_POSTGRES]
      : [a],
  ),
  options: {
    node: { type: 'string' },
    'dockerfile-node': { type: 'boolean', default: false },
    postgres: { type: 'string' },
    pglite: { type: 'boolean', default: false },
    port: { type: 'string', default: '3930' },
    build: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const t0 = Date.now();
const secs = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The Dockerfile's runtime stage: its ENV, WORKDIR, CMD and HEALTHCHECK, and NODE_VERSION. */
function readDockerfile() {
  const lines = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').split('\n');
  const nodeVersion = lines.map((l) => /^ARG NODE_VERSION=(\S+)$/.exec(l)?.[1]).find(Boolean);
  const stage = lines.slice(lines.findLastIndex((l) => l.startsWith('FROM ')));
  const image = { nodeVersion, env: {}, workdir: '/', cmd: null, healthcheck: null };
  for (const line of stage) {
    let m;
    if (line.endsWith('\\'))
      throw new Error(`Dockerfile: keep the runtime stage unwrapped: ${line}`);
    if ((m = /^ENV (\w+)=(\S*)$/.exec(line))) image.env[m[1]] = m[2];
    else if (line.startsWith('ENV '))
      throw new Error(`Dockerfile: one ENV KEY=value a line: ${line}`);
    else if ((m = /^WORKDIR (\S+)$/.exec(line))) image.workdir = m[1];
    else if ((m = /^CMD (\[.*\])$/.exec(line))) image.cmd = JSON.parse(m[1]);
    else if ((m = /^HEALTHCHECK .*CMD (\[.*\])$/.exec(line))) image.healthcheck = JSON.parse(m[1]);
  }
  if (!nodeVersion || image.cmd?.[0] !== 'node' || image.healthcheck?.[0] !== 'node') {
    throw new Error('Dockerfile: expected ARG NODE_VERSION, and CMD and HEALTHCHECK running node');
  }
  const expected = JSON.stringify(['node', ...SERVER_NODE_FLAGS, 'dist/main.js']);
  if (JSON.stringify(image.cmd) !== expected) {
    throw new Error(`Dockerfile: CMD should be ${expected} (scripts/server-node-flags.mjs)`);
  }
  return image;
}

/** The registry's Node.js binary of `version` for this platform, installed once. */
function registryNode(version) {
  const pkg = `node-${process.platform}-${process.arch}`;
  const cacheRoot = path.join(
    process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
    'cabo',
  );
  const dir = path.join(cacheRoot, `${pkg}-${version}`);
  const bin = path.join(dir, 'node_modules', pkg, 'bin', 'node');
  if (fs.existsSync(bin)) return bin;
  log(`Installing Node.js ${version} from the registry (${pkg}@${version}) into ${dir}`);
  // Into a folder of its own first, so a run that stops half-way leaves no broken cache.
  const tmp = `${dir}.tmp-${process.pid}`;
  const r = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      tmp,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `${pkg}@${version}`,
    ],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error(`npm install ${pkg}@${version} failed`);
  try {
    fs.renameSync(tmp, dir);
  } catch (err) {
    // Another run installed it meanwhile.
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(bin)) throw err;
  }
  return bin;
}

const cleanups = [];
async function cleanup() {
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error(`cleanup: ${err instanceof Error ? err.message : err}`);
    }
  }
  cleanups.length = 0;
}

/** A throw-away database: its settings for the server and a label for the report. */
async function database() {
  const pg = createRequire(path.join(root, 'packages/server/package.json'))('pg');
  const adminUrl = values.postgres ?? (values.pglite ? null : DEFAULT_POSTGRES);
  if (adminUrl) {
    const connect = async () => {
      const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
      await c.connect();
      return c;
    };
    let client;
    try {
      client = await connect();
    } catch (err) {
      if (values.postgres) throw err;
      client = null; // no local PostgreSQL: PGlite below
    }
    if (client) {
      const name = `cabo_smoke_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
      await client.query(`create database ${name}`);
      await client.end();
      cleanups.push(async () => {
        const c = await connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      });
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return { env: { DATABASE_URL: url.toString() }, label: `PostgreSQL ${url.host}/${name}` };
    }
  }
  return { env: {}, label: 'PGlite (the image default, under the state folder)' };
}

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok, detail });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
  return ok;
}

async function get(pathname, init) {
  return fetch(base + pathname, { signal: AbortSignal.timeout(10_000), ...init });
}

/** The HTTP status of the readiness probe, or the connection error's code. */
async function readiness() {
  try {
    return (await get('/api/health/ready', { signal: AbortSignal.timeout(3000) })).status;
  } catch (err) {
    return err?.cause?.code ?? err?.name ?? 'error';
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function leadPayload() {
  return {
    submissionId: randomBytes(16).toString('base64url').slice(0, 21),
    formName: 'group-trip',
    interestType: 'group_trip',
    firstName: 'Smoke',
    lastName: 'Check',
    email: 'smoke@example.com',
    phone: '+52 624 123 4567',
    formData: { groupSize: '8', checkIn: '2030-07-10', checkOut: '2030-07-13' },
  };
}

/** The checks of a ready server. */
async function afterReady(nodeBin, image, env) {
  // 2. The image's HEALTHCHECK, run as Docker would (same node, same environment).
  const hc = spawnSync(nodeBin, image.healthcheck.slice(1), { env, timeout: 10_000 });
  check('Dockerfile HEALTHCHECK command exits 0', hc.status === 0, `exit ${hc.status}`);

  const live = await get('/api/health/live');
  check('GET /api/health/live 200', live.status === 200 && (await live.json()).live === true);

  // 3. A page rendered on the server: the template has an empty root and no <h1>.
  const page = await get('/', { headers: { accept: 'text/html' } });
  const html = await page.text();
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, '')
    .trim();
  check(
    'GET / rendered on the server',
    page.status === 200 &&
      /text\/html/.test(page.headers.get('content-type') ?? '') &&
      html.includes('<title>') &&
      Boolean(h1),
    `${page.status}, <h1> "${h1 ?? ''}"`,
  );
  // The page's entry script, named in its inline loader.
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0] ?? '/favicon.svg';
  const assetRes = await get(asset);
  check(`GET ${asset} (site/dist) 200`, assetRes.status === 200, String(assetRes.status));

  // The staff app: its own shell (admin/dist), never stored or indexed, and its entry script.
  const admin = await get('/admin/login', { headers: { accept: 'text/html' } });
  const adminHtml = await admin.text();
  check(
    'GET /admin/login is the staff app (no-store, noindex)',
    admin.status === 200 &&
      admin.headers.get('cache-control') === 'no-store' &&
      /noindex/.test(admin.headers.get('x-robots-tag') ?? '') &&
      adminHtml.includes('<title>Cabo Admin</title>'),
    `${admin.status}, Cache-Control: ${admin.headers.get('cache-control')}`,
  );
  const adminAsset =
    /\/admin\/assets\/[\w.-]+\.js/.exec(adminHtml)?.[0] ?? '/admin/assets/missing.js';
  const adminAssetRes = await get(adminAsset);
  check(
    `GET ${adminAsset} (admin/dist) 200`,
    adminAssetRes.status === 200,
    String(adminAssetRes.status),
  );

  // 4. A lead: stored in one transaction with its receipt, so the same POST again is
  // answered from the database (Idempotent-Replay).
  const lead = leadPayload();
  const post = () =>
    get('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    });
  const first = await post();
  const receipt = await first.json().catch(() => ({}));
  check(
    'POST /api/leads stored',
    first.status === 201 && receipt.submissionId === lead.submissionId && receipt.status === 'new',
    `${first.status} ${JSON.stringify(receipt)}`,
  );
  const again = await post();
  check(
    'POST /api/leads again answered from the stored receipt',
    again.headers.get('idempotent-replay') === 'true' && (await again.json()).id === receipt.id,
    `${again.status}, Idempotent-Replay: ${again.headers.get('idempotent-replay')}`,
  );
}

async function main() {
  const image = readDockerfile();
  const nodeBin = values.node
    ? path.resolve(values.node)
    : values['dockerfile-node']
      ? registryNode(image.nodeVersion)
      : process.execPath;
  const nodeVersion = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (!nodeVersion) throw new Error(`${nodeBin} does not run`);

  if (values.build) {
    log('Building the workspace (pnpm run build)');
    if ((await pnpm(['run', 'build'])) !== 0) throw new Error('pnpm run build failed');
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-production-'));
  if (!values.keep) cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
  const out = path.join(work, 'app');
  // Stands for the container's file system outside the app: the state folder (/data).
  const fsRoot = path.join(work, 'root');
  const tBuild = Date.now();
  await buildProduction(out);
  const buildTime = secs(tBuild);

  const db = await database();
  // The container's environment: the image's ENV (its absolute paths moved into the
  // temporary folders), then what a deployment sets. Nothing of this shell's leaks in.
  const rebase = (v) =>
    !v.startsWith('/')
      ? v
      : v === image.workdir || v.startsWith(`${image.workdir}/`)
        ? path.join(out, path.relative(image.workdir, v))
        : path.join(fsRoot, v);
  const env = {
    PATH: process.env.PATH,
    ...Object.fromEntries(Object.entries(image.env).map(([k, v]) => [k, rebase(v)])),
    SESSION_KEYS: randomBytes(32).toString('base64url'),
    // Chosen, as a deployment does: a generated first admin is logged as a warning.
    ADMIN_USERNAME: 'smoke-admin',
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    PORT: String(port),
    // Loopback only: a shared machine (the image listens on 0.0.0.0).
    HOST: '127.0.0.1',
    ...db.env,
  };
  for (const v of Object.values(env)) {
    if (v.startsWith(fsRoot)) fs.mkdirSync(path.dirname(v), { recursive: true });
  }

  console.log(
    `\nProduction smoke: Node.js ${nodeVersion} (${nodeBin}), ${db.label}, ${base}\n` +
      `  command: ${image.cmd.join(' ')} in ${out}`,
  );
  check('production folder built (scripts/build-production.mjs)', true, buildTime);

  const logFile = path.join(work, 'server.log');
  const logFd = fs.openSync(logFile, 'w');
  const tStart = Date.now();
  const server = spawn(nodeBin, image.cmd.slice(1), {
    cwd: out,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  let exit = null;
  const exited = new Promise((resolve) =>
    server.on('exit', (code, signal) => resolve((exit = { code, signal, at: Date.now() }))),
  );
  cleanups.push(async () => {
    if (exit) return;
    server.kill('SIGKILL');
    await exited;
  });

  // 1. Ready.
  let status;
  while (!exit && Date.now() - tStart < READY_BOUND_MS) {
    if ((status = await readiness()) === 200) break;
    await sleep(250);
  }
  if (check('ready: GET /api/health/ready 200', status === 200, `${secs(tStart)} after start`)) {
    try {
      await afterReady(nodeBin, image, env);
    } catch (err) {
      check('requests answered', false, err instanceof Error ? err.message : String(err));
    }
  }
  // 5. Graceful stop, even after a failed check.
  if (!exit) {
    const tStop = Date.now();
    server.kill('SIGTERM');
    let drained = null;
    while (!exit && Date.now() - tStop < STOP_BOUND_MS) {
      const s = await readiness();
      if (s !== 200) {
        drained ??= s;
        if (typeof s !== 'number') break; // no longer listening
      }
      await sleep(100);
    }
    await Promise.race([exited, sleep(Math.max(0, STOP_BOUND_MS - (Date.now() - tStop)))]);
    check(
      'SIGTERM: readiness stops answering 200',
      drained !== null || Boolean(exit),
      drained === null ? 'exited first' : String(drained),
    );
    check(
      `SIGTERM: exit 0 within ${STOP_BOUND_MS / 1000} s`,
      exit?.code === 0,
      exit
        ? `code ${exit.code ?? exit.signal} after ${((exit.at - tStop) / 1000).toFixed(1)} s`
        : 'still running',
    );
  } else {
    check('server still running at the end', false, `exited early: ${exit.code ?? exit.signal}`);
  }
  // 6. A clean log: JSON lines only (a runtime's deprecation warning is a line of its own on
  // stderr) and nothing at warn or above (pino: 40).
  const logLines = fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  const unexpected = logLines.filter((line) => {
    try {
      return !(JSON.parse(line).level < 40);
    } catch {
      return true;
    }
  });
  check(
    'server log: JSON lines, no warning or error',
    unexpected.length === 0,
    unexpected.length
      ? unexpected
          .slice(0, 3)
          .map((l) => l.slice(0, 200))
          .join(' | ')
      : `${logLines.length} lines`,
  );
  const failed = results.some((r) => !r.ok);
  if (failed || values.keep) {
    const lines = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n');
    console.log(`\nServer log (${logFile}, last 30 lines):\n${lines.slice(-30).join('\n')}`);
  }
  if (values.keep) console.log(`Kept ${work}`);
  return !failed;
}

let ok = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => void cleanup().then(() => process.exit(1)));
}
try {
  ok = await main();
} catch (err) {
  console.error(`\n${err instanceof Error ? err.message : err}`);
}
await cleanup();
console.log(
  `Production smoke ${ok ? 'passed' : 'FAILED'} (${results.filter((r) => r.ok).length}/${results.length} checks) in ${secs(t0)}`,
);
process.exit(ok ? 0 : 1);
