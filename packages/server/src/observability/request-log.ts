import { randomUUID } from 'node:crypto';
import { IncomingMessage, type OutgoingHttpHeader, type ServerResponse } from 'node:http';
import { apiPaths } from '@cabo/contract';
import type Koa from 'koa';
import type { Logger } from '../logging/logger.ts';

type Handler = ReturnType<Koa['callback']>;

/** What the wrapper knows of a request, kept on the request object itself (no lookup). */
interface Observed {
  id: string;
  /** The metrics' route label; the stack overwrites it, so what it never ran keeps this. */
  route: string;
}

const OBSERVED = Symbol('observed request');
type Tagged = IncomingMessage & { [OBSERVED]?: Observed };

/** A proxy's id is kept only when it cannot break a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Probes and scrapes come every few seconds: their lines go at debug level. */
const QUIET_PATHS = new Set([apiPaths.healthLive, apiPaths.healthReady, '/metrics']);

/** Answers that never reach Koa; only the fast path answers so (docs/observability.md). */
export const FAST_PATH_ROUTE = 'fast_path';

/** One request's log line (docs/observability.md). */
interface RequestLine {
  reqId: string;
  method: string | undefined;
  path: string;
  status: number;
  ms: number;
  aborted?: true;
}

export interface RequestObserver {
  /** Called once per answered (or abandoned) request, after its request log line. */
  (route: string, method: string, status: number, seconds: number): void;
}

/** The id of a request the server received over HTTP (none for in-process requests). */
export function requestIdOf(req: unknown): string | undefined {
  return (req as Tagged | undefined)?.[OBSERVED]?.id;
}

/**
 * A replayed answer's headers with its X-Request-Id in front. The fast path sends them in one
 * writeHead: a header set on the response beforehand would make Node validate and store every
 * other header one by one, a tenth of such an answer's CPU time.
 */
export function withRequestId(req: unknown, headers: OutgoingHttpHeader[]): OutgoingHttpHeader[] {
  const id = requestIdOf(req);
  return id === undefined ? headers : ['X-Request-Id', id, ...headers];
}

/** Sets X-Request-Id on an answer the middleware stack builds (the fast path's misses). */
export function setRequestId(req: unknown, res: ServerResponse): void {
  const id = requestIdOf(req);
  if (id !== undefined) res.setHeader('X-Request-Id', id);
}

/**
 * Names the route a request took, for the metrics (a bounded label, never the URL). Returns
 * false for requests the wrapper did not see (the renderer's in-process API calls).
 */
export function labelRoute(req: unknown, route: string): boolean {
  const observed = (req as Tagged)[OBSERVED];
  if (!observed) return false;
  observed.route = route;
  return true;
}

/**
 * Wraps the app's request handler (outside the fast path, so its answers count too): gives
 * each request an id (sent back as X-Request-Id: see withRequestId and setRequestId), and logs
 * one line when the answer is done.
 * In-process requests (the renderer's, through light-my-request) are part of the page's
 * request and pass through untouched.
 */
export function observeRequests(
  handler: Handler,
  logger: Logger,
  observer?: RequestObserver,
): Handler {
  // The line's fields are fixed and hold nothing personal (the path without its query), so it
  // skips the redaction every other line goes through: a cost paid on every request.
  const requestLog = logger.child({}, { redact: { paths: [] } });
  return (req, res) => {
    if (!(req instanceof IncomingMessage)) return handler(req, res);
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const id =
      typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const observed: Observed = { id, route: FAST_PATH_ROUTE };
    (req as Tagged)[OBSERVED] = observed;
    res.once('close', () => {
      const ms = performance.now() - started;
      const url = req.url ?? '';
      const query = url.indexOf('?');
      // The query string can carry personal data (a form's answers, an e-mail): never logged.
      const path = query < 0 ? url : url.slice(0, query);
      const line: RequestLine = {
        reqId: id,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(ms * 100) / 100,
      };
      // Closed before the answer was all sent (the client went away).
      if (!res.writableFinished) line.aborted = true;
      if (QUIET_PATHS.has(path)) requestLog.debug(line, 'request');
      else requestLog.info(line, 'request');
      observer?.(observed.route, req.method ?? 'GET', res.statusCode, ms / 1000);
    });
    return handler(req, res);
  };
}
