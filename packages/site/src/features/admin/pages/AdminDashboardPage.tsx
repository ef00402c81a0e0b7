import { apiPaths } from '@cabo/contract';
import { AdminShell, Spinner, useToasts } from '@cabo/ui';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { HTTPError } from '../../../lib/api.ts';
import { useHead } from '../../../lib/head.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { postLogout } from '../api/logout.ts';
import * as styles from './AdminPages.css';
import { adminSectionFor, adminSectionHref, adminSections } from './sections.tsx';

/** Nothing an admin loaded stays in memory after they leave. */
const forgetAdminData = (queryClient: QueryClient) =>
  queryClient.removeQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === apiPaths.user || String(queryKey[0]).startsWith('/api/admin/'),
  });

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

  // A session that ends while the dashboard is open (expired, signed out elsewhere): the
  // first admin call answering 401 sends the admin to the login page.
  useEffect(() => {
    const ended = (error: unknown) => error instanceof HTTPError && error.response.status === 401;
    let leaving = false;
    const leave = () => {
      if (leaving) return;
      leaving = true;
      forgetAdminData(queryClient);
      toasts.show({ title: 'Session ended', description: 'Please log in again.' });
      navigate('/admin/login', { replace: true });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && ended(event.action.error)) {
        leave();
      }
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && ended(event.action.error)) {
        leave();
      }
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, navigate, toasts]);

  const logout = useMutation({
    mutationFn: postLogout,
    onSuccess: () => {
      forgetAdminData(queryClient);
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
