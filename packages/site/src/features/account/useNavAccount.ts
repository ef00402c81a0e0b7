import { MY_REQUESTS_PATH } from '@cabo/contract';
import type { NavAccount } from '@cabo/ui';
import { useToasts } from '@cabo/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLoginDialog } from '../../lib/account/login-dialog.ts';
import { setVisitor, useVisitor } from '../../lib/account/visitor.ts';

/** How the nav shows a visitor: the part of the e-mail before the @ (or an admin's name). */
const displayName = (email: string | null, username: string | null) =>
  (email ? email.split('@')[0] : username) || 'Account';

/**
 * The nav's account entry (bar and drawer): pending until the browser knows who is there,
 * then 'Log in' / 'Register' opening the account dialog, or the visitor with 'Log out'.
 */
export function useNavAccount(): NavAccount {
  const visitor = useVisitor();
  const { openLoginDialog } = useLoginDialog();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = async () => {
    setLoggingOut(true);
    try {
      const { postLogout } = await import('./api/account.ts');
      await postLogout();
      setVisitor(queryClient, null);
      toasts.show({ title: 'Logged out successfully' });
    } catch {
      const { LOGOUT_FAILED_TOAST } = await import('./api/account.ts');
      toasts.show(LOGOUT_FAILED_TOAST);
    } finally {
      setLoggingOut(false);
    }
  };

  const user = visitor.data;
  // A failed user check shows 'Log in' rather than nothing: logging in answers it anew.
  if (user === undefined && !visitor.isError) return { status: 'pending' };
  if (!user) {
    return {
      status: 'anonymous',
      onLogIn: () => openLoginDialog('login'),
      onRegister: () => openLoginDialog('register'),
    };
  }
  return {
    status: 'signedIn',
    name: displayName(user.email, user.username),
    email: user.email ?? user.username ?? '',
    points: user.points,
    level: user.level,
    // Staff have no requests of their own.
    requestsHref: user.role === 'user' ? MY_REQUESTS_PATH : undefined,
    onLogOut: () => void logOut(),
    isLoggingOut: loggingOut,
  };
}
