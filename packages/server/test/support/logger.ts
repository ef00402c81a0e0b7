import pino from 'pino';
import type { Logger } from '../../src/logging/logger.ts';

/**
 * A logger that writes nothing and keeps what was logged at error level or above: the
 * error object itself when the line carries one (`{ err }`), else the line's first argument.
 */
export function errorCollectingLogger(into: unknown[]): Logger {
  return pino(
    {
      level: 'error',
      hooks: {
        logMethod(args, method) {
          const [first] = args as unknown[];
          const err = (first as { err?: unknown } | undefined)?.err;
          into.push(err ?? first);
          return method.apply(this, args);
        },
      },
    },
    pino.destination('/dev/null'),
  );
}
