import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
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
export function useMockServer(): MockServer {
  const ctx = {} as MockServer;
  beforeAll(async () => {
    vi.stubGlobal('location', new URL(`${MOCK_ORIGIN}/`));
    const { setupServer } = await import('msw/node');
    ctx.mocks = await import('../../../../mocks/handlers/index.ts');
    ctx.server = setupServer(...Object.values(ctx.mocks.handlers).flat());
    ctx.server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => ctx.server.resetHandlers());
  afterAll(() => {
    ctx.server.close();
    vi.unstubAllGlobals();
  });
  return ctx;
}
