import type { ReactNode } from 'react';
import * as styles from './record.css';

export type RecordField = readonly [label: string, value: ReactNode];

/** A record's fields as a definition list: the label, then its value. */
export function RecordFields({ fields }: { fields: readonly RecordField[] }) {
  return (
    <dl className={styles.fields}>
      {fields.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
