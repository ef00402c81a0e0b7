import { apiPaths } from '@cabo/contract';
import { api } from '@cabo/ui/app/api';

/** POST /api/logout: ends the session (204). */
export const postLogout = () => api.post(apiPaths.logout).then(() => undefined);
