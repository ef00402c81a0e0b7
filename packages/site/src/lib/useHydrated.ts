import { startTransition, useEffect, useState } from 'react';

// A page the browser navigated to was never server-rendered: what mounts on it renders its
// browser state at once. Until then, what mounts is (or may be) hydrating server HTML.
let navigatedInBrowser = false;
if (typeof window !== 'undefined') {
  // wouter announces its own history changes with these events.
  for (const type of ['pushState', 'replaceState', 'popstate']) {
    window.addEventListener(type, () => (navigatedInBrowser = true), { once: true });
  }
}

/**
 * False on the server and while the component hydrates, true after: for what only the browser
 * knows (the visitor, the clock, held nights), which the server's cached HTML must not show.
 * The switch is a transition, so the re-render it causes yields to the browser rather than
 * running as one long task right after hydration (docs/architecture.md, "How a page renders").
 * `wanted` false keeps it false for now.
 */
export function useHydrated(wanted = true): boolean {
  const [hydrated, setHydrated] = useState(navigatedInBrowser);
  // While the caller has no use for the answer (a villa list without dates), the switch
  // waits: it would re-render, and commit, the caller's whole tree for nothing.
  useEffect(() => {
    if (wanted && !hydrated) startTransition(() => setHydrated(true));
  }, [wanted, hydrated]);
  return hydrated;
}
