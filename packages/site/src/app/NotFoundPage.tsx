import { Link } from 'wouter';
import * as styles from './PageIntro.css';

export function NotFoundPage() {
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
