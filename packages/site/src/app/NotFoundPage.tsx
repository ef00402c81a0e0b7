import { Link, useLocation } from 'wouter';
import { useHead } from '../lib/head.ts';
import * as styles from './PageIntro.css';

export function NotFoundPage() {
  const [path] = useLocation();
  useHead({
    title: '404 Page Not Found',
    description: 'Did you forget to add the page to the router?',
    path,
  });
  return (
    <section className={styles.intro}>
      <h1 className={styles.title}>404 Page Not Found</h1>
      <p className={styles.text}>Did you forget to add the page to the router?</p>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </section>
  );
}
