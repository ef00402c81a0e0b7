import { describe, expect, it } from 'vitest';
import { createToastQueue, TOAST_TIMEOUT } from './toastQueue.ts';

describe('createToastQueue', () => {
  it('closes after 5000 ms by default (spec), unless told otherwise', () => {
    const toasts = createToastQueue();
    toasts.show({ title: 'Inquiry Sent' });
    expect(TOAST_TIMEOUT).toBe(5000);
    expect(toasts.queue.visibleToasts[0]?.timeout).toBe(5000);
    toasts.show({ title: 'Thanks for sharing!' }, { timeout: 8000 });
    expect(toasts.queue.visibleToasts[0]?.timeout).toBe(8000);
  });

  it('keeps one toast: the newest replaces the one on screen', () => {
    const toasts = createToastQueue();
    toasts.show({ title: 'Inquiry Sent' });
    const key = toasts.show({ title: 'Booking Failed', variant: 'destructive' });
    expect(toasts.queue.visibleToasts.map((t) => t.content.title)).toEqual(['Booking Failed']);
    // The replaced toast does not come back once the newest closes.
    toasts.close(key);
    expect(toasts.queue.visibleToasts).toEqual([]);
  });
});
