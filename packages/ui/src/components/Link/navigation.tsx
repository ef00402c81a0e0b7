import { createContext, useContext, type ReactNode } from 'react';

type Navigate = (path: string) => void;

const NavigateContext = createContext<Navigate | null>(null);

/**
 * Client-side navigation for every library link: the plain anchors of `PlainLink`/`Link` and
 * React Aria's links (`AriaLink`). The app passes its router's `navigate`; without a provider
 * links are ordinary page loads.
 */
export function NavigationProvider({
  navigate,
  children,
}: {
  navigate: Navigate;
  children: ReactNode;
}) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

/** The provider's navigate function, or null outside one. */
export const useNavigate = () => useContext(NavigateContext);
