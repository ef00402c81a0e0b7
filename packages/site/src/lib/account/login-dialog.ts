import type { LoginDialogTab } from '@cabo/ui';
import { createContext, useContext } from 'react';

export type { LoginDialogTab };

/** The site's one account dialog, opened from the nav and from any form (features/account). */
export interface LoginDialogApi {
  /**
   * Opens the dialog on a tab ('login' by default). Nothing else on the page changes: a form
   * behind it stays mounted with what was typed, and once the visitor is in, the dialog
   * closes and the visitor query holds them.
   */
  openLoginDialog: (tab?: LoginDialogTab) => void;
  /**
   * Opens the dialog for a form a signed-out visitor just sent (docs/stays.md): resolves true
   * once they have logged in or registered, so the form goes on and sends what was typed;
   * false when they close the dialog instead.
   */
  signInToContinue: () => Promise<boolean>;
}

export const LoginDialogContext = createContext<LoginDialogApi | null>(null);

/** `const { openLoginDialog } = useLoginDialog()`; needs the LoginDialogProvider (the site layout). */
export function useLoginDialog(): LoginDialogApi {
  const api = useContext(LoginDialogContext);
  if (!api) throw new Error('The login dialog needs the LoginDialogProvider (features/account)');
  return api;
}
