import type { Server, ServerResponse } from 'node:http';

export interface HttpDrain {
  /** Answers being written now. */
  readonly inFlight: number;
  /**
   * Stops accepting connections, closes each keep-alive connection after its current answer
   * (that answer says `Connection: close`) or after a second idle, and waits for every
   * request already received to be answered, at most `timeoutMs`; then cuts what is left.
   * Resolves whether all finished.
   */
  drain(timeoutMs: number): Promise<boolean>;
}

/**
 * Follows a server's requests so a shutdown can let them finish (docs/operations.md,
 * "Health, stopping and restarts"). Registered ahead of the app's own request listener.
 */
export function trackRequests(server: Server): HttpDrain {
  const active = new Set<ServerResponse>();
  let draining = false;

  server.prependListener('request', (_req, res: ServerResponse) => {
    active.add(res);
    // A request on a kept-alive connection during the drain: answered, then the connection closes.
    if (draining) res.shouldKeepAlive = false;
    res.once('close', () => active.delete(res));
  });

  return {
    get inFlight() {
      return active.size;
    },
    async drain(timeoutMs) {
      draining = true;
      let allClosed = false;
      const closed = new Promise<void>((resolve) =>
        server.close(() => {
          allClosed = true;
          resolve();
        }),
      );
      // Answers not started yet go out with Connection: close.
      for (const res of active) if (!res.headersSent) res.shouldKeepAlive = false;
      const deadline = Date.now() + timeoutMs;
      // Idle keep-alive connections stay open a moment: closing one while its client is
      // sending the next request resets that request, whereas a request that arrives now is
      // answered (with Connection: close). Past the moment, the idle ones are closed.
      const lingerUntil = Date.now() + Math.min(IDLE_LINGER_MS, timeoutMs);
      const waitWhile = async (busy: () => boolean) => {
        while (!allClosed && Date.now() < deadline && busy()) await sleep(POLL_MS);
      };
      await waitWhile(() => active.size > 0 || Date.now() < lingerUntil);
      server.closeIdleConnections();
      await waitWhile(() => active.size > 0);
      const finished = active.size === 0;
      server.closeAllConnections();
      await closed;
      return finished;
    },
  };
}

/** How long idle keep-alive connections are left open once a drain starts. */
const IDLE_LINGER_MS = 1_000;
const POLL_MS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
