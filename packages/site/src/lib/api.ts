import ky, { HTTPError } from 'ky';

/**
 * The one HTTP client (spec 000 §7, spec 001 §7): every request sends a JSON content type
 * and the cookies; a non-OK answer throws an Error whose message is "status: body text"
 * (or the status text when the body is empty). No retries: the spec's data layer never
 * retries, and ky would otherwise retry GETs twice.
 */
export const api = ky.create({
  credentials: 'include',
  headers: { 'content-type': 'application/json' },
  retry: 0,
  hooks: {
    beforeError: [
      async (error) => {
        const text = await error.response.text().catch(() => '');
        error.message = `${error.response.status}: ${text || error.response.statusText}`;
        return error;
      },
    ],
  },
});

export { HTTPError };

/** GET a path and parse its JSON: the default data-loading call of the query client. */
export const getJson = <T>(path: string): Promise<T> => api.get(path).json<T>();
