import { useId } from 'react';
import { Accordion } from '../../components/Accordion/index.ts';
import * as styles from './Faq.css';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqProps {
  items: readonly FaqItem[];
  title?: string;
}

/** A titled FAQ accordion: one answer open at a time, each question a heading. */
export function Faq({ items, title = 'Frequently Asked Questions' }: FaqProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.faq} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <Accordion
        items={items.map((item, index) => ({
          id: `faq-${index}`,
          title: item.question,
          content: item.answer,
        }))}
      />
    </section>
  );
}
