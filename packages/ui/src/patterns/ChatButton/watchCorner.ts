// The chat button's watch over its corner (docs/catalogue.md, "The chat button steps
// aside"), in a chunk of its own: it loads after the page has hydrated.

/**
 * What the chat button must never cover (docs/catalogue.md, "The chat button steps aside"):
 * every control, and anything marked `data-chat-avoid` (a toast).
 */
export const CHAT_AVOID_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[tabindex]:not([tabindex="-1"])',
  '[data-chat-avoid]',
].join(',');

/** Room kept clear around the button, so a control is never flush under its edge. */
const CLEARANCE_PX = 4;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right + CLEARANCE_PX &&
  b.left < a.right + CLEARANCE_PX &&
  a.top < b.bottom + CLEARANCE_PX &&
  b.top < a.bottom + CLEARANCE_PX;

/** True when a visible control (other than the button itself) lies under the dock's area. */
export function coversAControl(dock: HTMLElement): boolean {
  const area = dock.getBoundingClientRect();
  for (const el of document.querySelectorAll<HTMLElement>(CHAT_AVOID_SELECTOR)) {
    if (dock.contains(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !overlaps(area, box)) continue;
    if (el.closest('[inert],[aria-hidden="true"]')) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    return true;
  }
  return false;
}

/**
 * Calls `onAside` with whether a control lies under `dock`, now and whenever that may have
 * changed (scroll, resize, a page change), at most once a frame. Returns the stop.
 */
export function watchCorner(dock: HTMLElement, onAside: (aside: boolean) => void): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    onAside(coversAControl(dock));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  // A toast, a bottom bar or a form's message appearing changes the corner too.
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden', 'inert', 'data-shown', 'data-bottom-bar', 'class'],
  });
  observer.observe(document.documentElement, { attributes: true });
  return () => {
    if (frame) cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
    observer.disconnect();
  };
}
