import { apiErrorSchema, type ApiError } from '@cabo/contract';

/**
 * A fetch wrapper that keeps cookies like a browser would (per name, last value wins; an
 * expired cookie is dropped), so tests can follow a session across requests.
 */
export class CookieClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    // A FormData body goes as multipart (fetch writes its boundary); anything else as JSON.
    const multipart = body instanceof FormData;
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get = (path: string, headers?: Record<string, string>) =>
    this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers);

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A second client holding a copy of this one's cookies (an attacker's stolen copy). */
  clone(): CookieClient {
    const copy = new CookieClient(this.baseUrl);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }
}

/** A moveable clock for the app factory: starts at real time, moves only when told. */
export function testClock() {
  let t = Date.now();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

/** The JSON error body of a response, checked against the contract's error shape. */
export async function apiError(res: Response): Promise<ApiError> {
  return apiErrorSchema.parse(await res.json());
}
