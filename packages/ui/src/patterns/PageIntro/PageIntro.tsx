import type { ReactNode } from 'react';
import * as styles from './PageIntro.css';

export interface PageIntroProps {
  /** The page's main heading (h1). */
  title: ReactNode;
  intro: ReactNode;
  /** Anything under the intro, e.g. a link onwards. */
  children?: ReactNode;
}

/** The heading block of a plain page: its h1 and a line of intro, without a hero's backdrop. */
export function PageIntro({ title, intro, children }: PageIntroProps) {
  return (
    <section className={styles.intro}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{intro}</p>
      {children}
    </section>
  );
}
