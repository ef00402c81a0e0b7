import type { ContentKind } from '@cabo/contract';
import { Spinner } from '@cabo/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiResponseError } from '@cabo/ui/app/api';
import { contentItemKey, fetchContentItem, useContentItem } from '../api/content.ts';
import { AdminFrame } from '../shell/AdminFrame.tsx';
import { ContentEditView } from '../studio/ContentEditView.tsx';
import { contentKindOf, studioSections } from '../studio/kinds.ts';
import AdminNotFoundPage from './AdminNotFoundPage.tsx';

/** /admin/studio/:kind/:id (docs/admin.md, "The studio's screens"): one item to edit. */
export default function AdminStudioItemPage({
  kind: kindParam,
  id,
}: {
  kind?: string;
  id?: string;
}) {
  const kind = contentKindOf(kindParam);
  if (!kind || !id) return <AdminNotFoundPage />;
  return <ItemPage kind={kind} id={id} />;
}

function ItemPage({ kind, id }: { kind: ContentKind; id: string }) {
  const queryClient = useQueryClient();
  const item = useContentItem(kind, id);
  if (item.error instanceof ApiResponseError && item.error.status === 404) {
    return <AdminNotFoundPage />;
  }
  const frame = (title: string, children: ReactNode) => (
    <AdminFrame area="studio" title={title} sections={studioSections} currentSection={kind}>
      {children}
    </AdminFrame>
  );
  if (item.isPending) return frame('Loading…', <Spinner label="Loading the item" />);
  if (item.isError) {
    return frame('Not loaded', <p role="alert">The item could not be loaded. Please try again.</p>);
  }
  return frame(
    item.data.title || '(untitled)',
    <ContentEditView
      key={`${kind}/${id}`}
      kind={kind}
      item={item.data}
      reload={async () => {
        const newest = await fetchContentItem(kind, id);
        queryClient.setQueryData(contentItemKey(kind, id), newest);
        return newest;
      }}
    />,
  );
}
