import type { Logger } from './logger.ts';

/**
 * Logs a repeated fault once per interval with how many times it happened, instead of once
 * per request: a database outage under load would otherwise write a line (and a stack) for
 * every answer. The first occurrence of a key is logged at once.
 */
export function createLogThrottle(logger: Logger, intervalMs = 5_000) {
  const seen = new Map<string, { until: number; suppressed: number }>();
  return (level: 'warn' | 'error', key: string, fields: object, message: string): void => {
    const now = Date.now();
    const entry = seen.get(key);
    if (entry && now < entry.until) {
      entry.suppressed += 1;
      return;
    }
    const repeated = entry?.suppressed ?? 0;
    seen.set(key, { until: now + intervalMs, suppressed: 0 });
    // Keys are few (one per kind of fault); forget the quiet ones so the map cannot grow.
    if (seen.size > 100) {
      for (const [k, v] of seen) if (v.until < now) seen.delete(k);
    }
    logger[level]({ ...fields, repeated }, message);
  };
}
