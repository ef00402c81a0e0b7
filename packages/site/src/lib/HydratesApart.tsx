import { Suspense, type ReactNode } from 'react';

/**
 * Hydrates its children in a pass of their own, after the rest of the page: in the server's
 * HTML it is a Suspense boundary, which React hydrates separately. For a heavy interactive
 * part (a form): the page's hydration becomes two shorter tasks instead of one long one, and
 * a visitor's click or key on the part still hydrates it at once. It never suspends itself.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
