import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/**
 * Fields that never reach the log: credentials, and what identifies a visitor (a form's
 * answers are personal data under the LFPDPPP). Paths are pino's redact syntax.
 */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'apiKey',
  '*.apiKey',
  'email',
  '*.email',
  'phone',
  '*.phone',
  'firstName',
  '*.firstName',
  'lastName',
  '*.lastName',
  'formData',
  '*.formData',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export interface LoggerOptions {
  /** pino's level name; `silent` turns it off. */
  level?: string;
  /** Human-readable lines (a person at a terminal) instead of one JSON object per line. */
  pretty?: boolean;
  /** Where lines go (tests collect them); standard output when left out. */
  destination?: DestinationStream;
}

/** The app's one logger: JSON lines in production, readable lines on a terminal. */
export function createLogger({
  level = 'info',
  pretty: readable,
  destination,
}: LoggerOptions = {}): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: pino.stdSerializers.err },
  };
  if (destination) return pino(options, destination);
  if (readable)
    return pino(options, pretty({ colorize: true, sync: true, ignore: 'pid,hostname' }));
  // Lines are written in blocks of 4 KB rather than one write each: with one line per
  // request, a write per line cost as much CPU as answering a cached page. What is still
  // buffered goes out within a second, on `flush()`, and when the process exits (pino
  // writes it synchronously then).
  const logger = pino(
    options,
    pino.destination({ dest: 1, minLength: LOG_BLOCK_BYTES, sync: false }),
  );
  setInterval(() => logger.flush(), LOG_FLUSH_MS).unref();
  return logger;
}

const LOG_BLOCK_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/** Logs nothing (tests and tools that build the app without caring about its log). */
export const silentLogger: Logger = pino({ level: 'silent' });
