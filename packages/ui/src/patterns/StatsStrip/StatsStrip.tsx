import * as styles from './StatsStrip.css';

export interface StatItem {
  value: string;
  label: string;
}

export interface StatsStripProps {
  stats: readonly StatItem[];
  /** Names the strip for assistive technology. */
  label?: string;
}

/** A row of headline figures ("500+ Families hosted"): two columns on phones, one row wider. */
export function StatsStrip({ stats, label = 'Key figures' }: StatsStripProps) {
  return (
    <section className={styles.strip} aria-label={label}>
      <dl className={styles.list}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.item}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
