import { MediaLibraryView } from '../media/MediaLibraryView.tsx';
import { AdminFrame } from '../shell/AdminFrame.tsx';

/** /admin/media (docs/media.md): the picture library. */
export default function AdminMediaPage() {
  return (
    <AdminFrame area="media">
      <MediaLibraryView />
    </AdminFrame>
  );
}
