import type { ContentItem } from '@cabo/contract';
import { useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { ConfirmDialog } from '../../components/Dialog/index.ts';
import { Link } from '../../components/Link/index.ts';
import { contentDateTime } from '../ContentList/contentLabels.ts';
import { ContentStatusBadges } from '../ContentList/ContentStatusBadges.tsx';
import * as styles from './ContentItemHeader.css';

export type ContentItemAction = 'publish' | 'unpublish' | 'archive';

export interface ContentItemHeaderProps {
  item: ContentItem;
  /** Sends the action with the version on screen. Resolve: done; reject: reported by the caller. */
  onAction: (action: ContentItemAction) => Promise<unknown>;
  /** Turns the actions off (e.g. while a save is sent). */
  isDisabled?: boolean;
  /** IANA zone of the times (Cabo's when left out). */
  timeZone?: string;
}

const confirmations = {
  unpublish: {
    title: 'Unpublish this item?',
    description:
      'Visitors stop seeing it at once: its page answers "not found" and it leaves the lists. Its content stays here as a draft.',
    confirmLabel: 'Unpublish',
    pendingLabel: 'Unpublishing...',
  },
  archive: {
    title: 'Archive this item?',
    description:
      'Visitors stop seeing it and it is kept out of the way. Publishing it again brings it back.',
    confirmLabel: 'Archive',
    pendingLabel: 'Archiving...',
  },
} as const;

/**
 * The top of an item's edit page in the content studio (docs/admin.md, "Content studio"):
 * its status, version and last save, the preview and live links, and Publish, Unpublish
 * and Archive (the last two after a confirmation).
 */
export function ContentItemHeader({
  item,
  onAction,
  isDisabled = false,
  timeZone,
}: ContentItemHeaderProps) {
  const [confirming, setConfirming] = useState<'unpublish' | 'archive' | null>(null);
  const [publishing, setPublishing] = useState(false);
  const published = item.status === 'published';
  const canPublish = !published || item.hasDraft;
  const publish = async () => {
    setPublishing(true);
    try {
      await onAction('publish');
    } catch {
      // Reported by the caller.
    } finally {
      setPublishing(false);
    }
  };
  const confirmation = confirming ? confirmations[confirming] : null;
  return (
    <div className={styles.header}>
      <div className={styles.facts}>
        <ContentStatusBadges status={item.status} hasDraft={item.hasDraft} />
        <p className={styles.meta}>
          Version {item.version}
          {item.updatedBy ? (
            <>
              {' '}
              · saved by {item.updatedBy},{' '}
              <time dateTime={item.updatedAt}>{contentDateTime(item.updatedAt, timeZone)}</time>
            </>
          ) : null}
          {published && item.publishedAt ? (
            <>
              {' '}
              · live since{' '}
              <time dateTime={item.publishedAt}>{contentDateTime(item.publishedAt, timeZone)}</time>
            </>
          ) : null}
        </p>
      </div>
      <div className={styles.actions}>
        {item.path ? (
          <Link href={`${item.path}?preview=1`} isExternal>
            Preview
          </Link>
        ) : null}
        {item.path && published ? (
          <Link href={item.path} isExternal>
            View live page
          </Link>
        ) : null}
        {canPublish ? (
          <Button
            variant="primary"
            size="sm"
            isDisabled={isDisabled || publishing}
            onPress={() => void publish()}
          >
            {publishing ? 'Publishing...' : published ? 'Publish changes' : 'Publish'}
          </Button>
        ) : null}
        {published ? (
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isDisabled || publishing}
            onPress={() => setConfirming('unpublish')}
          >
            Unpublish
          </Button>
        ) : null}
        {item.status !== 'archived' ? (
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isDisabled || publishing}
            onPress={() => setConfirming('archive')}
          >
            Archive
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirmation?.title ?? ''}
        description={confirmation?.description ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        pendingLabel={confirmation?.pendingLabel ?? ''}
        tone="destructive"
        onConfirm={() => onAction(confirming!)}
      />
    </div>
  );
}

export interface ContentConflictAlertProps {
  /** Who saved the newer version (null when unknown). */
  editor: string | null;
  version: number;
  /** Replaces what is in the form with their version. */
  onReload: () => void;
}

/** A save met a newer version: nothing was stored, and the typed changes are still in the form. */
export function ContentConflictAlert({ editor, version, onReload }: ContentConflictAlertProps) {
  return (
    <div role="alert" className={styles.conflict}>
      <p className={styles.conflictText}>
        {editor ?? 'Someone'} saved version {version} while you were editing; your changes are not
        saved. Copy what you need, then load their version to carry on from it.
      </p>
      <Button variant="secondary" size="sm" onPress={onReload}>
        Load version {version}
      </Button>
    </div>
  );
}
