import { whatsAppLink } from '@cabo/contract';
import { useId } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import * as styles from './WhatsAppButton.css';

export interface WhatsAppButtonProps {
  phone: string | null;
  firstName: string | null;
  reference: string;
}

/**
 * Opens WhatsApp (`wa.me`) with the visitor's number and a message naming them and their
 * reference (docs/admin.md, "Replies and follow-ups"); disabled, saying why, without a number.
 */
export function WhatsAppButton({ phone, firstName, reference }: WhatsAppButtonProps) {
  const reasonId = useId();
  const href = whatsAppLink(phone, { firstName, reference });
  if (href) {
    return (
      <Link variant="button" href={href} isExternal>
        WhatsApp
      </Link>
    );
  }
  return (
    <div className={styles.disabled}>
      <Button variant="secondary" isDisabled aria-describedby={reasonId}>
        WhatsApp
      </Button>
      <span id={reasonId} className={styles.reason}>
        No phone number on this record
      </span>
    </div>
  );
}
