import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { NavigationProvider } from '../components/Link/navigation.tsx';
import { ToastProvider, useToastsShown } from '../components/Toast/ToastProvider.tsx';

// The toast region's code loads with the first toast, not with every page.
const Toaster = lazy(() => import('../lazy/Toaster.ts').then((m) => ({ default: m.Toaster })));

function Toasts() {
  const shown = useToastsShown();
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * App-wide providers of the site and the admin: the query client (made by the caller: one per request on the server,
 * one seeded from the server's cache in the browser), one toast queue per app, and the
 * library's navigation so every library link (React Aria's and the plain ones) navigates
 * through wouter instead of reloading.
 */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  // Marks the page interactive once React owns it (browser tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <NavigationProvider navigate={(path) => navigate(path)}>
          {children}
          <Toasts />
        </NavigationProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
