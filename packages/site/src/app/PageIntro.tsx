import { useEffect } from 'react';
import * as styles from './PageIntro.css';

export { titleFromSlug } from '../lib/titleFromSlug.ts';

/** Heading block of a page whose full screen arrives in a later issue. Sets the title. */
export function PageIntro({ title, intro }: { title: string; intro: string }) {
  useEffect(() => {
    document.title = `${title} | Cabo Travel & Concierge`;
  }, [title]);
  return (
    <section className={styles.intro}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{intro}</p>
    </section>
  );
}
