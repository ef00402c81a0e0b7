import { IncomingMessage, type OutgoingHttpHeader, type ServerResponse } from 'node:http';
import type Koa from 'koa';
import type { Database } from '../db/knex.ts';
import { setRequestId, withRequestId } from '../observability/request-log.ts';
import { onCatalogueChange } from './catalogue-change.ts';
import {
  notModified,
  representation,
  sharedAnswerOf,
  type CachedResponse,
  type Coding,
} from './response-cache.ts';

type Handler = ReturnType<Koa['callback']>;

/** One coding of a URL's answer, as the whole middleware stack sent it. */
interface Replay {
  body: Buffer;
  /** Every header the stack set, names as sent (Node adds Date and Connection itself). */
  headers: OutgoingHttpHeader[];
  /** The same without the ones a 304 does not carry (Koa drops them for an empty body). */
  notModifiedHeaders: OutgoingHttpHeader[];
}

interface Entry {
  res: CachedResponse;
  codings: Partial<Record<Coding, Replay>>;
}

export interface FastPath {
  /** Mounted first in the Koa app: records the shareable answers the stack gives. */
  recorder: Koa.Middleware;
  /** Wraps the app's request handler, so recorded answers skip the whole stack. */
  wrap(handler: Handler): Handler;
}

/** Node has it on every outgoing message; @types/node declares it on ClientRequest only. */
type RawHeaderNames = ServerResponse & { getRawHeaderNames(): string[] };

/** Headers that describe a body; a 304 has none (RFC 9110 §15.4.5, and Koa drops them). */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);
/** Each answer's own, set in front of the fast path (observability/request-log.ts). */
const PER_ANSWER_HEADERS = new Set(['x-request-id']);

/**
 * The fast read path (docs/architecture.md, "The read path"). A cached answer costs little to
 * build, but the middleware stack in front of it (security headers, errors, sessions, rate
 * limits, routing) costs several times that per request. So the first time the stack sends a
 * shareable answer (sendCached's `shareable`: it depends on the URL's path alone) to a GET
 * without a cookie or a query string, the exact response is recorded, headers included;
 * later such GETs of that URL are answered from the record before Koa runs: the same
 * headers, the coding the client accepts (each recorded once the stack has sent it), and a
 * 304 for a matching If-None-Match. Anything else (a cookie, a query, HEAD, a URL or
 * coding not recorded yet) goes through the stack as before. A catalogue change drops every
 * record, as it drops the caches the records come from.
 */
export function createFastPath(db: Database, maxEntries = 1000): FastPath {
  // Insertion order: past maxEntries the oldest record goes (it comes back on its next
  // request), so requests for arbitrary URLs cannot grow memory.
  const entries = new Map<string, Entry>();
  // Bumped by every change: a response built before it must not be recorded after it.
  let generation = 0;
  onCatalogueChange(db, () => {
    generation++;
    entries.clear();
  });

  const eligible = (req: IncomingMessage) =>
    req.method === 'GET' && req.headers.cookie === undefined && !req.url!.includes('?');

  const record = (url: string, res: CachedResponse, coding: Coding, replay: Replay) => {
    let entry = entries.get(url);
    if (entry?.res !== res) {
      entry = { res, codings: {} };
      entries.delete(url);
      entries.set(url, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    entry.codings[coding] = replay;
  };

  const recorder: Koa.Middleware = async (ctx, next) => {
    const started = generation;
    await next();
    const shared = sharedAnswerOf(ctx);
    if (!shared || !eligible(ctx.req) || generation !== started) return;
    // Something after sendCached (an error, a redirect) changed the answer: not this one.
    if (ctx.status !== shared.res.status || ctx.body !== shared.body) return;
    const { coding } = representation(shared.res, ctx.get('Accept-Encoding'));
    const headers: OutgoingHttpHeader[] = [];
    const notModifiedHeaders: OutgoingHttpHeader[] = [];
    // Names as they were set, so the record sends the very bytes the stack would.
    for (const name of (ctx.res as RawHeaderNames).getRawHeaderNames()) {
      if (PER_ANSWER_HEADERS.has(name.toLowerCase())) continue;
      const value = ctx.res.getHeader(name)!;
      const pair = [name, typeof value === 'number' ? String(value) : value];
      headers.push(...pair);
      if (!BODY_HEADERS.has(name.toLowerCase())) notModifiedHeaders.push(...pair);
    }
    record(ctx.req.url!, shared.res, coding, { body: shared.body, headers, notModifiedHeaders });
  };

  const wrap =
    (handler: Handler): Handler =>
    (req, res) => {
      // HTTP/1 only (an HTTP/2 request comes as another class and takes the stack).
      const entry =
        req instanceof IncomingMessage && eligible(req) ? entries.get(req.url!) : undefined;
      if (entry) {
        const { coding, etag } = representation(entry.res, req.headers['accept-encoding']);
        const replay = entry.codings[coding];
        if (replay) {
          if (notModified(entry.res, req.headers['if-none-match'], etag)) {
            (res as ServerResponse)
              .writeHead(304, withRequestId(req, replay.notModifiedHeaders))
              .end();
          } else {
            (res as ServerResponse)
              .writeHead(entry.res.status, withRequestId(req, replay.headers))
              .end(replay.body);
          }
          return Promise.resolve();
        }
      }
      setRequestId(req, res as ServerResponse);
      return handler(req, res);
    };

  return { recorder, wrap };
}
