// Beside AriaLink, in a file of its own: only the search's chunk needs it, and a module
// AriaLink shares with the first load would carry it there.
// eslint-disable-next-line no-restricted-imports
import { RouterProvider } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useNavigate } from './navigation.tsx';

/**
 * The app's client-side navigation for React Aria items that are links (a `ListBoxItem` with
 * `href`), as AriaLink gives it to a link: wraps the collection that holds them.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return navigate ? <RouterProvider navigate={navigate}>{children}</RouterProvider> : children;
}
