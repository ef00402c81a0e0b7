import type { Server, ServerResponse } from 'node:http';

export interface HttpDrain {
  /** Answers being written now. */
  readonly inFlight: number;
  /**
   * Stops accepting connections, closes each keep-alive connection after its current answer
   * (that answer says `Connection: close`), and waits for every request already received to
   * be answered, at most `timeoutMs`; then cuts what is left. Resolves whether all finished.
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
  let settle: (() => void) | null = null;

  server.prependListener('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (draining) res.shouldKeepAlive = false;
    res.once('close', () => {
      active.delete(res);
      if (!draining) return;
      // Its connection is idle now (or gone): close it rather than wait for another request.
      server.closeIdleConnections();
      if (active.size === 0) settle?.();
    });
  });

  return {
    get inFlight() {
      return active.size;
    },
    async drain(timeoutMs) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Answers not started yet go out with Connection: close; the idle sockets close now.
      for (const res of active) if (!res.headersSent) res.shouldKeepAlive = false;
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const finished = await new Promise<boolean>((resolve) => {
        if (active.size === 0) return resolve(true);
        settle = () => resolve(true);
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      clearTimeout(timer);
      server.closeAllConnections();
      await closed;
      return finished;
    },
  };
}
