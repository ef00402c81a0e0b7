import { useLocation } from 'wouter';
import { useHead } from '../lib/head.ts';
import * as styles from './PageIntro.css';

export { titleFromSlug } from '../lib/titleFromSlug.ts';

/** Heading block of a page whose full screen arrives in a later issue. Sets the page head. */
export function PageIntro({ title, intro }: { title: string; intro: string }) {
  const [path] = useLocation();
  useHead({ title, description: intro, path });
  return (
    <section className={styles.intro}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{intro}</p>
    </section>
  );
}
