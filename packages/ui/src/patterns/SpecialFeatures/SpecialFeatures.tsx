import * as styles from './SpecialFeatures.css';

export interface SpecialFeaturesProps {
  features: readonly string[];
  /** The list's accessible name; the page's section heading usually gives it by id. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/**
 * A resort's "Special Features" (docs/stays.md: only some resorts have any, e.g. a private
 * chef, a butler, a wine cellar). Renders nothing for an empty list, so the page can drop the
 * section.
 */
export function SpecialFeatures({ features, ...labels }: SpecialFeaturesProps) {
  if (features.length === 0) return null;
  return (
    <ul className={styles.list} {...labels}>
      {features.map((feature) => (
        <li key={feature} className={styles.item}>
          <svg
            className={styles.icon}
            viewBox="0 0 24 24"
            width={20}
            height={20}
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M12 2.5l2.2 6.1 6.3.3-4.9 4 1.7 6.2L12 15.6l-5.3 3.5 1.7-6.2-4.9-4 6.3-.3Z"
              fill="currentColor"
            />
          </svg>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
