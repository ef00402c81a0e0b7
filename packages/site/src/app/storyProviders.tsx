import { publicApiPaths } from '@cabo/contract';
import { siteMenu } from '@cabo/data/navigation';
import { appStoryProviders } from '@cabo/ui/app/storyProviders';
import { LoginDialogProvider } from '../features/account/LoginDialogProvider.tsx';
import { GuideRequestProvider } from '../features/guides/GuideRequestProvider.tsx';

/**
 * Site pages in stories: the app's story providers with the guide and account dialogs, and the
 * menu every rendered page has in its state (GET /api/site-menu, here without pictures).
 */
export const withSiteProviders = appStoryProviders(
  (story) => (
    <GuideRequestProvider>
      <LoginDialogProvider>{story}</LoginDialogProvider>
    </GuideRequestProvider>
  ),
  (client) => client.setQueryData([publicApiPaths.siteMenu], siteMenu()),
);

/** What a story file of site pages shares: the providers, the page full screen. */
export const sitePageMeta = {
  decorators: [withSiteProviders],
  parameters: { layout: 'fullscreen' },
};
