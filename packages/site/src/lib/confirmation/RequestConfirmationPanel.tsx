import { Button, SubmissionSuccess } from '@cabo/ui';
import { brand } from '../brand.ts';
import type { RequestConfirmation } from './request-confirmation.ts';
import * as styles from './RequestConfirmationPanel.css';

/** The one confirmation component of the library, with the site's WhatsApp number. */
export default function RequestConfirmationPanel({
  confirmation,
  onDismiss,
}: {
  confirmation: RequestConfirmation;
  onDismiss: () => void;
}) {
  const { receipt, calendarEvent } = confirmation;
  return (
    <div className={styles.slot}>
      <SubmissionSuccess
        title="Request received"
        reference={receipt.reference}
        receivedAt={receipt.createdAt}
        statusHref={receipt.statusPath}
        whatsappNumber={brand.whatsappNumber}
        calendarEvent={
          calendarEvent ? { ...calendarEvent, reference: receipt.reference } : undefined
        }
        takeFocusAfterMs={DIALOG_CLOSE_MS}
      />
      <Button variant="secondary" size="sm" onPress={onDismiss}>
        Close
      </Button>
    </div>
  );
}

/**
 * A form in a dialog (a table, a tour) closes it after success and the dialog gives the
 * focus back to its trigger when its exit is over: the confirmation takes it after that.
 */
const DIALOG_CLOSE_MS = 400;
