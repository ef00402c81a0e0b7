import { Toaster, ToastProvider } from '@cabo/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { createQueryClient } from '@cabo/ui/app/queryClient';
import { GuideRequestProvider } from './GuideRequestProvider.tsx';

/** The guide dialogs' stories: a fresh query client and toast queue, the provider, a page. */
export function GuideStoryFrame({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <div style={{ height: 760, padding: 16 }}>
          <GuideRequestProvider>{children}</GuideRequestProvider>
          <Toaster />
        </div>
      </ToastProvider>
    </QueryClientProvider>
  );
}

/** Dialogs and toasts render outside the story's canvas. */
export const screen = () => within(document.body);

/** A toast slides in: wait until its text is on screen. */
export async function seeToast(text: string) {
  const found = await screen().findByText(text);
  await waitFor(() => expect(found).toBeVisible());
}
