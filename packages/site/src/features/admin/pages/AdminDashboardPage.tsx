import { apiPaths } from '@cabo/contract';
import { AdminShell, Spinner, useToasts } from '@cabo/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useHead } from '../../../lib/head.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { postLogout } from '../api/logout.ts';
import * as styles from './AdminPages.css';
import { adminSectionFor, adminSectionHref, adminSections } from './sections.tsx';

const shellSections = adminSections.map(({ id, label }) => ({
  id,
  label,
  href: adminSectionHref(id),
}));

/**
 * /admin (docs/admin.md, "Dashboard"): only for a signed-in admin, anyone else goes to the
 * login page. The section comes from the URL (`?section=leads`), so it survives a reload.
 */
export default function AdminDashboardPage() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const isAdmin = user.data?.role === 'admin';
  const section = adminSectionFor(search);
  useHead({ title: 'Cabo Admin', description: 'Leads, bookings and guide downloads.', path });

  useEffect(() => {
    if (user.isError || (user.isSuccess && !isAdmin)) navigate('/admin/login', { replace: true });
  }, [user.isError, user.isSuccess, isAdmin, navigate]);

  const logout = useMutation({
    mutationFn: postLogout,
    onSuccess: () => {
      // Nothing an admin loaded stays in memory after they leave.
      queryClient.removeQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === apiPaths.user || String(queryKey[0]).startsWith('/api/admin/'),
      });
      toasts.show({ title: 'Logged out successfully' });
      navigate('/admin/login');
    },
    onError: () => toasts.show({ variant: 'destructive', title: 'Logout failed' }),
  });

  if (!isAdmin) {
    return (
      <main className={styles.checking}>
        <Spinner label="Checking your session" />
      </main>
    );
  }

  const { View } = section;
  return (
    <AdminShell
      sections={shellSections}
      currentSection={section.id}
      onLogout={() => logout.mutate()}
      isLoggingOut={logout.isPending}
    >
      {View ? (
        <View />
      ) : (
        <p className={styles.comingSoon}>Coming soon: this section is on its way.</p>
      )}
    </AdminShell>
  );
}
