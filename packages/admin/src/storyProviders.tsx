import { appStoryProviders } from '@cabo/ui/app/storyProviders';

/** Admin pages and views in stories: the app's providers, with nothing of the admin's own. */
export const withAdminProviders = appStoryProviders();
