import { AdminFrame } from '../shell/AdminFrame.tsx';
import { SiteFiguresView } from '../site-figures/SiteFiguresView.tsx';

/** /admin/figures (docs/admin.md, "Site figures"): admins only. */
export default function AdminSiteFiguresPage() {
  return (
    <AdminFrame area="figures">
      <SiteFiguresView />
    </AdminFrame>
  );
}
