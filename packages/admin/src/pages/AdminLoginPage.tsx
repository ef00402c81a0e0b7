import { apiPaths, type AdminLoginRequest } from '@cabo/contract';
import { ADMIN_LOGIN_TITLE, AdminLoginForm, useToasts } from '@cabo/ui';
import { useFormSubmission } from '@cabo/ui/app/useFormSubmission';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LOGIN_SUCCESS_TOAST, loginFailedToast, postAdminLogin } from '../api/admin-login.ts';
import * as styles from './AdminPages.css';

/** /admin/login (docs/admin.md, "Access"): sign in, then the dashboard. */
export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  useEffect(() => {
    document.title = ADMIN_LOGIN_TITLE;
  }, []);

  const submit = useFormSubmission({
    // The admin login is not a stored submission: no submissionId.
    toPayload: (values: AdminLoginRequest) => values,
    send: postAdminLogin,
    failureToast: loginFailedToast,
    onSuccess: ({ user }) => {
      // The dashboard asks who is signed in: it starts from the answer we already have.
      queryClient.setQueryData([apiPaths.user], user);
      toasts.show(LOGIN_SUCCESS_TOAST);
      navigate('/admin');
    },
  });

  return (
    <main className={styles.loginPage}>
      <AdminLoginForm onSubmit={submit} />
    </main>
  );
}
