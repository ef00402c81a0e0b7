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

/** The floating chat button, fixed bottom-right on every public page. */
export function ChatButton({ whatsappNumber, text }: ChatButtonProps) {
  return (
    <Link
      href={whatsappHref(whatsappNumber, text)}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.button}
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
    >
      <ChatIcon />
    </Link>
  );
}
