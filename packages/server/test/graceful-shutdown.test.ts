import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/knex.ts';
import { openUnmigratedTestDatabase } from './support/database.ts';
import { validLeads } from './support/submissions.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-shutdown-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The database the server process uses: its own on PostgreSQL, else a PGlite folder. */
async function serverDatabase(): Promise<{ env: Record<string, string>; open(): Database }> {
  if (!process.env.TEST_DATABASE_URL) {
    const dir = path.join(scratch, 'pglite');
    return {
      env: { PGLITE_DIR: dir },
      open: () => createDatabase({ kind: 'pglite', dir }),
    };
  }
  const created = await openUnmigratedTestDatabase('shutdown');
  const { database } = created.knex.client.connectionSettings as { database: string };
  await created.knex.destroy();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => createDatabase({ kind: 'postgres', url: url.toString() }),
  };
}

/** Resolves with the first JSON log line of the process that `match` accepts. */
function logLine(
  proc: ChildProcess,
  match: (line: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const text of lines) {
        let line: Record<string, unknown>;
        try {
          line = JSON.parse(text) as Record<string, unknown>;
        } catch {
          continue;
        }
        if (match(line)) {
          proc.stdout!.off('data', onData);
          resolve(line);
          return;
        }
      }
    };
    proc.stdout!.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`the server exited (${code}) first`)));
  });
}

/** A lead POST whose headers are sent now and whose body waits for `finish`. */
function startedLead(port: number) {
  const body = JSON.stringify(validLeads()['group-trip']);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/leads',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; connection: string | undefined }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
      });
      req.on('error', reject);
    },
  );
  req.flushHeaders();
  return { answer, finish: () => req.end(body) };
}

describe('SIGTERM', () => {
  it('answers every request in flight, then exits 0', { timeout: 120_000 }, async () => {
    const database = await serverDatabase();
    const site = path.join(scratch, 'site');
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><div id="root"></div>');
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        ...database.env,
        NODE_ENV: 'production',
        SESSION_KEYS: 'a-session-key-for-the-shutdown-test-0123456789',
        ADMIN_USERNAME: 'boss',
        ADMIN_PASSWORD: 'a long admin password',
        PORT: '0',
        HOST: '127.0.0.1',
        SITE_DIST: site,
        MAIL_DIR: path.join(scratch, 'mail'),
        LOG_FORMAT: 'json',
        RATE_LIMIT_PUBLIC_POSTS_PER_MINUTE: '1000',
      },
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    const listening = await logLine(child, (l) => typeof l.port === 'number');
    const port = listening.port as number;

    // An idle keep-alive connection from an earlier visitor, and eight requests received
    // (headers in) whose bodies are still on their way when the signal comes.
    // (fetch keeps its connection open for the next request.)
    expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
    const inFlight = Array.from({ length: 8 }, () => startedLead(port));
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const draining = logLine(child, (l) => l.msg === 'draining');
    const stopped = logLine(child, (l) => l.msg === 'stopped');
    child.kill('SIGTERM');
    expect((await draining).inFlight).toBe(8);
    for (const lead of inFlight) lead.finish();

    const answers = await Promise.all(inFlight.map((lead) => lead.answer));
    expect(answers).toEqual(
      Array.from({ length: 8 }, () => ({ status: 201, connection: 'close' })),
    );
    expect((await stopped).answered).toBe(true);
    expect(await exited).toBe(0);

    const db = database.open();
    try {
      const [{ n }] = (await db.knex('leads').count({ n: '*' })) as [{ n: number | string }];
      expect(Number(n)).toBe(8);
    } finally {
      await db.knex.destroy();
    }
  });
});
