import { useId, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { CloseButton } from '../Dialog/CloseButton.tsx';
import * as dialogStyles from '../Dialog/Dialog.css';
import * as styles from './Sheet.css';

export interface SheetProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** The visible title; for a drawer that shows no title, give `aria-label` instead. */
  title?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Which edge the panel slides in from. */
  side?: 'right' | 'left';
  closeLabel?: string;
}

/**
 * A modal panel sliding in from the side (booking forms on the right, the mobile menu on the
 * left). Focus is trapped, Escape and a click on the backdrop close it.
 */
export function Sheet({
  title,
  description,
  children,
  side = 'right',
  closeLabel = 'Close',
  'aria-label': ariaLabel,
  ...overlayProps
}: SheetProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay {...overlayProps} isDismissable className={styles.overlay}>
      <Modal className={styles.side[side]}>
        <AriaDialog
          className={styles.dialog}
          aria-label={title ? undefined : ariaLabel}
          aria-describedby={description ? descriptionId : undefined}
        >
          {({ close }) => (
            <>
              {title || description ? (
                <div className={styles.header}>
                  {title ? (
                    <Heading slot="title" className={dialogStyles.title}>
                      {title}
                    </Heading>
                  ) : null}
                  {description ? (
                    <p id={descriptionId} className={dialogStyles.description}>
                      {description}
                    </p>
                  ) : null}
                </div>
              ) : null}
              <div
                className={
                  title || description ? styles.body : `${styles.body} ${styles.bodyUntitled}`
                }
              >
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              <CloseButton label={closeLabel} />
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export type DrawerProps = Omit<SheetProps, 'side'>;

/** The left slide-out drawer (the mobile navigation menu). */
export function Drawer(props: DrawerProps) {
  return <Sheet {...props} side="left" />;
}
