// The one place the library takes React Aria's Link: it adds the app's client-side navigation.
// eslint-disable-next-line no-restricted-imports
import { Link, RouterProvider, type LinkProps } from 'react-aria-components';
import { useNavigate } from './navigation.tsx';

/**
 * React Aria's link (press handling, focus ring state, render props) navigating through the
 * app's `NavigationProvider`. Its router context is given here, per link, rather than once at
 * the root, so a page without React Aria links does not load React Aria's router code.
 */
export function AriaLink(props: LinkProps) {
  const navigate = useNavigate();
  const link = <Link {...props} />;
  return navigate ? <RouterProvider navigate={navigate}>{link}</RouterProvider> : link;
}
