import {
  apiPaths,
  LOGIN_REQUIRED_FOR_INQUIRY,
  SIGNED_IN_HINT_COOKIE,
  type User,
} from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// A stand-in until the site's account parts (lib/account) land: who is signed in, and the
// "Please log in to make an inquiry" notice. Swapping is this file's two exports.

const noSubscription = () => () => {};

/** The signed-in visitor (GET /api/user, asked after hydration), or null for nobody. */
export function useSignedInVisitor() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useQuery<User | null>({
    queryKey: [apiPaths.user],
    queryFn: async () => {
      if (!document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`)) return null;
      const { getJson } = await import('../../../lib/api.ts');
      return getJson<User>(apiPaths.user).catch(() => null);
    },
    enabled: hydrated,
  });
}

export function InquiryLoginNotice() {
  return <p role="note">{LOGIN_REQUIRED_FOR_INQUIRY}</p>;
}
