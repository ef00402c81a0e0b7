import { LoginPrompt } from '@cabo/ui';
import { useLoginDialog } from './login-dialog.ts';
import { useVisitor } from './visitor.ts';

/**
 * "Please log in to make an inquiry" (or any message) with 'Log in' and 'Register' buttons
 * that open the account dialog on that tab. Gone as soon as a visitor is signed in; the form
 * it sits in is untouched, so what was typed stays.
 */
export function LoginRequiredNotice({ message }: { message: string }) {
  const visitor = useVisitor();
  const { openLoginDialog } = useLoginDialog();
  if (visitor.data) return null;
  return (
    <LoginPrompt
      message={message}
      onLogIn={() => openLoginDialog('login')}
      onRegister={() => openLoginDialog('register')}
    />
  );
}
