import { Toaster, toasts } from '@cabo/ui';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-aria-components';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../lib/queryClient.ts';
import { GuideRequestProvider } from './guide-request/GuideRequestProvider.tsx';

function LibraryRouter({ children }: { children: React.ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(path) => navigate(path)}>{children}</RouterProvider>;
}

/**
 * Site pages in stories: a fresh query client per story (data from the MSW handlers), an
 * in-memory router starting at `parameters.route`, the guide dialog and the toasts.
 */
export const withSiteProviders: Decorator = (Story, { parameters }) => {
  toasts.clear();
  const location = memoryLocation({ path: (parameters.route as string) ?? '/', record: true });
  return (
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <LibraryRouter>
          <GuideRequestProvider>
            <Story />
          </GuideRequestProvider>
          <Toaster />
        </LibraryRouter>
      </Router>
    </QueryClientProvider>
  );
};
