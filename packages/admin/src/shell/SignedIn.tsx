import { apiPaths, isStaffRole, type StaffRole } from '@cabo/contract';
import { Spinner, useToasts } from '@cabo/ui';
import { HTTPError } from '@cabo/ui/app/api';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../api/get-current-user.ts';
import { postLogout } from '../api/logout.ts';
import { LOGIN_PATH } from '../routes.tsx';
import * as styles from './SignedIn.css';

/** Nothing an admin loaded stays in memory after they leave. */
const forgetAdminData = (queryClient: QueryClient) =>
  queryClient.removeQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === apiPaths.user || String(queryKey[0]).startsWith('/api/admin/'),
  });

interface Session {
  /** What the signed-in account may do: the areas it sees follow it. */
  role: StaffRole;
  logout: () => void;
  isLoggingOut: boolean;
}

const SessionContext = createContext<Session | null>(null);

/** The signed-in staff member's session (role, logout), for the frame of every signed-in page. */
export function useAdminSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession is used outside <SignedIn>');
  return session;
}

/**
 * Every page but the login (docs/admin.md, "Access"): only for signed-in staff (an admin or
 * an editor), anyone else goes to the login page, as does one whose session ends while a
 * page is open.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const role = user.data?.role;
  const isStaff = role !== undefined && isStaffRole(role);

  useEffect(() => {
    if (user.isError || (user.isSuccess && !isStaff)) navigate(LOGIN_PATH, { replace: true });
  }, [user.isError, user.isSuccess, isStaff, navigate]);

  // A session that ends while a page is open (expired, signed out elsewhere): the first
  // admin call answering 401 sends the admin to the login page.
  useEffect(() => {
    const ended = (error: unknown) => error instanceof HTTPError && error.response.status === 401;
    let leaving = false;
    const leave = () => {
      if (leaving) return;
      leaving = true;
      forgetAdminData(queryClient);
      toasts.show({ title: 'Session ended', description: 'Please log in again.' });
      navigate(LOGIN_PATH, { replace: true });
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
      navigate(LOGIN_PATH);
    },
    onError: () => toasts.show({ variant: 'destructive', title: 'Logout failed' }),
  });

  if (!isStaff) {
    return (
      <main className={styles.checking}>
        <Spinner label="Checking your session" />
      </main>
    );
  }
  return (
    <SessionContext.Provider
      value={{ role, logout: () => logout.mutate(), isLoggingOut: logout.isPending }}
    >
      {children}
    </SessionContext.Provider>
  );
}
