/** Passes errors on to `log`, but one of a kind at most once per window, with a count. */
export interface ErrorReport {
  (err: unknown): void;
  /** Logs how many of each kind were held back since they were last logged. */
  flush(): void;
}

function kindOf(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return `${err.name}|${typeof code === 'string' ? code : ''}|${err.message}`;
  }
  return String(err);
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * While the database is away every poll of every worker fails the same way: the operator
 * needs to know it is happening, not once per poll.
 */
export function rateLimitedReport(log: (err: unknown) => void, windowMs = 10_000): ErrorReport {
  const kinds = new Map<string, { loggedAt: number; heldBack: number; last: unknown }>();

  const summary = (last: unknown, heldBack: number) =>
    new Error(`${messageOf(last)} (${heldBack} more like it since it was last logged)`, {
      cause: last,
    });

  const report = ((err: unknown) => {
    const now = Date.now();
    const kind = kindOf(err);
    const seen = kinds.get(kind);
    if (seen && now - seen.loggedAt < windowMs) {
      seen.heldBack += 1;
      seen.last = err;
      return;
    }
    if (kinds.size > 100) {
      for (const [k, v] of kinds)
        if (now - v.loggedAt >= windowMs && v.heldBack === 0) kinds.delete(k);
    }
    kinds.set(kind, { loggedAt: now, heldBack: 0, last: err });
    log(seen?.heldBack ? summary(err, seen.heldBack) : err);
  }) as ErrorReport;

  report.flush = () => {
    for (const seen of kinds.values()) {
      if (seen.heldBack > 0) log(summary(seen.last, seen.heldBack));
    }
    kinds.clear();
  };
  return report;
}
