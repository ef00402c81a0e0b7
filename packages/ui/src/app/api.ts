import type { ApiError } from '@cabo/contract';
import ky, { HTTPError } from 'ky';

/**
 * A non-OK answer. `message` is "status: body text" (or the status text when the body is
 * empty), as the spec's error messages read; `body` is the contract's error shape
 * `{ message, code, errors? }` when the server sent one, so a form can put `errors` on its
 * fields.
 */
export class ApiResponseError extends HTTPError {
  readonly status: number;
  readonly body: ApiError | undefined;
  /** The whole JSON body, for an answer with more than `body` keeps (a 409's `editor`). */
  readonly json: unknown;

  constructor(error: HTTPError, text: string) {
    super(error.response, error.request, error.options);
    this.name = 'ApiResponseError';
    this.status = error.response.status;
    this.message = `${this.status}: ${text || error.response.statusText}`;
    this.body = parseApiError(text);
    this.json = parseJson(text);
  }

  /** The server's code (`validation_failed`, `captcha_failed`, …), if it sent one. */
  get code(): string | undefined {
    return this.body?.code;
  }

  /** Messages per field of a 400 `validation_failed` answer (payload paths such as "email"). */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

const isFieldErrors = (value: unknown): value is Record<string, string[]> =>
  !!value &&
  typeof value === 'object' &&
  Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The contract's error body (`ApiError`), or undefined for anything else (HTML from a proxy,
 * plain text). Checked by hand rather than with the contract's zod schema: this client loads
 * with a page's first request, and zod would triple its size.
 */
export function parseApiError(text: string): ApiError | undefined {
  const value = parseJson(text);
  if (!value || typeof value !== 'object') return undefined;
  const { message, code, errors } = value as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return undefined;
  return isFieldErrors(errors) ? { message, code, errors } : { message, code };
}

/**
 * The one HTTP client: every request sends a JSON content type and the cookies; a non-OK
 * answer throws an ApiResponseError. No retries: the data layer never retries, and ky would
 * otherwise retry GETs twice.
 */
export const api = ky.create({
  credentials: 'include',
  headers: { 'content-type': 'application/json' },
  retry: 0,
  hooks: {
    beforeError: [
      async (error) => {
        const text = await error.response.text().catch(() => '');
        return new ApiResponseError(error, text);
      },
    ],
  },
});

export { HTTPError };

/** GET a path and parse its JSON: the default data-loading call of the query client. */
export const getJson = <T>(path: string): Promise<T> => api.get(path).json<T>();
