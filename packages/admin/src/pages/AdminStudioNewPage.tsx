import type { Content, ContentKind } from '@cabo/contract';
import { useToasts, type FormSubmitContext } from '@cabo/ui';
import { showFieldErrors } from '@cabo/ui/app/form-submission';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { contentListPath, createContent } from '../api/content.ts';
import { AdminFrame } from '../shell/AdminFrame.tsx';
import { mediaPickerSource } from '../api/media.ts';
import { ContentEditForm, emptyContent } from '@cabo/ui';
import {
  contentKindLabels,
  contentKindOf,
  studioItemHref,
  studioSections,
} from '../studio/kinds.ts';
import { refusalText } from '../studio/studioErrors.ts';
import * as styles from '../studio/Studio.css';
import AdminNotFoundPage from './AdminNotFoundPage.tsx';

/** /admin/studio/:kind/new (docs/admin.md, "The studio's screens"): a new item, as a draft. */
export default function AdminStudioNewPage({ kind: param }: { kind?: string }) {
  const kind = contentKindOf(param);
  if (!kind) return <AdminNotFoundPage />;
  return (
    <AdminFrame
      area="studio"
      title={`New ${contentKindLabels[kind].singular}`}
      sections={studioSections}
      currentSection={kind}
    >
      <NewItem key={kind} kind={kind} />
    </AdminFrame>
  );
}

function NewItem({ kind }: { kind: ContentKind }) {
  const [, navigate] = useLocation();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const create = async (content: Content, context: FormSubmitContext) => {
    try {
      const created = await createContent(kind, content);
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => String(queryKey[0]).startsWith(contentListPath(kind)),
      });
      toasts.show({ title: 'Draft created', description: 'Publish it when it is ready.' });
      navigate(studioItemHref(kind, created.id));
    } catch (error) {
      if (!showFieldErrors(error, context.setFieldError)) {
        toasts.show({
          variant: 'destructive',
          title: 'Not created',
          description: refusalText(error),
        });
      }
      throw error;
    }
  };
  return (
    <div className={styles.create}>
      <p>
        A new {contentKindLabels[kind].singular} starts as a draft: visitors see it once you publish
        it.
      </p>
      <ContentEditForm
        kind={kind}
        content={emptyContent[kind]}
        onSubmit={create}
        submitLabel="Create draft"
        media={mediaPickerSource}
      />
    </div>
  );
}
