import type { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastOptions {
  /** Milliseconds before the toast closes itself (spec: 5000). Paused while hovered or focused. */
  timeout?: number;
  onClose?: () => void;
}

export const TOAST_TIMEOUT = 5000;

export type ToastQueueApi = ReturnType<typeof createToastQueue>;

/**
 * A queue with the spec's rule: at most one toast visible. A new toast replaces the one on
 * screen (the older message is stale by then) rather than waiting behind it.
 *
 * React Aria's queue (timers paused on hover and focus) is made, and its code loaded, with
 * the first toast: most page views show none, so it stays out of the first load.
 *
 * `timeout`: milliseconds before a toast closes itself; 0 keeps every toast until it is
 * closed (page stories: their screenshots must not depend on how fast the machine is).
 */
export function createToastQueue({ timeout = TOAST_TIMEOUT }: { timeout?: number } = {}) {
  let queue: AriaToastQueue<ToastContent> | undefined;
  let loading: Promise<AriaToastQueue<ToastContent>> | undefined;
  let shown = false;
  const listeners = new Set<() => void>();
  /** React Aria's queue, for the toast region; the same promise every time. */
  const ready = () =>
    (loading ??= import('./ariaToastQueue.ts').then(({ AriaToastQueue }) => {
      queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 1 });
      return queue;
    }));
  return {
    ready,
    /** Whether a toast was ever asked for: a page mounts its Toaster from then on. */
    hasShown: () => shown,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Shows the toast as soon as the queue is there; resolves to its key. */
    show: (content: ToastContent, options: ToastOptions = {}) => {
      if (!shown) {
        shown = true;
        listeners.forEach((listener) => listener());
      }
      return ready().then((q) => {
        q.clear();
        return q.add(content, { timeout: timeout || undefined, ...options });
      });
    },
    close: (key: string) => queue?.close(key),
    clear: () => queue?.clear(),
  };
}
