import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import * as styles from './Dialog.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  /** What confirming does, in the user's words. */
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while `onConfirm` runs (e.g. "Disabling..."). */
  pendingLabel: string;
  /** `destructive` for what cannot be taken back lightly (disabling an account). */
  tone?: 'primary' | 'destructive';
  /**
   * Does it. Resolve: the dialog closes. Reject: it stays open for another try (the caller
   * reports the failure).
   */
  onConfirm: () => Promise<unknown>;
}

/**
 * "Are you sure?": an alert dialog with Cancel and the action. Focus starts on Cancel (the
 * safe choice), Escape cancels, the backdrop does not; both buttons wait while it runs.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  tone = 'primary',
  onConfirm,
}: ConfirmDialogProps) {
  const descriptionId = useId();
  const [pending, setPending] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  // After React Aria has focused the dialog itself (its effects run first): the safe choice.
  useEffect(() => {
    if (isOpen) cancel.current?.focus();
  }, [isOpen]);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Reported by the caller; the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!pending) onOpenChange(open);
      }}
      isKeyboardDismissDisabled={pending}
      className={styles.overlay}
    >
      <Modal className={`${styles.modal} ${styles.size.sm}`}>
        <AriaDialog role="alertdialog" className={styles.dialog} aria-describedby={descriptionId}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          </div>
          <div className={styles.actions}>
            <Button
              ref={cancel}
              variant="secondary"
              isDisabled={pending}
              onPress={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button variant={tone} isDisabled={pending} onPress={() => void confirm()}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
