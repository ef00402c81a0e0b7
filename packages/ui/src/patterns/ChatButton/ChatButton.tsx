import { useEffect, useRef, useState } from 'react';
import { PlainLink as Link } from '../../components/Link/PlainLink.tsx';
import { ChatIcon } from '../../common/icons.tsx';
import * as styles from './ChatButton.css';

export interface ChatButtonProps {
  /** WhatsApp number, digits only with the country code (wa.me format). */
  whatsappNumber: string;
  /** Prefilled chat text (docs/catalogue.md). */
  text: string;
}

/** wa.me link with the prefilled text: opens WhatsApp (app or web) in a new tab. */
export const whatsappHref = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

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
 * The floating chat button, fixed bottom-right on every public page. It steps aside (slides
 * off to the right and is hidden) while a control or a toast lies where it sits, and comes
 * back once the corner is clear: it is checked on scroll, resize and page changes, at most
 * once a frame. The dock that holds its place never moves, so the check cannot flicker.
 */
export function ChatButton({ whatsappNumber, text }: ChatButtonProps) {
  const dock = useRef<HTMLDivElement>(null);
  const [aside, setAside] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      if (dock.current) setAside(coversAControl(dock.current));
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
  }, []);
  return (
    <div ref={dock} className={styles.dock} data-aside={aside || undefined}>
      <Link
        href={whatsappHref(whatsappNumber, text)}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.button}
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        aria-hidden={aside || undefined}
        tabIndex={aside ? -1 : undefined}
      >
        <ChatIcon />
      </Link>
    </div>
  );
}
