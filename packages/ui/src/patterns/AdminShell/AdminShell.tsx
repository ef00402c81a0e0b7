import { useId, type ReactNode } from 'react';
import { AriaLink } from '../../components/Link/AriaLink.tsx';
import { Button } from '../../components/Button/index.ts';
import * as styles from './AdminShell.css';

export interface AdminSection {
  /** The section's key in the URL (e.g. "leads"). */
  id: string;
  label: string;
  href: string;
}

export interface AdminShellProps {
  sections: readonly AdminSection[];
  /** The id of the section shown. */
  currentSection: string;
  onLogout: () => void;
  /** True while the logout request runs: the button is disabled. */
  isLoggingOut?: boolean;
  /** The current section's content. */
  children: ReactNode;
}

/**
 * The dashboard frame (docs/admin.md): the "Dashboard" heading, the sidebar of sections with
 * the current one marked for screen readers (`aria-current="page"`), Logout last, and the
 * section's content. Below the medium breakpoint the sidebar becomes a scrolling bar on top.
 */
export function AdminShell({
  sections,
  currentSection,
  onLogout,
  isLoggingOut = false,
  children,
}: AdminShellProps) {
  const sectionHeading = useId();
  const current = sections.find((s) => s.id === currentSection);
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <p className={styles.brand}>Cabo Admin</p>
        <nav aria-label="Admin sections" className={styles.nav}>
          <ul className={styles.list}>
            {sections.map((s) => (
              <li key={s.id}>
                <AriaLink
                  href={s.href}
                  className={styles.link}
                  aria-current={s.id === currentSection ? 'page' : undefined}
                >
                  {s.label}
                </AriaLink>
              </li>
            ))}
            <li>
              <Button variant="secondary" size="sm" onPress={onLogout} isDisabled={isLoggingOut}>
                Logout
              </Button>
            </li>
          </ul>
        </nav>
      </aside>
      <main className={styles.main}>
        <h1 className={styles.title}>Dashboard</h1>
        <section aria-labelledby={sectionHeading} className={styles.section}>
          <h2 id={sectionHeading} className={styles.sectionTitle}>
            {current?.label}
          </h2>
          {children}
        </section>
      </main>
    </div>
  );
}
