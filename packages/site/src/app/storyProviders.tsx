import { NavigationProvider, ToastProvider, Toaster } from '@cabo/ui';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../lib/queryClient.ts';
import { LoginDialogProvider } from '../features/account/LoginDialogProvider.tsx';
import { GuideRequestProvider } from '../features/guides/GuideRequestProvider.tsx';

function LibraryRouter({ children }: { children: React.ReactNode }) {
  const [, navigate] = useLocation();
  return <NavigationProvider navigate={(path) => navigate(path)}>{children}</NavigationProvider>;
}

/**
 * Site pages in stories: a fresh query client per story (data from the MSW handlers), an
 * in-memory router starting at `parameters.route`, the guide and account dialogs and a fresh
 * toast queue whose toasts stay until closed (a screenshot taken after a toast must not
 * depend on whether 5 s have passed on this machine).
 */
export const withSiteProviders: Decorator = (Story, { parameters }) => {
  const location = memoryLocation({ path: (parameters.route as string) ?? '/', record: true });
  return (
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider timeout={0}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LibraryRouter>
            <GuideRequestProvider>
              <LoginDialogProvider>
                <Story />
              </LoginDialogProvider>
            </GuideRequestProvider>
            <Toaster />
          </LibraryRouter>
        </Router>
      </ToastProvider>
    </QueryClientProvider>
  );
};
