import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type Koa from 'koa';

/**
 * A response built once and sent many times: the body, its strong ETag and its brotli and
 * gzip forms, so serving it costs no serialization and no compression.
 */
export interface CachedResponse {
  etag: string;
  type: string;
  status: number;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Builds a cacheable response. Compression happens once per change of the data, and off the
 * event loop (zlib's thread pool), so it can afford more than per-request compression would
 * and holds up only the requests waiting for this answer; see brotliQuality for how much.
 */
export async function cacheableResponse(
  body: Buffer | string,
  type: string,
  status = 200,
): Promise<CachedResponse> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(bytes.length),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  return {
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`,
    type,
    status,
    body: bytes,
    br,
    gzip: gz,
  };
}

/**
 * Brotli's quality 10 makes JSON and pages 8-10% smaller than 9 or 5 (the home page: 13.7
 * KB against 14.8), and every view sends those bytes again; its time grows fast with size
 * (about 75 ms for an 80 KB page here), so past 256 KB, 5 is within 2% of 9 at a tenth of it.
 */
function brotliQuality(length: number): number {
  return length <= 256 * 1024 ? 10 : 5;
}

export type Coding = 'br' | 'gzip' | 'identity';

/**
 * The coding to send: the highest q the client gives among the ones we hold, br before gzip
 * on a tie (browsers list gzip first yet support both). Quality values and `*` follow
 * RFC 9110 §12.5.3.
 */
export function pickEncoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const quality = (coding: Coding) => q.get(coding) ?? q.get('*') ?? 0;
  let best: Coding = 'identity';
  let bestQ = 0;
  for (const coding of ['br', 'gzip'] as const) {
    if (quality(coding) > bestQ) {
      best = coding;
      bestQ = quality(coding);
    }
  }
  return best;
}

// Clients send a handful of distinct headers; parsing each once is measurable at full load.
const knownEncodings = new Map<string, Coding>();
function encodingFor(acceptEncoding: string): Coding {
  let coding = knownEncodings.get(acceptEncoding);
  if (coding === undefined) {
    coding = pickEncoding(acceptEncoding);
    if (knownEncodings.size >= 64) knownEncodings.clear();
    knownEncodings.set(acceptEncoding, coding);
  }
  return coding;
}

/**
 * The representation of `res` to send for an Accept-Encoding header: its coding and that
 * coding's ETag. Each coding is its own representation, so compressed ones carry a suffixed
 * ETag (`"…-br"`, `"…-gz"`); a body too small to gain from compression goes out as it is.
 */
export function representation(
  res: CachedResponse,
  acceptEncoding: string | undefined,
): Representation {
  let forms = representations.get(res);
  if (!forms) {
    const form = (coding: Coding): Representation =>
      coding === 'identity' || res[coding].length >= res.body.length
        ? { coding: 'identity', etag: res.etag, body: res.body }
        : { coding, etag: res.etag.replace(/"$/, `-${suffix[coding]}"`), body: res[coding] };
    forms = { identity: form('identity'), br: form('br'), gzip: form('gzip') };
    representations.set(res, forms);
  }
  return forms[acceptEncoding ? encodingFor(acceptEncoding) : 'identity'];
}

interface Representation {
  coding: Coding;
  etag: string;
  body: Buffer;
}
// Worked out once per response: the fast path asks for every request it answers.
const representations = new WeakMap<CachedResponse, Record<Coding, Representation>>();

export interface SendCachedOptions {
  cacheControl: string;
  /**
   * The answer is the same for every visitor without a session who asks for this URL: it
   * depends on nothing but the path (no session, no clock, no other header than
   * Accept-Encoding). The fast path (fast-path.ts) may then replay it for later requests.
   */
  shareable: boolean;
}

/** What sendCached sent for a request, when the answer is shareable (see fast-path.ts). */
export interface SharedAnswer {
  res: CachedResponse;
  body: Buffer;
}
const sharedAnswers = new WeakMap<Koa.Context, SharedAnswer>();

/** The shareable answer sendCached gave `ctx`, if it gave one. */
export function sharedAnswerOf(ctx: Koa.Context): SharedAnswer | undefined {
  return sharedAnswers.get(ctx);
}

/**
 * Sends a cached response in the coding the client prefers (see `representation`); an
 * If-None-Match naming the representation we would send gets a 304 without a body.
 */
export function sendCached(
  ctx: Koa.Context,
  res: CachedResponse,
  { cacheControl, shareable }: SendCachedOptions,
): void {
  const { coding, etag, body } = representation(res, ctx.get('Accept-Encoding'));

  // Already compressed (or deliberately not): koa-compress leaves it alone.
  ctx.compress = false;
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', etag);
  if (notModified(res, ctx.get('If-None-Match'), etag)) {
    ctx.status = 304;
    return;
  }
  ctx.status = res.status;
  ctx.type = res.type;
  if (coding !== 'identity') ctx.set('Content-Encoding', coding);
  ctx.body = body;
  if (shareable) sharedAnswers.set(ctx, { res, body });
}

/** A 304 is for a successful answer whose representation the client already holds. */
export function notModified(
  res: CachedResponse,
  ifNoneMatch: string | undefined,
  etag: string,
): boolean {
  return res.status >= 200 && res.status < 300 && ifNoneMatches(ifNoneMatch, etag);
}

const suffix = { br: 'br', gzip: 'gz' } as const;

/**
 * If-None-Match by weak comparison (RFC 9110 §13.1.2). Koa's ctx.fresh is not used: it
 * ignores the header whenever the request says Cache-Control: no-cache, which fetch() adds
 * to every request carrying If-None-Match, and that directive is meant for caches, not for
 * the origin.
 */
function ifNoneMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export interface ResponseCache {
  get(key: string): CachedResponse | undefined;
  set(key: string, res: CachedResponse): void;
  clear(): void;
  readonly size: number;
}

/**
 * A bounded cache: past `maxEntries` the least recently used entry goes, so requests for
 * arbitrary URLs cannot grow memory.
 */
export function createResponseCache(maxEntries: number): ResponseCache {
  // A Map iterates in insertion order; re-inserting on a hit keeps the oldest use first.
  const entries = new Map<string, CachedResponse>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key, res) {
      entries.delete(key);
      entries.set(key, res);
      while (entries.size > maxEntries) {
        entries.delete(entries.keys().next().value as string);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
