import { appStoryProviders } from '@cabo/ui/app/storyProviders';
import { LoginDialogProvider } from '../features/account/LoginDialogProvider.tsx';
import { GuideRequestProvider } from '../features/guides/GuideRequestProvider.tsx';

/** Site pages in stories: the app's story providers with the guide and account dialogs. */
export const withSiteProviders = appStoryProviders((story) => (
  <GuideRequestProvider>
    <LoginDialogProvider>{story}</LoginDialogProvider>
  </GuideRequestProvider>
));
