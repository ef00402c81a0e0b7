import { Button, Dialog, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../../shared/icons.tsx';
import type { NavLinkItem, SocialLink } from '../../shared/types.ts';
import * as styles from './MobileNavDrawer.css';

export interface MobileNavDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Image tiles: villas, resorts and the adventures. */
  tiles: NavLinkItem[];
  groupTrips: NavLinkItem[];
  /** The six MORE items. */
  more: NavLinkItem[];
  social: SocialLink[];
}

/**
 * The small-screen menu: a left slide-out drawer (modal: focus is trapped, Escape or a tap
 * outside closes it). Choosing a link closes it so the new page is not hidden behind it.
 */
export function MobileNavDrawer({
  isOpen,
  onOpenChange,
  tiles,
  groupTrips,
  more,
  social,
}: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              Menu
            </Heading>
            <Button className={styles.closeButton} aria-label="Close menu" onPress={close}>
              <CloseIcon />
            </Button>
          </div>
          <nav aria-label="Mobile">
            <ul className={styles.tiles}>
              {tiles.map((tile) => (
                <li key={tile.href}>
                  <Link href={tile.href} className={styles.tile} onPress={close}>
                    {tile.image ? (
                      <img
                        src={tile.image}
                        alt=""
                        width={160}
                        height={120}
                        className={styles.tileImage}
                      />
                    ) : null}
                    <span className={styles.tileLabel}>{tile.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <h3 className={styles.sectionTitle}>Group Trips</h3>
            <ul className={styles.links}>
              {groupTrips.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.link} onPress={close}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <h3 className={styles.sectionTitle}>More</h3>
            <ul className={styles.links}>
              {more.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.link} onPress={close}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <h3 className={styles.sectionTitle}>Follow Us</h3>
            <ul className={styles.social}>
              {social.map((s) => (
                <li key={s.network}>
                  <Link
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    aria-label={`${s.network} (opens in a new tab)`}
                  >
                    {s.network}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
