import { appStoryProviders } from '@cabo/ui/app/storyProviders';
import { useLocation, useSearch } from 'wouter';

/** Admin pages and views in stories: the app's providers, with nothing of the admin's own. */
export const withAdminProviders = appStoryProviders();

/** Where the in-memory router is (path and query), so a story can see the app move. */
export function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return <output aria-label="Location">{search ? `${path}?${search}` : path}</output>;
}
