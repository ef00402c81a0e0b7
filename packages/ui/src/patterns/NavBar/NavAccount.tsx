import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { PlainLink } from '../../components/Link/PlainLink.tsx';
import * as styles from './NavAccount.css';

/** The visitor as the nav shows them (docs/accounts-and-security.md). */
export type NavAccount =
  /** Not known yet (before hydration, or while GET /api/user answers): space is kept. */
  | { status: 'pending' }
  | { status: 'anonymous'; onLogIn: () => void; onRegister?: () => void }
  | {
      status: 'signedIn';
      /** Shown in the bar, e.g. the e-mail's local part. */
      name: string;
      /** The full e-mail (or username), shown in the panel. */
      email: string;
      points: number;
      level: number;
      /** The visitor's "My requests" page (docs/accounts-and-security.md). */
      requestsHref?: string;
      onLogOut: () => void;
      /** While the logout call is under way. */
      isLoggingOut?: boolean;
    };

const pointsLabel = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/**
 * The bar's account entry: 'Log in' for a visitor without an account; for a signed-in one
 * their name and points, opening a small panel with the level and 'Log out'. Native
 * elements, like the rest of the bar.
 */
export function NavAccountEntry({ account }: { account: NavAccount }) {
  if (account.status === 'pending') {
    // Same width as the button that will replace it, so nothing moves when it appears.
    return (
      <span className={styles.placeholder} aria-hidden="true">
        Log in
      </span>
    );
  }
  if (account.status === 'anonymous') {
    return (
      <button type="button" className={styles.logIn} onClick={account.onLogIn}>
        Log in
      </button>
    );
  }
  return <SignedInMenu account={account} />;
}

function SignedInMenu({ account }: { account: Extract<NavAccount, { status: 'signedIn' }> }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  return (
    // Escape and focus leaving close the panel wherever focus is inside the entry.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.entry} onBlur={onBlur} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.name}>{account.name}</span>{' '}
        <span className={styles.points}>{pointsLabel(account.points)}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.email}>Signed in as {account.email}</p>
        <p className={styles.level}>
          {pointsLabel(account.points)} · Level {account.level}
        </p>
        {account.requestsHref ? (
          <PlainLink
            href={account.requestsHref}
            className={styles.requests}
            onClick={() => setOpen(false)}
          >
            My requests
          </PlainLink>
        ) : null}
        <button
          type="button"
          className={styles.logOut}
          disabled={account.isLoggingOut}
          onClick={account.onLogOut}
        >
          {account.isLoggingOut ? 'Logging out...' : 'Log out'}
        </button>
      </div>
    </div>
  );
}
