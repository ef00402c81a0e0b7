import { useId, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { CloseButton } from './CloseButton.tsx';
import * as styles from './Dialog.css';

export { DialogTrigger };

export interface DialogProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  title: ReactNode;
  description?: ReactNode;
  /** Content, or a function receiving `close` (e.g. to close after a successful submit). */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  size?: 'sm' | 'md' | 'lg';
  /** Clicking the backdrop closes (Escape always does). */
  isDismissable?: boolean;
  closeLabel?: string;
}

/**
 * A modal dialog: title, optional description, a close button; focus is trapped inside and
 * returns to the trigger; Escape closes. Controlled with `isOpen`/`onOpenChange`, or placed in a
 * `DialogTrigger` next to its trigger button.
 */
export function Dialog({
  title,
  description,
  children,
  size = 'md',
  isDismissable = true,
  closeLabel = 'Close',
  ...overlayProps
}: DialogProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={`${styles.modal} ${styles.size[size]}`}>
        <AriaDialog
          className={styles.dialog}
          aria-describedby={description ? descriptionId : undefined}
        >
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {description ? (
                  <p id={descriptionId} className={styles.description}>
                    {description}
                  </p>
                ) : null}
              </div>
              {typeof children === 'function' ? children({ close }) : children}
              <CloseButton label={closeLabel} />
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
