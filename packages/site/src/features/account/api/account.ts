import {
  publicApiPaths,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
} from '@cabo/contract';
import type { ToastContent } from '@cabo/ui';
import { api, ApiResponseError } from '@cabo/ui/app/api';

/** POST /api/login: the signed-in visitor. */
export const postLogin = (payload: LoginRequest) =>
  api.post(publicApiPaths.login, { json: payload }).json<AuthResponse>();

/** POST /api/register: the new, signed-in visitor (201). */
export const postRegister = (payload: RegisterRequest) =>
  api.post(publicApiPaths.register, { json: payload }).json<AuthResponse>();

/** POST /api/logout: ends the session (204). */
export const postLogout = () => api.post(publicApiPaths.logout).then(() => undefined);

const serverMessage = (error: unknown) =>
  error instanceof ApiResponseError ? error.body?.message : undefined;

/** docs/accounts-and-security.md: the server's message, else a hint to retry. */
export const loginFailedToast = (error: unknown): ToastContent => ({
  variant: 'destructive',
  title: 'Login failed',
  description: serverMessage(error) ?? 'Please check your email and password and try again',
});

export const registerFailedToast = (error: unknown): ToastContent => ({
  variant: 'destructive',
  title: 'Registration failed',
  description: serverMessage(error) ?? 'Please try again in a moment',
});

export const LOGOUT_FAILED_TOAST: ToastContent = {
  variant: 'destructive',
  title: 'Logout failed',
  description: 'Please try again in a moment',
};
