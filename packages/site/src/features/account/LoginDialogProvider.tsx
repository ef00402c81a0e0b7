import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
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

  const api = useMemo<LoginDialogApi>(
    () => ({
      openLoginDialog: (next = 'login') => {
        setTab(next);
        setUsed(true);
        setOpen(true);
      },
    }),
    [],
  );

  return (
    <LoginDialogContext.Provider value={api}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <LoginDialogHost isOpen={isOpen} onOpenChange={setOpen} tab={tab} onTabChange={setTab} />
        </Suspense>
      ) : null}
    </LoginDialogContext.Provider>
  );
}
