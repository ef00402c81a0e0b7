/**
 * Where the process is in its life, read by the readiness check: a load balancer sends an
 * instance traffic only once it has started (migrations applied, seeds run) and stops as
 * soon as it begins to drain for a shutdown (docs/operations.md).
 */
export interface Lifecycle {
  readonly started: boolean;
  readonly draining: boolean;
  markStarted(): void;
  beginDrain(): void;
  /** Background work (no request waits on it) that a shutdown lets end before the pool closes. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Settles once every tracked piece of work has, whether it succeeded or not. */
  idle(): Promise<void>;
}

export function createLifecycle(state: { started?: boolean } = {}): Lifecycle {
  let started = state.started ?? false;
  let draining = false;
  const working = new Set<Promise<unknown>>();
  return {
    get started() {
      return started;
    },
    get draining() {
      return draining;
    },
    markStarted() {
      started = true;
    },
    beginDrain() {
      draining = true;
    },
    track(work) {
      const settled: Promise<unknown> = work
        .catch(() => undefined)
        .finally(() => working.delete(settled));
      working.add(settled);
      return work;
    },
    async idle() {
      while (working.size > 0) await Promise.all(working);
    },
  };
}
