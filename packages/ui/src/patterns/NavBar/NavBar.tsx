import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { NavLinkItem, NavSection } from '@cabo/contract';
import { ChevronDownIcon, MenuIcon, SearchIcon } from '../../common/icons.tsx';
import { PlainLink as Link } from '../../components/Link/PlainLink.tsx';
import { Image } from '../../components/Image/Image.tsx';
import { fileOrPictureProps } from '../../components/Image/media.ts';
import { NavAccountEntry, type NavAccount } from './NavAccount.tsx';
import * as styles from './NavBar.css';

export interface NavBarProps {
  /** Brand text of the logo link to "/". */
  siteName: string;
  sections: NavSection[];
  /** Opens the site search dialog. */
  onSearch: () => void;
  /** Opens the mobile drawer (the menu button shows below the large breakpoint only). */
  onOpenMenu: () => void;
  /** The visitor's account entry (from the md breakpoint; below it the drawer has it). */
  account?: NavAccount;
}

/**
 * The top bar: logo, the main menu on wide screens (disclosure menus with images and
 * descriptions), the mobile menu button and the search button. Native links and buttons, so
 * every page's first load carries no React Aria code; the app's NavigationProvider makes the
 * links navigate client-side.
 */
export function NavBar({ siteName, sections, onSearch, onOpenMenu, account }: NavBarProps) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Open menu"
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
        <Link href="/" className={styles.logo} aria-label={`${siteName} home`}>
          {siteName}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.list}>
            {sections.map((section) =>
              section.items ? (
                <NavMenu key={section.label} label={section.label} items={section.items} />
              ) : section.href ? (
                <li key={section.label} className={styles.item}>
                  <Link href={section.href} className={styles.topLink}>
                    {section.label}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
        <button
          type="button"
          className={styles.searchButton}
          aria-label="Search"
          onClick={onSearch}
        >
          <SearchIcon />
        </button>
        {account ? <NavAccountEntry account={account} /> : null}
      </div>
    </header>
  );
}

/**
 * A disclosure menu (the WAI "disclosure navigation" pattern): the button toggles a panel
 * of links. Hovering opens it for mouse pointers only, so a tap on a touch screen is one
 * toggle rather than a hover followed by a click. A click on a panel hover opened keeps it
 * open (the visitor meant "open"); the next click closes it. Escape closes it and returns
 * focus (docs/catalogue.md).
 */
function NavMenu({ label, items }: { label: string; items: NavLinkItem[] }) {
  // 'hover': opened by the mouse resting on it; 'pinned': opened by a click, a tap or a key.
  const [state, setState] = useState<'closed' | 'hover' | 'pinned'>('closed');
  const open = state !== 'closed';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') setState((was) => (was === 'closed' ? 'hover' : was));
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') setState('closed');
  };
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setState('closed');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setState('closed');
      buttonRef.current?.focus();
    }
  };

  return (
    // Pointer and key handlers on the item cover the trigger and its panel together.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={styles.item}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setState((was) => (was === 'pinned' ? 'closed' : 'pinned'))}
      >
        {label}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul className={styles.panelList}>
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.panelLink}
                onClick={() => setState('closed')}
              >
                {item.image ? (
                  <span className={styles.panelImage}>
                    <Image
                      {...fileOrPictureProps(item.image, item.picture, '4rem')}
                      alt=""
                      width={64}
                      height={48}
                    />
                  </span>
                ) : (
                  <span className={styles.panelImage} />
                )}
                <span>
                  <span className={styles.panelTitle}>{item.label}</span>
                  {item.description ? (
                    <span className={styles.panelDescription}>{item.description}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
