import type { Logger } from './logger.ts';

export interface LogThrottle {
  /** Logs the line unless a line of the same key was logged less than an interval ago. */
  (level: 'warn' | 'error', key: string, fields: object, message: string): void;
  /** Logs how many lines of each key were held back since it was last logged. */
  flush(): void;
}

/**
 * Logs a repeated fault once per interval with how many times it happened (`repeated`),
 * instead of once per request or per poll: a database outage under load would otherwise
 * write a line, and a stack, for every answer. The first occurrence of a key is logged at
 * once.
 */
export function createLogThrottle(logger: Logger, intervalMs = 5_000): LogThrottle {
  const seen = new Map<
    string,
    {
      until: number;
      suppressed: number;
      last: [level: 'warn' | 'error', fields: object, message: string];
    }
  >();
  const throttled = ((level, key, fields, message) => {
    const now = Date.now();
    const entry = seen.get(key);
    if (entry && now < entry.until) {
      entry.suppressed += 1;
      entry.last = [level, fields, message];
      return;
    }
    const repeated = entry?.suppressed ?? 0;
    seen.set(key, { until: now + intervalMs, suppressed: 0, last: [level, fields, message] });
    // Keys are few (one per kind of fault); forget the quiet ones so the map cannot grow.
    if (seen.size > 100) {
      for (const [k, v] of seen) if (v.until < now && v.suppressed === 0) seen.delete(k);
    }
    logger[level]({ ...fields, repeated }, message);
  }) as LogThrottle;
  throttled.flush = () => {
    for (const { suppressed, last } of seen.values()) {
      const [level, fields, message] = last;
      if (suppressed > 0) logger[level]({ ...fields, repeated: suppressed }, message);
    }
    seen.clear();
  };
  return throttled;
}

/** A throttle key for an error: the same kind of failure (name, code, message) is one key. */
export function errorKey(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return `${err.name}|${typeof code === 'string' ? code : ''}|${err.message}`;
  }
  return String(err);
}
