import { apiPaths, LOGIN_REQUIRED_FOR_BOOKING, type User } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// Placeholder until the account feature's useVisitor() and LoginRequiredNotice land: the one
// place the villa booking asks who is signed in and how to log in.

const noSubscription = () => () => {};

/** Whether a visitor is signed in (GET /api/user after hydration; a 401 is "nobody"). */
export function useSignedIn(): boolean {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const user = useQuery<User | null>({
    queryKey: [apiPaths.user],
    enabled: hydrated,
    retry: false,
  });
  return Boolean(user.data);
}

/** What a signed-out visitor sees in the booking card. */
export function BookingLoginNotice() {
  return <p>{LOGIN_REQUIRED_FOR_BOOKING}</p>;
}
