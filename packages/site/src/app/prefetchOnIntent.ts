import { matchPath } from './matchRoute.ts';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Starts loading a page's code when the visitor shows they may open it (pointer over a link,
 * keyboard focus on it, a touch), so a client-side navigation seldom waits for the download.
 * The build lists only a page's CSS for the loader (vite.config.ts): its scripts arrive
 * through their own imports, one round trip per level, which this hides.
 */
export function prefetchPagesOnIntent(doc: Document = document): void {
  const onIntent = (event: Event) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    const match = matchPath(link.pathname);
    // A failed prefetch is only an early try: the click loads the page again.
    if (match.kind === 'page') match.route.page.preload().catch(() => {});
  };
  for (const type of INTENT_EVENTS) {
    doc.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
