import { HttpResponse } from 'msw';

/**
 * An answer that never finishes: its headers arrive at once and its body never ends, so the
 * caller stays loading (or sending) for as long as a story runs. A delayed answer would not:
 * the HTTP client's 10 s timeout covers the wait for headers, and on a busy machine a story
 * can take longer than that to reach its screenshot, which then shows the error state.
 */
export const pendingForever = () =>
  new HttpResponse(new ReadableStream(), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
