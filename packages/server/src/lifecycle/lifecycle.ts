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
}

export function createLifecycle(state: { started?: boolean } = {}): Lifecycle {
  let started = state.started ?? false;
  let draining = false;
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
  };
}
