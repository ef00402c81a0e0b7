import { PlainLink as Link } from '../../components/Link/PlainLink.tsx';
import type { NavLinkItem } from '@cabo/contract';
import * as styles from './CuratedLanding.css';

export interface CuratedSection {
  title: string;
  links: NavLinkItem[];
}

export interface CuratedLandingProps {
  sections: CuratedSection[];
  /** Heading level of the section titles, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/** The curated landing block (docs/catalogue.md): resorts, ocean adventures and digital guides. */
export function CuratedLanding({ sections, headingLevel = 3 }: CuratedLandingProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.block}>
      {sections.map((section) => (
        <section key={section.title} className={styles.section}>
          <Heading className={styles.title}>{section.title}</Heading>
          <ul className={styles.list}>
            {section.links.map((l) => (
              <li key={l.label}>
                <Link href={l.href} className={styles.link}>
                  <span className={styles.linkTitle}>{l.label}</span>
                  {l.description ? <span className={styles.linkText}>{l.description}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
