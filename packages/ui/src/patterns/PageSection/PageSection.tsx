import { useId, type ReactNode } from 'react';
import * as styles from './PageSection.css';

export interface PageSectionProps {
  /** The section's heading; it also names the section for assistive technology. */
  title: ReactNode;
  /** A sentence or two under the heading. */
  intro?: ReactNode;
  /** Heading level, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /**
   * `plain` sets the heading on the page; `brand` and `sunset` set heading, intro and action
   * on a coloured panel (a banner).
   */
  tone?: 'plain' | 'brand' | 'sunset';
  /** A call to action: under the intro, or beside it on a panel. */
  action?: ReactNode;
  /** The section's content, under the heading. */
  children?: ReactNode;
}

/** A block of a page in the page column: a heading, an optional intro, then its content. */
export function PageSection({
  title,
  intro,
  headingLevel = 2,
  tone = 'plain',
  action,
  children,
}: PageSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  if (tone === 'plain') {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <div className={styles.header}>
          <Heading id={headingId} className={`${styles.title} ${styles.plainTitle}`}>
            {title}
          </Heading>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {action ? <div className={styles.plainAction}>{action}</div> : null}
        </div>
        {children}
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={`${styles.panel} ${styles.panelTone[tone]}`}>
        <div>
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
          {intro ? <p className={styles.panelIntro}>{intro}</p> : null}
        </div>
        {action ? <div className={styles.panelAction}>{action}</div> : null}
      </div>
      {children}
    </section>
  );
}
