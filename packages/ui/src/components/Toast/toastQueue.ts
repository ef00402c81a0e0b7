import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

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
 * `timeout`: milliseconds before a toast closes itself; 0 keeps every toast until it is
 * closed (page stories: their screenshots must not depend on how fast the machine is).
 */
export function createToastQueue({ timeout = TOAST_TIMEOUT }: { timeout?: number } = {}) {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });
  const show = (content: ToastContent, options: ToastOptions = {}) => {
    queue.clear();
    return queue.add(content, { timeout: timeout || undefined, ...options });
  };
  return {
    queue,
    show,
    close: (key: string) => queue.close(key),
    clear: () => queue.clear(),
  };
}
