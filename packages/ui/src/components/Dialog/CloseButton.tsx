import { Button } from 'react-aria-components';
import * as styles from './Dialog.css';

/** The corner "×" button; `slot="close"` makes the surrounding Dialog close on press. */
export function CloseButton({
  label = 'Close',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <Button slot="close" aria-label={label} className={className ?? styles.close}>
      <svg className={styles.closeIcon} viewBox="0 0 20 20" aria-hidden="true">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.75" fill="none" />
      </svg>
    </Button>
  );
}
