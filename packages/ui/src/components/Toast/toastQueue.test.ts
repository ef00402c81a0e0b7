import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, TOAST_TIMEOUT } from './toastQueue.ts';

describe('createToastQueue', () => {
  it('closes after 5000 ms by default (spec), unless told otherwise', async () => {
    const toasts = createToastQueue();
    await toasts.show({ title: 'Inquiry Sent' });
    const queue = await toasts.ready();
    expect(TOAST_TIMEOUT).toBe(5000);
    expect(queue.visibleToasts[0]?.timeout).toBe(5000);
    await toasts.show({ title: 'Thanks for sharing!' }, { timeout: 8000 });
    expect(queue.visibleToasts[0]?.timeout).toBe(8000);
  });

  it('keeps a toast until it is closed when made with timeout 0', async () => {
    const toasts = createToastQueue({ timeout: 0 });
    await toasts.show({ title: 'Inquiry Sent' });
    expect((await toasts.ready()).visibleToasts[0]?.timeout).toBeUndefined();
  });

  it('keeps one toast: the newest replaces the one on screen', async () => {
    const toasts = createToastQueue();
    void toasts.show({ title: 'Inquiry Sent' });
    const key = await toasts.show({ title: 'Booking Failed', variant: 'destructive' });
    const queue = await toasts.ready();
    expect(queue.visibleToasts.map((t) => t.content.title)).toEqual(['Booking Failed']);
    // The replaced toast does not come back once the newest closes.
    toasts.close(key);
    expect(queue.visibleToasts).toEqual([]);
  });

  it('tells its subscribers once, at the first toast, that toasts are in use', async () => {
    const toasts = createToastQueue();
    const listener = vi.fn();
    toasts.subscribe(listener);
    expect(toasts.hasShown()).toBe(false);
    const first = toasts.show({ title: 'Inquiry Sent' });
    expect(toasts.hasShown()).toBe(true);
    await first;
    await toasts.show({ title: 'Booking Failed' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
