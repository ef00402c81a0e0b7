import type { ContentStatus } from '@cabo/contract';
import { Badge, contentStatusTone } from '../../components/Badge/index.ts';
import { contentStatusLabel } from './contentLabels.ts';
import * as styles from './ContentList.css';

/** The status, and "Unpublished changes" when a saved draft waits for publish. */
export function ContentStatusBadges({
  status,
  hasDraft,
}: {
  status: ContentStatus;
  hasDraft: boolean;
}) {
  return (
    <span className={styles.badges}>
      <Badge tone={contentStatusTone(status)}>{contentStatusLabel[status]}</Badge>
      {hasDraft && status === 'published' ? <Badge tone="blue">Unpublished changes</Badge> : null}
    </span>
  );
}
