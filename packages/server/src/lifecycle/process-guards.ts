import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../logging/logger.ts';
import { createLogThrottle, errorKey } from '../logging/throttle.ts';

/**
 * Exits once every line logged so far is written, in order (a write still in flight would
 * otherwise land after the lines the exit writes synchronously, or not at all); after a
 * second at most.
 */
export function exitAfterLog(
  logger: Logger,
  code: number,
  exit = (status: number) => process.exit(status),
): void {
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    exit(code);
  };
  setTimeout(end, 1000);
  logger.flush(end);
}

/**
 * The last resort for an error nothing caught. A dependency fault (the database gone) is
 * logged, once per interval, and the process keeps serving: it recovers when the database
 * returns. Anything else is a programming error: logged, and the process exits 1 so its
 * supervisor (systemd, the container runtime) starts a clean one (docs/operations.md).
 */
export function installLastResortHandlers(
  logger: Logger,
  exit = (code: number) => process.exit(code),
) {
  const throttled = createLogThrottle(logger, 10_000);
  const handle = (kind: 'unhandledRejection' | 'uncaughtException') => (err: unknown) => {
    if (isDatabaseUnavailable(err)) {
      throttled(
        'error',
        `${kind}:${errorKey(err)}`,
        { err, kind },
        'database fault outside a request; still running',
      );
      return;
    }
    logger.fatal({ err, kind }, 'unexpected error; exiting for the supervisor to restart');
    exitAfterLog(logger, 1, exit);
  };
  process.on('unhandledRejection', handle('unhandledRejection'));
  process.on('uncaughtException', handle('uncaughtException'));
}
