import { Suspense, use, useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import * as dialogStyles from '../Dialog/Dialog.css';
import * as styles from './Toast.css';
import type { ToastContent, ToastQueueApi } from './toastQueue.ts';
import { useOptionalToasts } from './ToastProvider.tsx';

/** Spec: swipe right past 50 px dismisses a toast. */
const SWIPE_THRESHOLD = 50;

export interface ToasterProps {
  /** Defaults to the queue of the nearest ToastProvider. */
  toasts?: ToastQueueApi;
  /** Label of the region, announced when F8 moves focus there. */
  label?: string;
}

/** The toast region: render once near the root. F8 moves focus to it (spec). */
export function Toaster(props: ToasterProps) {
  // The queue's code may still be loading (it comes with the first toast).
  return (
    <Suspense fallback={null}>
      <ToastRegionFor {...props} />
    </Suspense>
  );
}

function ToastRegionFor({ toasts: given, label = 'Notifications' }: ToasterProps) {
  const provided = useOptionalToasts();
  const toasts = given ?? provided;
  if (!toasts) throw new Error('<Toaster> needs a `toasts` queue or a <ToastProvider> above it');
  const queue = use(toasts.ready());
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const region = regionRef.current;
      if (event.key !== 'F8' || !region) return;
      event.preventDefault();
      // Programmatic focus only: the region stays out of the Tab order.
      if (!region.hasAttribute('tabindex')) region.tabIndex = -1;
      region.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <ToastRegion ref={regionRef} queue={queue} aria-label={label} className={styles.region}>
      {({ toast }) => <ToastItem toast={toast} onDismiss={() => toasts.close(toast.key)} />}
    </ToastRegion>
  );
}

function ToastItem({
  toast,
  onDismiss,
}: {
  toast: QueuedToast<ToastContent>;
  onDismiss: () => void;
}) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    // Keep receiving moves when the finger leaves the toast (real, primary pointers only).
    if (event.isPrimary) event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset > SWIPE_THRESHOLD) onDismiss();
    else setOffset(0);
  };
  const { title, description, variant = 'default' } = toast.content;
  return (
    <AriaToast
      toast={toast}
      className={styles.toast[variant]}
      data-variant={variant}
      // The chat button steps aside while a toast is where it sits (docs/catalogue.md).
      data-chat-avoid
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 300 } : {}}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </AriaToastContent>
      <Button slot="close" aria-label="Close" className={styles.close}>
        <svg className={dialogStyles.closeIcon} viewBox="0 0 20 20" aria-hidden="true">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.75" fill="none" />
        </svg>
      </Button>
    </AriaToast>
  );
}
