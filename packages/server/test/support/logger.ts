import pino from 'pino';
import { createLogger, type Logger } from '../../src/logging/logger.ts';

export type LogLine = Record<string, unknown>;

export interface LineCollector {
  /** The app's own logger (its redaction included) at debug level. */
  logger: Logger;
  /** Every line written, parsed. */
  lines: LogLine[];
  /** The first line, written already or later, that matches. */
  lineWhere(match: (line: LogLine) => boolean): Promise<LogLine>;
}

/** Keeps every JSON line the app's logger writes (request lines come after the answer). */
export function collectLines(): LineCollector {
  const lines: LogLine[] = [];
  const waiting = new Set<{ match: (line: LogLine) => boolean; resolve: (l: LogLine) => void }>();
  const logger = createLogger({
    level: 'debug',
    destination: {
      write(text: string) {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        for (const w of waiting) {
          if (w.match(line)) {
            waiting.delete(w);
            w.resolve(line);
          }
        }
      },
    },
  });
  return {
    logger,
    lines,
    lineWhere: (match) =>
      new Promise((resolve) => {
        const found = lines.find(match);
        if (found) resolve(found);
        else waiting.add({ match, resolve });
      }),
  };
}

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
