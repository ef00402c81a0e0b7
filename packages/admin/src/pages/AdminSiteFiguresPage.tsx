import { AdminFrame } from '../shell/AdminFrame.tsx';
import { PricingSettingsView, SiteFiguresView } from '../site-figures/SiteFiguresView.tsx';

/** /admin/figures (docs/admin.md, "Site figures"): admins only. */
export default function AdminSiteFiguresPage() {
  return (
    <AdminFrame area="figures">
      <SiteFiguresView />
      <h2>Prices, taxes and exchange rate</h2>
      <PricingSettingsView />
    </AdminFrame>
  );
}
