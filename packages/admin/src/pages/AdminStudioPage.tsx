import { contentKinds } from '@cabo/contract';
import { Redirect } from 'wouter';
import { AdminFrame } from '../shell/AdminFrame.tsx';
import { ContentListView } from '../studio/ContentListView.tsx';
import { contentKindOf, studioListHref, studioSections } from '../studio/kinds.ts';
import AdminNotFoundPage from './AdminNotFoundPage.tsx';

/**
 * /admin/studio and /admin/studio/:kind (docs/admin.md, "The studio's screens"): a kind's
 * items; the studio itself opens on the first kind.
 */
export default function AdminStudioPage({ kind: param }: { kind?: string }) {
  if (param === undefined) return <Redirect to={studioListHref(contentKinds[0])} replace />;
  const kind = contentKindOf(param);
  if (!kind) return <AdminNotFoundPage />;
  return (
    <AdminFrame area="studio" sections={studioSections} currentSection={kind}>
      <ContentListView key={kind} kind={kind} />
    </AdminFrame>
  );
}
