import type { AuthResponse, LoginRequest, RegisterRequest } from '@cabo/contract';
import { LoginDialog, useToasts, type LoginDialogTab } from '@cabo/ui';
import { useQueryClient } from '@tanstack/react-query';
import { setVisitor } from '../../../lib/account/visitor.ts';
import { useFormSubmission } from '../../../lib/useFormSubmission.ts';
import { loginFailedToast, postLogin, postRegister, registerFailedToast } from '../api/account.ts';

export interface LoginDialogHostProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  tab: LoginDialogTab;
  onTabChange: (tab: LoginDialogTab) => void;
  /** After a log-in or a registration, once the visitor query holds them. */
  onSignedIn: () => void;
}

/**
 * The account dialog wired to the API: the answer's user goes straight into the visitor
 * query, so the nav, rewards and "please log in" notes change without a reload or a refetch.
 */
export default function LoginDialogHost({ onSignedIn, ...props }: LoginDialogHostProps) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const signedIn = ({ user }: AuthResponse) => {
    setVisitor(queryClient, user);
    onSignedIn();
  };

  const login = useFormSubmission<LoginRequest, LoginRequest, AuthResponse>({
    toPayload: (values) => values,
    send: postLogin,
    failureToast: loginFailedToast,
    onSuccess: (result) => {
      signedIn(result);
      toasts.show({ title: 'Welcome back!', description: `Logged in as ${result.user.email}` });
    },
  });
  const register = useFormSubmission<RegisterRequest, RegisterRequest, AuthResponse>({
    toPayload: (values) => values,
    send: postRegister,
    failureToast: registerFailedToast,
    onSuccess: (result) => {
      signedIn(result);
      toasts.show({
        title: 'Welcome to Cabo!',
        description: 'Your account is ready. Share a listing to earn 10 points.',
      });
    },
  });

  return <LoginDialog {...props} onLogin={login} onRegister={register} />;
}
