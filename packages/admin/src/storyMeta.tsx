import type { ReactNode } from 'react';
import { AdminRoutes } from './App.tsx';
import { LocationProbe, withAdminProviders } from './storyProviders.tsx';

/**
 * What a story file of admin pages shares: the providers, full screen at desktop width, the
 * route it starts at and its MSW handlers (the signed-in role among them); the page is the
 * app's route table unless `page` says otherwise, with the location probe under it.
 */
export const adminPageMeta = (
  parameters: { route?: string; msw: { handlers: Record<string, unknown> } },
  page: ReactNode = <AdminRoutes />,
) => ({
  decorators: [withAdminProviders],
  parameters: { layout: 'fullscreen', ...parameters },
  globals: { viewport: { value: 'desktop' } },
  render: () => (
    <>
      {page}
      <LocationProbe />
    </>
  ),
});
