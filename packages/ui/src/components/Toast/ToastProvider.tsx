import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createToastQueue, type ToastQueueApi } from './toastQueue.ts';

const ToastContext = createContext<ToastQueueApi | null>(null);

/**
 * One toast queue per app instance: a server rendering many requests never shares toasts
 * between them, and each story gets a fresh queue.
 */
export function ToastProvider({
  toasts,
  timeout,
  children,
}: {
  toasts?: ToastQueueApi;
  /** For the provider's own queue (see createToastQueue); the spec's 5 s by default. */
  timeout?: number;
  children: ReactNode;
}) {
  const [own] = useState(() => toasts ?? createToastQueue({ timeout }));
  return <ToastContext.Provider value={own}>{children}</ToastContext.Provider>;
}

/** The queue of the nearest ToastProvider: `useToasts().show({ title, description })`. */
export function useToasts(): ToastQueueApi {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToasts() needs a <ToastProvider> above it');
  return toasts;
}

/** The provider's queue, or null outside one (the Toaster then needs an explicit queue). */
export const useOptionalToasts = () => useContext(ToastContext);

/**
 * Whether the nearest provider's queue has ever been asked for a toast: a page can mount its
 * Toaster (and load its code) only from then on. False during a server render.
 */
export function useToastsShown(): boolean {
  const toasts = useToasts();
  return useSyncExternalStore(toasts.subscribe, toasts.hasShown, () => false);
}
