import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './SiteLayout.css';

const mainLinks = [
  { href: '/villas', label: 'STAYS' },
  { href: '/adventures', label: 'ADVENTURES' },
  { href: '/group-trips/family', label: 'GROUP TRIPS' },
  { href: '/restaurants', label: 'EATS' },
  { href: '/blog', label: 'BLOG' },
  { href: '/guides', label: 'MORE' },
];

/** Public chrome. The full NavBar, drawer, footer and chat button come from packages/ui. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link href="/" className={styles.logo}>
          Cabo
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {mainLinks.map((l) => (
            <Link key={l.href} href={l.href} className={styles.navLink}>
              {l.label}
            </Link>
          ))}
        </nav>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <p>Your premier destination for luxury travel experiences in Cabo San Lucas.</p>
      </footer>
    </div>
  );
}
