import { useSearch } from 'wouter';
import { AdminFrame } from '../shell/AdminFrame.tsx';
import { adminSectionFor, adminSectionHref, adminSections } from './sections.tsx';

const shellSections = adminSections.map(({ id, label }) => ({
  id,
  label,
  href: adminSectionHref(id),
}));

/**
 * /admin (docs/admin.md, "Dashboard"). The section comes from the URL (`?section=leads`), so
 * it survives a reload.
 */
export default function AdminDashboardPage() {
  const section = adminSectionFor(useSearch());
  const { View } = section;
  return (
    <AdminFrame area="dashboard" sections={shellSections} currentSection={section.id}>
      <View />
    </AdminFrame>
  );
}
