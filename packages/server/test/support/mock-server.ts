import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type * as MockHandlers from '../../../../mocks/handlers/index.ts';

/** The page origin the handlers' relative paths resolve against, as in the browser. */
export const MOCK_ORIGIN = 'http://localhost';

export interface MockServer {
  server: SetupServer;
  mocks: typeof MockHandlers;
}

/**
 * The stories' MSW handlers (every default group) served in Node for the calling test file;
 * an unhandled request is an error, and each test starts from the default groups again.
 */
export function useMockServer(
  options: {
    /** Let requests to other origins (the real app a parity test compares with) through. */
    passThrough?: boolean;
  } = {},
): MockServer {
  const ctx = {} as MockServer;
  beforeAll(async () => {
    vi.stubGlobal('location', new URL(`${MOCK_ORIGIN}/`));
    const { setupServer } = await import('msw/node');
    ctx.mocks = await import('../../../../mocks/handlers/index.ts');
    ctx.server = setupServer(...Object.values(ctx.mocks.handlers).flat());
    ctx.server.listen({
      onUnhandledRequest: options.passThrough
        ? (request, print) => {
            if (new URL(request.url).origin === MOCK_ORIGIN) print.error();
          }
        : 'error',
    });
  });
  afterEach(() => ctx.server.resetHandlers());
  afterAll(() => {
    ctx.server.close();
    vi.unstubAllGlobals();
  });
  return ctx;
}

/**
 * Expects an answer still unfinished after 100 ms. A `…Slow` group sends its headers at once
 * and never ends its body (as a slow server does), so this waits on the whole body; the
 * request is aborted after.
 */
export async function expectStillPending(
  request: (signal: AbortSignal) => Promise<Response>,
): Promise<void> {
  const controller = new AbortController();
  const outcome = await Promise.race([
    request(controller.signal)
      .then((res) => res.text())
      .then(
        () => 'answered',
        () => 'failed',
      ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 100)),
  ]);
  controller.abort();
  expect(outcome).toBe('pending');
}
