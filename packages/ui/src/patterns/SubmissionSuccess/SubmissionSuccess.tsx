import { calendarInvite, CABO_TIME_ZONE, type CalendarInviteEvent } from '@cabo/contract';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Link } from '../../components/Link/index.ts';
import { whatsappHref } from '../ChatButton/index.ts';
import * as styles from './SubmissionSuccess.css';

/** The reply promise every lead form makes after success (docs/lead-forms.md). */
export const REPLY_PROMISE = 'We reply within 24 hours';

/** How long the reply promise gives the team. */
const REPLY_HOURS = 24;

/** "by Friday, 28 November, 7:15 PM (Cabo time)": the promise's deadline on Cabo's clock. */
export function replyByText(receivedAt: string): string {
  const by = new Date(new Date(receivedAt).getTime() + REPLY_HOURS * 3_600_000);
  // From parts, so every engine writes it alike (some put "at" between date and time).
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: CABO_TIME_ZONE,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
      .formatToParts(by)
      .map((part) => [part.type, part.value]),
  );
  const { weekday, month, day, hour, minute, dayPeriod } = parts;
  return `by ${weekday}, ${month} ${day}, ${hour}:${minute} ${dayPeriod} (Cabo time)`;
}

/** Saves the request's event as an .ics file, made in the browser (nothing is fetched). */
function downloadInvite(event: CalendarInviteEvent): void {
  const blob = new Blob([calendarInvite(event, new Date())], { type: 'text/calendar' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${event.reference}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the object URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The WhatsApp text that carries the lead's reference, so the chat and the lead meet. */
export const whatsappTextWithReference = (reference: string) =>
  `Hi! I just sent a request on your website (reference ${reference}). Can we chat about it?`;

export interface SubmissionSuccessProps {
  /** The stored request's short reference from the 201 answer, e.g. 'CBO-7K4Q2'. */
  reference: string;
  /** When it was stored (the 201's `createdAt`): the reply promise says by when. */
  receivedAt?: string;
  /** The request's status page (the 201's `statusPath`). */
  statusHref?: string;
  /** A table or tour request: "Add to calendar" saves this event as an .ics file. */
  calendarEvent?: CalendarInviteEvent;
  /** Waits this long before taking the focus (a closing dialog gives it back first). */
  takeFocusAfterMs?: number;
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
 * What every form shows after success (docs/lead-forms.md, "After success"): the thanks,
 * the reply promise and by when, the reference, a WhatsApp button whose prefilled text
 * quotes it, the request's status page and, for a table or tour, "Add to calendar". Takes the focus when it appears, so
 * keyboard and screen-reader users land on the news rather than on a vanished button.
 */
export function SubmissionSuccess({
  reference,
  whatsappNumber,
  title = 'Thanks for your interest!',
  message,
  onReset,
  receivedAt,
  statusHref,
  calendarEvent,
  takeFocusAfterMs = 0,
}: SubmissionSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (takeFocusAfterMs === 0) {
      heading.current?.focus();
      return;
    }
    const timer = setTimeout(() => heading.current?.focus(), takeFocusAfterMs);
    return () => clearTimeout(timer);
  }, [takeFocusAfterMs]);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      {message ? <p className={styles.text}>{message}</p> : null}
      <p className={styles.promise}>
        {REPLY_PROMISE}
        {receivedAt ? ` ${replyByText(receivedAt)}` : null}
      </p>
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
        {calendarEvent ? (
          <Button variant="secondary" onPress={() => downloadInvite(calendarEvent)}>
            Add to calendar
          </Button>
        ) : null}
        {statusHref ? (
          <Link variant="standalone" href={statusHref}>
            See your request
          </Link>
        ) : null}
        {onReset ? (
          <Button variant="secondary" onPress={onReset}>
            Send another request
          </Button>
        ) : null}
      </div>
    </section>
  );
}
