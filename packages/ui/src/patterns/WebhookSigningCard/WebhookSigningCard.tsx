import type { WebhookSigning } from '@cabo/contract';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as styles from './WebhookSigningCard.css';

export interface WebhookSigningCardProps {
  /** The current secret's hint and dates; undefined while loading. */
  signing?: WebhookSigning;
  /** The secret a rotation just made: shown this once, never fetched again. */
  newSecret?: string | null;
  onRotate: () => void;
  isRotating?: boolean;
  /** Loading or rotating failed. */
  errorText?: string | null;
}

// Staff read these in Cabo's time, as every other date of the admin.
const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Mazatlan',
});

/**
 * The automation webhook's signing secret (docs/integrations.md, "Signatures"): its first
 * characters only, who made it when, and Rotate, whose new secret shows here in full once.
 * For 24 h after a rotation deliveries are signed with the previous secret too.
 */
export function WebhookSigningCard({
  signing,
  newSecret,
  onRotate,
  isRotating = false,
  errorText,
}: WebhookSigningCardProps) {
  const headingId = useId();
  const secretId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        Webhook signing secret
      </h3>
      <p className={styles.note}>
        Every delivery to the automation webhook is signed with this secret (Standard Webhooks:
        webhook-id, webhook-timestamp and webhook-signature headers), so the receiver can tell it
        comes from us.
      </p>
      {errorText ? (
        <p role="alert" className={styles.error}>
          {errorText}
        </p>
      ) : null}
      {!signing && !errorText ? <Spinner label="Loading the signing secret" /> : null}
      {signing ? (
        <dl className={styles.fields}>
          <dt className={styles.term}>Secret</dt>
          <dd className={styles.value}>{signing.hint}</dd>
          <dt className={styles.term}>Made</dt>
          <dd className={styles.value}>
            {`${when.format(new Date(signing.createdAt))} by ${signing.createdBy ?? 'the server'}`}
          </dd>
          {signing.previousValidUntil ? (
            <>
              <dt className={styles.term}>Previous secret</dt>
              <dd className={styles.value}>
                {`Still signs until ${when.format(new Date(signing.previousValidUntil))}`}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {newSecret ? (
        <div className={styles.secret} role="status">
          <strong id={secretId}>New secret: copy it now, it is not shown again</strong>
          <code className={styles.secretValue} aria-labelledby={secretId}>
            {newSecret}
          </code>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={onRotate}
          isPending={isRotating}
          pendingLabel="Rotating the secret"
          isDisabled={!signing}
        >
          Rotate secret
        </Button>
      </div>
      <p className={styles.note}>
        Rotate makes a new secret and shows it once; the previous one keeps signing for 24 hours,
        time to give the receiver the new one.
      </p>
    </section>
  );
}
