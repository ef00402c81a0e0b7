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
  /** The page's heading (the area's name, e.g. "Dashboard"). */
  title: string;
  /**
   * The app's areas (Dashboard, and later others). Listed only when there are two or more;
   * the current area's sections are nested under it.
   */
  areas?: readonly AdminSection[];
  /** The id of the area shown. */
  currentArea?: string;
  /** The current area's sections; none for an area without. */
  sections?: readonly AdminSection[];
  /** The id of the section shown: its name is the content's heading. */
  currentSection?: string;
  onLogout: () => void;
  /** True while the logout request runs: the button is disabled. */
  isLoggingOut?: boolean;
  /** The current section's (or area's) content. */
  children: ReactNode;
}

function NavLink({ item, current }: { item: AdminSection; current: 'page' | 'true' | undefined }) {
  return (
    <AriaLink href={item.href} className={styles.link} aria-current={current}>
      {item.label}
    </AriaLink>
  );
}

/**
 * The admin's frame (docs/admin.md): the sidebar with the app's areas (once there is more than
 * one) and the current area's sections, the current one marked for screen readers
 * (`aria-current="page"`), Logout last; then the page's heading and content. Below the medium
 * breakpoint the sidebar becomes a scrolling bar on top.
 */
export function AdminShell({
  title,
  areas = [],
  currentArea,
  sections = [],
  currentSection,
  onLogout,
  isLoggingOut = false,
  children,
}: AdminShellProps) {
  const sectionHeading = useId();
  const current = sections.find((s) => s.id === currentSection);
  const sectionItems = sections.map((s) => (
    <li key={s.id}>
      <NavLink item={s} current={s.id === currentSection ? 'page' : undefined} />
    </li>
  ));
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <p className={styles.brand}>Cabo Admin</p>
        <nav aria-label="Admin sections" className={styles.nav}>
          <ul className={areas.length > 1 ? `${styles.list} ${styles.areaList}` : styles.list}>
            {areas.length > 1
              ? areas.map((a) => (
                  <li key={a.id} className={styles.area}>
                    <NavLink
                      item={a}
                      // The area holds the page; with sections, the section is the page.
                      current={a.id === currentArea ? (current ? 'true' : 'page') : undefined}
                    />
                    {a.id === currentArea && sectionItems.length > 0 && (
                      <ul className={`${styles.list} ${styles.subList}`}>{sectionItems}</ul>
                    )}
                  </li>
                ))
              : sectionItems}
            <li>
              <Button variant="secondary" size="sm" onPress={onLogout} isDisabled={isLoggingOut}>
                Logout
              </Button>
            </li>
          </ul>
        </nav>
      </aside>
      <main className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        {current ? (
          <section aria-labelledby={sectionHeading} className={styles.section}>
            <h2 id={sectionHeading} className={styles.sectionTitle}>
              {current.label}
            </h2>
            {children}
          </section>
        ) : (
          <div className={styles.section}>{children}</div>
        )}
      </main>
    </div>
  );
}
