import { createContext, useContext, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

type Navigate = (path: string) => void;

const NavigateContext = createContext<Navigate | null>(null);

/**
 * Client-side navigation for every library link: React Aria's links (dialogs, menus, admin)
 * and the plain anchors of `PlainLink`/`Link`. The app passes its router's `navigate`;
 * without a provider links are ordinary page loads.
 */
export function NavigationProvider({
  navigate,
  children,
}: {
  navigate: Navigate;
  children: ReactNode;
}) {
  return (
    <RouterProvider navigate={navigate}>
      <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>
    </RouterProvider>
  );
}

/** The provider's navigate function, or null outside one. */
export const useNavigate = () => useContext(NavigateContext);
