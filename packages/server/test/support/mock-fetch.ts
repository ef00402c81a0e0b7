import { MOCK_ORIGIN } from './mock-server.ts';

// Requests to the MSW handlers served by useMockServer, by path as the browser's are.

/** GET `path`; a `signal` lets a test give up on a handler that never answers (the Slow groups). */
export const mockGet = (path: string, signal?: AbortSignal) =>
  fetch(`${MOCK_ORIGIN}${path}`, { signal });

/** A JSON request to `path`; without a body, none is sent. */
export const mockSend = (method: string, path: string, body?: unknown, signal?: AbortSignal) =>
  fetch(`${MOCK_ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
