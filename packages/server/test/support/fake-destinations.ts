import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailConfig } from '../../src/config.ts';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** The status the fake answered. */
  status: number;
}

/**
 * A local HTTP endpoint standing in for the automation webhook or the table service on
 * 127.0.0.1. It records every request; `failNext(n)` answers the next n with 503;
 * `down()` stops listening (connection refused) and `up()` listens again on the same port.
 */
export interface FakeHttp {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /** Requests answered 2xx, i.e. deliveries the service kept. */
  accepted(): ReceivedRequest[];
  failNext(count: number, status?: number): void;
  /** Answers every request this many milliseconds after it arrived (0: at once). */
  delay(ms: number): void;
  down(): Promise<void>;
  up(): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeHttp(): Promise<FakeHttp> {
  const requests: ReceivedRequest[] = [];
  let failures = 0;
  let failStatus = 503;
  let delayMs = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const failing = failures > 0;
      if (failing) failures -= 1;
      const status = failing ? failStatus : 200;
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : null,
        status,
      });
      const answer = () => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(failing ? '{"error":"unavailable"}' : '{"records":[]}');
      };
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const port = await listen();
  let listening = true;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accepted: () => requests.filter((r) => r.status >= 200 && r.status < 300),
    failNext(count, status = 503) {
      failures = count;
      failStatus = status;
    },
    delay(ms) {
      delayMs = ms;
    },
    async down() {
      if (listening) await stop();
      listening = false;
    },
    async up() {
      if (!listening) await listen(port);
      listening = true;
    },
    reset() {
      requests.length = 0;
      failures = 0;
      delayMs = 0;
    },
    async close() {
      if (listening) await stop();
      listening = false;
    },
  };
}

/** A local SMTP server (smtp-server) that keeps every message it accepts, parsed. */
export interface FakeSmtp {
  readonly port: number;
  readonly messages: ParsedMail[];
  /** Logins it saw (user names), to check that credentials were offered. */
  readonly logins: string[];
  reset(): void;
  close(): Promise<void>;
}

/**
 * The outbox's mail settings for a test: through the fake SMTP server, or as .eml files in
 * `dir` when no server is given.
 */
export function testMailConfig(target: { smtp: FakeSmtp } | { dir: string }): MailConfig {
  return {
    smtp:
      'smtp' in target
        ? { host: '127.0.0.1', port: target.smtp.port, secure: false, user: null, password: null }
        : null,
    dir: 'dir' in target ? target.dir : '/nonexistent',
    from: 'Cabo Concierge <concierge@cabo.example>',
    staffTo: 'staff@cabo.example',
    publicBaseUrl: 'https://cabo.example',
  };
}

export async function startFakeSmtp(
  options: { auth?: { user: string; password: string } } = {},
): Promise<FakeSmtp> {
  const messages: ParsedMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to make, and nodemailer does not insist on TLS.
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.password) {
        logins.push(auth.username ?? '');
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  return {
    port,
    messages,
    logins,
    reset() {
      messages.length = 0;
      logins.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it returns a value (not undefined/false) or the time is up. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
