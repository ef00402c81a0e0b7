import { LoginPrompt } from '@cabo/ui';
import { useEffect, useRef } from 'react';
import { useLoginDialog, type LoginDialogTab } from './login-dialog.ts';
import { useVisitor } from './visitor.ts';

// After the account dialog's closing animation, when it has tried to give the focus back.
const AFTER_DIALOG_CLOSED_MS = 350;

const FIRST_FIELD =
  'input:not([type="hidden"]):not([tabindex="-1"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * "Please log in to make an inquiry" (or any message) with 'Log in' and 'Register' buttons
 * that open the account dialog on that tab. Gone as soon as a visitor is signed in; the form
 * it sits in is untouched, so what was typed stays. The buttons that opened the dialog go
 * with it, so the form's first field then takes the focus (keyboard and screen-reader users
 * land back on the form, not at the top of the page).
 */
export function LoginRequiredNotice({ message }: { message: string }) {
  const visitor = useVisitor();
  const { openLoginDialog } = useLoginDialog();
  const anchor = useRef<HTMLSpanElement>(null);
  const openedHere = useRef(false);
  const signedIn = Boolean(visitor.data);

  useEffect(() => {
    if (!signedIn || !openedHere.current) return;
    openedHere.current = false;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      anchor.current?.closest('form')?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    }, AFTER_DIALOG_CLOSED_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn]);

  const open = (tab: LoginDialogTab) => {
    openedHere.current = true;
    openLoginDialog(tab);
  };

  if (signedIn) return <span ref={anchor} hidden />;
  return (
    <>
      <span ref={anchor} hidden />
      <LoginPrompt
        message={message}
        onLogIn={() => open('login')}
        onRegister={() => open('register')}
      />
    </>
  );
}
