import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { useHydrated } from '../../lib/useHydrated.ts';

const MINUTE_MS = 60_000;
const TICK_MS = 15_000;

/** Where the time comes from: `Date.now`, or a fixed instant in stories. */
export const ClockContext = createContext<() => number>(() => Date.now());

const subscribe = (onTick: () => void) => {
  const timer = window.setInterval(onTick, TICK_MS);
  return () => window.clearInterval(timer);
};

const serverSnapshot = () => null;

/**
 * The current time to the minute, or null during the server render and the hydrating render:
 * a rendered page is cached, so "Open now" in its HTML would go stale, and a clock read while
 * hydrating would not match the server's HTML. The browser's time comes in right after.
 */
export function useCaboClock(): Date | null {
  const now = useContext(ClockContext);
  // Until hydrated the browser reads what the server did, so hydrating forces no re-render.
  const hydrated = useHydrated();
  const minute = useSyncExternalStore(
    subscribe,
    hydrated ? () => Math.floor(now() / MINUTE_MS) * MINUTE_MS : serverSnapshot,
    serverSnapshot,
  );
  return useMemo(() => (minute === null ? null : new Date(minute)), [minute]);
}
