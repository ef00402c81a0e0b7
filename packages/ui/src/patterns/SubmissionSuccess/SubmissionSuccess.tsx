import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Link } from '../../components/Link/index.ts';
import { whatsappHref } from '../ChatButton/index.ts';
import * as styles from './SubmissionSuccess.css';

/** The reply promise every lead form makes after success (docs/lead-forms.md). */
export const REPLY_PROMISE = 'We reply within 24 hours';

/** The WhatsApp text that carries the lead's reference, so the chat and the lead meet. */
export const whatsappTextWithReference = (reference: string) =>
  `Hi! I just sent a request on your website (reference ${reference}). Can we chat about it?`;

export interface SubmissionSuccessProps {
  /** The stored lead's short reference from the 201 answer, e.g. 'L-1042'. */
  reference: string;
  /** WhatsApp number, digits only with the country code (wa.me format). */
  whatsappNumber: string;
  /** Heading; the spec's success title by default. */
  title?: string;
  /** The form's own success text (e.g. "We'll be in touch with you shortly."). */
  message?: ReactNode;
  /** Shows a "Send another request" button that brings the form back. */
  onReset?: () => void;
}

/**
 * What a lead form shows after success: the thanks, the reply promise, the reference and a
 * WhatsApp button whose prefilled text quotes it. Takes the focus when it appears, so
 * keyboard and screen-reader users land on the news rather than on a vanished button.
 */
export function SubmissionSuccess({
  reference,
  whatsappNumber,
  title = 'Thanks for your interest!',
  message,
  onReset,
}: SubmissionSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      {message ? <p className={styles.text}>{message}</p> : null}
      <p className={styles.promise}>{REPLY_PROMISE}</p>
      <p className={styles.text}>
        Your reference: <strong className={styles.reference}>{reference}</strong>
      </p>
      <div className={styles.actions}>
        <Link
          variant="button"
          isExternal
          href={whatsappHref(whatsappNumber, whatsappTextWithReference(reference))}
        >
          Chat with us on WhatsApp
        </Link>
        {onReset ? (
          <Button variant="secondary" onPress={onReset}>
            Send another request
          </Button>
        ) : null}
      </div>
    </section>
  );
}
