import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  LoginDialogContext,
  type LoginDialogApi,
  type LoginDialogTab,
} from '../../lib/account/login-dialog.ts';

// The dialog's code (tabs, forms, the schemas) loads on its first use, not with every page.
const LoginDialogHost = lazy(() => import('./components/LoginDialogHost.tsx'));

/**
 * The site's one account dialog, opened through `useLoginDialog` (lib/account/login-dialog.ts)
 * from the nav or any "please log in" note. Mounted once in the site layout.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [tab, setTab] = useState<LoginDialogTab>('login');
  // The form waiting for the visitor to sign in, if one is.
  const waiting = useRef<((signedIn: boolean) => void) | null>(null);
  const settle = (signedIn: boolean) => {
    waiting.current?.(signedIn);
    waiting.current = null;
  };

  const api = useMemo<LoginDialogApi>(() => {
    const openLoginDialog = (next: LoginDialogTab = 'login') => {
      setTab(next);
      setUsed(true);
      setOpen(true);
    };
    return {
      openLoginDialog,
      signInToContinue: () =>
        new Promise<boolean>((resolve) => {
          // A form sent twice waits once: the earlier wait ends unanswered.
          waiting.current?.(false);
          waiting.current = resolve;
          openLoginDialog('login');
        }),
    };
  }, []);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Closed before signing in: the form stays as it was, nothing sent.
    if (!next) settle(false);
  };

  return (
    <LoginDialogContext.Provider value={api}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <LoginDialogHost
            isOpen={isOpen}
            onOpenChange={onOpenChange}
            tab={tab}
            onTabChange={setTab}
            onSignedIn={() => settle(true)}
          />
        </Suspense>
      ) : null}
    </LoginDialogContext.Provider>
  );
}
