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
 * The floating chat button, fixed bottom-right on every public page. It steps aside (slides
 * off to the right and is hidden) while a control or a toast lies where it sits, and comes
 * back once the corner is clear: it is checked on scroll, resize and page changes, at most
 * once a frame. The dock that holds its place never moves, so the check cannot flicker.
 */
export function ChatButton({ whatsappNumber, text }: ChatButtonProps) {
  const dock = useRef<HTMLDivElement>(null);
  const [aside, setAside] = useState(false);
  useEffect(() => {
    // The watch loads after the page has hydrated: nothing needs it for the first paint.
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./watchCorner.ts').then(({ watchCorner }) => {
      if (!gone && dock.current) stop = watchCorner(dock.current, setAside);
    });
    return () => {
      gone = true;
      stop?.();
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
