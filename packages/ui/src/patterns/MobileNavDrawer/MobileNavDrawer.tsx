import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AriaLink } from '../../components/Link/AriaLink.tsx';
import { Image } from '../../components/Image/Image.tsx';
import { fileOrPictureProps } from '../../components/Image/media.ts';
import { Button as ThemedButton } from '../../components/Button/index.ts';
import type { NavAccount } from '../NavBar/NavAccount.tsx';
import { CloseIcon } from '../../common/icons.tsx';
import { SocialLinks } from '../../common/SocialLinks.tsx';
import type { NavLinkItem, NavSection, SocialLink } from '@cabo/contract';
import * as styles from './MobileNavDrawer.css';

export interface MobileNavDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The main menu, the same list the bar shows on wide screens: tiled sections' items as
   * image tiles, then the plain links (Restaurants, Blog), then each other menu as a list.
   */
  sections: NavSection[];
  social: SocialLink[];
  /** The visitor's account, as in the bar (which hides it on small screens). */
  account?: NavAccount;
}

/** Log in / Register, or who is signed in with their points and Log out. */
function AccountSection({ account, close }: { account: NavAccount; close: () => void }) {
  if (account.status === 'pending') return null;
  if (account.status === 'anonymous') {
    const { onLogIn, onRegister } = account;
    // The drawer closes first, so the account dialog is the only modal.
    return (
      <section className={styles.account} aria-label="Account">
        <ThemedButton
          size="sm"
          onPress={() => {
            close();
            onLogIn();
          }}
        >
          Log in
        </ThemedButton>
        {onRegister ? (
          <ThemedButton
            size="sm"
            variant="secondary"
            onPress={() => {
              close();
              onRegister();
            }}
          >
            Register
          </ThemedButton>
        ) : null}
      </section>
    );
  }
  const points = `${account.points} ${account.points === 1 ? 'point' : 'points'}`;
  return (
    <section className={styles.account} aria-label="Account">
      <p className={styles.accountText}>
        Signed in as <strong>{account.email}</strong>
        <br />
        {points} · Level {account.level}
      </p>
      {account.requestsHref ? (
        <AriaLink href={account.requestsHref} className={styles.link} onPress={close}>
          My requests
        </AriaLink>
      ) : null}
      <ThemedButton
        size="sm"
        variant="secondary"
        isDisabled={account.isLoggingOut}
        onPress={account.onLogOut}
      >
        {account.isLoggingOut ? 'Logging out...' : 'Log out'}
      </ThemedButton>
    </section>
  );
}

/** A titled list of the menu's plain links; choosing one closes the menu. */
function LinkSection({
  title,
  items,
  onPress,
}: {
  title: string;
  items: NavLinkItem[];
  onPress: () => void;
}) {
  return (
    <>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <ul className={styles.links}>
        {items.map((item) => (
          <li key={item.href}>
            <AriaLink href={item.href} className={styles.link} onPress={onPress}>
              {item.label}
            </AriaLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The small-screen menu: a left slide-out drawer (modal: focus is trapped, Escape or a tap
 * outside closes it). Choosing a link closes it so the new page is not hidden behind it.
 */
export function MobileNavDrawer({
  isOpen,
  onOpenChange,
  sections,
  social,
  account,
}: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  const tiles = sections.flatMap((section) => (section.tiles ? (section.items ?? []) : []));
  const links = sections.filter((section) => section.href && !section.items);
  const lists = sections.filter((section) => section.items && !section.tiles);
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
          {account ? <AccountSection account={account} close={close} /> : null}
          <nav aria-label="Mobile">
            <ul className={styles.tiles}>
              {tiles.map((tile) => (
                <li key={tile.href}>
                  <AriaLink href={tile.href} className={styles.tile} onPress={close}>
                    {tile.image ? (
                      <Image
                        {...fileOrPictureProps(tile.image, tile.picture, '50vw')}
                        alt=""
                        width={160}
                        height={120}
                      />
                    ) : null}
                    <span className={styles.tileLabel}>{tile.label}</span>
                  </AriaLink>
                </li>
              ))}
            </ul>
            <ul className={styles.links}>
              {links.map((section) => (
                <li key={section.label}>
                  <AriaLink href={section.href} className={styles.topLink} onPress={close}>
                    {section.title ?? section.label}
                  </AriaLink>
                </li>
              ))}
            </ul>
            {lists.map((section) => (
              <LinkSection
                key={section.label}
                title={section.title ?? section.label}
                items={section.items ?? []}
                onPress={close}
              />
            ))}
            <h3 className={styles.sectionTitle}>Follow Us</h3>
            <SocialLinks
              social={social}
              className={styles.social}
              linkClassName={styles.socialLink}
            />
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
