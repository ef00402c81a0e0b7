import { useId, type ReactNode } from 'react';
import * as styles from './LeadForms.css';

export interface LeadFormCardProps {
  /** The anchor the hero's button scrolls to (booking-form, contact-form). */
  id?: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The card a landing page's form sits in: its heading, a sentence, the form. */
export function LeadFormCard({ id, title, description, children }: LeadFormCardProps) {
  const headingId = useId();
  return (
    <section id={id} className={styles.card} aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </section>
  );
}
