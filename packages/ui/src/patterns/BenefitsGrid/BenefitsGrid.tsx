import * as styles from './BenefitsGrid.css';

export interface BenefitItem {
  title: string;
  description: string;
}

export interface BenefitsGridProps {
  items: readonly BenefitItem[];
  /** Heading level of each benefit, to fit the page outline. */
  headingLevel?: 3 | 4;
}

/** Benefits or services as cards: one column on phones, two on tablets, three wider. */
export function BenefitsGrid({ items, headingLevel = 3 }: BenefitsGridProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
            <path
              d="M7 12.5l3.2 3.2L17 9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.description}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
