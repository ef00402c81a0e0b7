import { apiPaths, type AdminLoginRequest, type AuthResponse } from '@cabo/contract';
import type { ToastContent } from '@cabo/ui';
import { api, ApiResponseError } from '@cabo/ui/app/api';

/** POST /api/admin/login: the signed-in admin. */
export const postAdminLogin = (payload: AdminLoginRequest) =>
  api.post(apiPaths.adminLogin, { json: payload }).json<AuthResponse>();

/** docs/admin.md: "Login failed" with the server's message, else a generic hint. */
export function loginFailedToast(error: unknown): ToastContent {
  const message = error instanceof ApiResponseError ? error.body?.message : undefined;
  return {
    variant: 'destructive',
    title: 'Login failed',
    description: message ?? 'Please check your credentials and try again',
  };
}

export const LOGIN_SUCCESS_TOAST: ToastContent = {
  title: 'Login successful',
  description: 'Welcome to the admin dashboard',
};
