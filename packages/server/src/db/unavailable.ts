/**
 * Whether an error means the database could not be reached or went away (refused, reset,
 * terminated by a restart, a pool that timed out waiting, a closed embedded database),
 * as opposed to a query the database refused. Such a fault is an answer (503 with
 * Retry-After), not a crash and not a 500 (docs/operations.md, "Health, stopping and
 * restarts").
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; name?: unknown; message?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code)) return true;
  // SQLSTATE class 08 (connection exception), and a server shutting down or starting up.
  if (/^08[0-9A-Z]{3}$/.test(code) || SERVER_STATE_CODES.has(code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  return Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable);
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const SERVER_STATE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
  'Unable to acquire a connection',
  'PGlite is closed',
  'Timeout acquiring a connection',
];
