import { Toaster } from '@cabo/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { createQueryClient } from '../lib/queryClient.ts';

/**
 * App-wide providers: the query client, and React Aria's router so every library link
 * navigates through wouter (client-side) instead of reloading the page.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [, navigate] = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider navigate={(path) => navigate(path)}>
        {children}
        <Toaster />
      </RouterProvider>
    </QueryClientProvider>
  );
}
