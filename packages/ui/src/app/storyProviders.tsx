import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NavigationProvider } from '../components/Link/navigation.tsx';
import { Toaster } from '../components/Toast/Toaster.tsx';
import { ToastProvider } from '../components/Toast/ToastProvider.tsx';
import { createQueryClient } from './queryClient.ts';

function LibraryRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <NavigationProvider navigate={(path) => navigate(path)}>{children}</NavigationProvider>;
}

/**
 * An app's pages in stories (the site's and the admin's): a fresh query client per story
 * (data from the MSW handlers), an in-memory router starting at `parameters.route`, and a
 * fresh toast queue whose toasts stay until closed (a screenshot taken after a toast must not
 * depend on whether 5 s have passed on this machine). `wrap` adds the app's own providers
 * around the story; `seed` puts in the client what every server-rendered page has in its
 * state (the site's menu).
 */
export const appStoryProviders =
  (
    wrap: (story: ReactNode) => ReactNode = (story) => story,
    seed?: (client: QueryClient) => void,
  ): Decorator =>
  (Story, { parameters }) => {
    const location = memoryLocation({ path: (parameters.route as string) ?? '/', record: true });
    const client = createQueryClient();
    seed?.(client);
    return (
      <QueryClientProvider client={client}>
        <ToastProvider timeout={0}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <LibraryRouter>
              {wrap(<Story />)}
              <Toaster />
            </LibraryRouter>
          </Router>
        </ToastProvider>
      </QueryClientProvider>
    );
  };
