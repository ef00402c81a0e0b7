import type { Content, ContentItem, ContentKind } from '@cabo/contract';
import {
  ContentConflictAlert,
  ContentHistory,
  ContentItemHeader,
  useToasts,
  type ContentItemAction,
  type FormSubmitContext,
} from '@cabo/ui';
import { showFieldErrors } from '@cabo/ui/app/form-submission';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  contentHistoryKey,
  contentItemKey,
  contentListPath,
  restoreContent,
  saveContent,
  transitionContent,
  useContentHistory,
} from '../api/content.ts';
import { mediaPickerSource } from '../api/media.ts';
import { ContentEditForm } from '@cabo/ui';
import { refusalText, versionConflictOf } from './studioErrors.ts';
import * as styles from './Studio.css';

const actionDone: Record<ContentItemAction, string> = {
  publish: 'Published: visitors see it now',
  unpublish: 'Unpublished: visitors no longer see it',
  archive: 'Archived',
};

export interface ContentEditViewProps {
  kind: ContentKind;
  /** The item as first loaded: the version the form edits until a change or a reload. */
  item: ContentItem;
  /** Loads the newest version of the item (after a conflict). */
  reload: () => Promise<ContentItem>;
}

/**
 * An item's edit page in the studio (docs/admin.md, "The studio's screens"): its state and
 * actions, the form, and the history. Every change names the version on screen, so one
 * made over someone else's newer save is refused and shown, never overwritten.
 */
export function ContentEditView({ kind, item: loaded, reload }: ContentEditViewProps) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  // The version the form edits: only our own changes and an explicit reload move it on.
  const [item, setItem] = useState(loaded);
  // A new key gives the form new content (a restore, their version after a conflict).
  const [formKey, setFormKey] = useState(0);
  const [conflict, setConflict] = useState<{ editor: string | null; version: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const history = useContentHistory(kind, String(item.id));

  const applied = (answer: ContentItem) => {
    setItem(answer);
    setConflict(null);
    queryClient.setQueryData(contentItemKey(kind, answer.id), answer);
    void queryClient.invalidateQueries({ queryKey: contentHistoryKey(kind, answer.id) });
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => String(queryKey[0]).startsWith(contentListPath(kind)),
    });
  };

  /** Runs a change; a conflict shows the alert, anything else a toast (or field messages). */
  async function send(
    change: () => Promise<ContentItem>,
    done: string,
    context?: FormSubmitContext,
  ) {
    setBusy(true);
    try {
      const answer = await change();
      applied(answer);
      toasts.show({ title: done });
      return answer;
    } catch (error) {
      const stale = versionConflictOf(error);
      if (stale) setConflict(stale);
      else if (!context || !showFieldErrors(error, context.setFieldError)) {
        toasts.show({
          variant: 'destructive',
          title: 'Not saved',
          description: refusalText(error),
        });
      }
      throw error;
    } finally {
      setBusy(false);
    }
  }

  const save = (changes: Content, context: FormSubmitContext) => {
    if (Object.keys(changes).length === 0) {
      toasts.show({ title: 'Nothing changed' });
      return Promise.resolve();
    }
    return send(
      () => saveContent(kind, item.id, changes, item.version),
      item.status === 'published' ? 'Draft saved: publish to show visitors' : 'Draft saved',
      context,
    );
  };

  const loadTheirs = async () => {
    try {
      const newest = await reload();
      setItem(newest);
      setConflict(null);
      setFormKey((k) => k + 1);
      void queryClient.invalidateQueries({ queryKey: contentHistoryKey(kind, newest.id) });
    } catch {
      toasts.show({
        variant: 'destructive',
        title: 'Not loaded',
        description: 'Please try again.',
      });
    }
  };

  return (
    <div className={styles.edit}>
      <div className={styles.main}>
        <ContentItemHeader
          item={item}
          isDisabled={busy}
          onAction={(action) =>
            send(() => transitionContent(kind, item.id, action, item.version), actionDone[action])
          }
        />
        {conflict ? (
          <ContentConflictAlert
            editor={conflict.editor}
            version={conflict.version}
            onReload={() => void loadTheirs()}
          />
        ) : null}
        <ContentEditForm
          key={formKey}
          kind={kind}
          content={item.content}
          onSubmit={save}
          submitLabel="Save draft"
          media={mediaPickerSource}
        />
      </div>
      <aside className={styles.side} aria-label="Revisions">
        <ContentHistory
          revisions={history.data?.revisions}
          isLoading={history.isPending}
          errorText={history.isError ? 'The history could not be loaded.' : null}
          isDisabled={busy}
          onRestore={(version) =>
            send(
              () => restoreContent(kind, item.id, version, item.version),
              `Version ${version} is the draft now`,
            ).then(() => setFormKey((k) => k + 1))
          }
        />
      </aside>
    </div>
  );
}
