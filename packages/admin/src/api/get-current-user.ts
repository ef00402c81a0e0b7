import { apiPaths, type User } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/user: the signed-in user; an error (401) when nobody is. */
export const useCurrentUser = () => useQuery<User | null>({ queryKey: [apiPaths.user] });
