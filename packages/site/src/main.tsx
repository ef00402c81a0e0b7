// First: before any module builds a zod schema.
import '@cabo/ui/app/zodJitless';
import '@cabo/ui/theme';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { matchPath } from './app/matchRoute.ts';
import { notFoundPage } from './app/routes.tsx';
import { prefetchPagesOnIntent } from './app/prefetchOnIntent.ts';
import { captureAttribution } from './lib/attribution.ts';
import { applyBrandOverrides } from './lib/brand.ts';
import type { EarlyChange } from './lib/earlyInput.ts';
import { createQueryClient } from '@cabo/ui/app/queryClient';
import { NUMBER_FORMAT_SELECTOR } from '@cabo/ui';
import { PAGE_STATE_ID, type PageState } from './pageState.ts';

// Before anything navigates: the landing URL's campaign tags and the referrer (client only).
captureAttribution();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const stateText = document.getElementById(PAGE_STATE_ID)?.textContent;
const state = stateText ? (JSON.parse(stateText) as PageState) : undefined;
const queryClient = createQueryClient();
if (state) {
  applyBrandOverrides(state.brand);
  // The answers the server rendered with: the page hydrates without asking for them again.
  hydrate(queryClient, state.queries);
}

const app = (
  <StrictMode>
    <App
      queryClient={queryClient}
      // The shell alone (no rendered page, as in Vite's dev server) has no state: the device's
      // year, Cabo's but for a few hours at New Year. caboDate here would put its time-zone
      // formatter back into every page's first load.
      year={state?.year ?? new Date().getFullYear()}
    />
  </StrictMode>
);

const match = matchPath(window.location.pathname);
// What the visitor types into the server's HTML before React owns the field reaches the
// forms' state once they hydrate (lib/earlyInput.ts). Most visits type nothing that early: its
// code loads on the first such change, and hydration waits for it once it is loading.
const earlyChanges: EarlyChange[] = [];
let keepingInput: Promise<void> | undefined;
const keepEarlyInput = () =>
  (keepingInput ??= import('./lib/earlyInput.ts').then(
    (m) => m.keepEarlyInput(earlyChanges),
    // Without it the page still hydrates; only early typing is not carried over.
    () => undefined,
  ));
const noteEarlyChange = (event: Event) => {
  const el = event.target as HTMLInputElement;
  if (document.documentElement.hasAttribute('data-hydrated')) {
    document.removeEventListener('input', noteEarlyChange, true);
    document.removeEventListener('change', noteEarlyChange, true);
    return;
  }
  if (Object.keys(el).some((key) => key.startsWith('__reactProps$'))) return;
  earlyChanges.push([el, el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value]);
  void keepEarlyInput();
};
/**
 * Whether a field already differs from the server's HTML (typed before this script ran): the
 * first-load copy of lib/earlyInput.ts's `changedFromHtml` (sharing it costs every page more).
 */
const typedBeforeStart = () =>
  Array.from(
    document.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), textarea, select'),
  ).some((el) =>
    el.type === 'checkbox' || el.type === 'radio'
      ? el.checked !== el.defaultChecked
      : el instanceof HTMLSelectElement
        ? Array.from(el.options).some((option) => option.selected !== option.defaultSelected)
        : el.value !== el.defaultValue,
  );
if (state) {
  document.addEventListener('input', noteEarlyChange, true);
  document.addEventListener('change', noteEarlyChange, true);
  // The keeper's first check notes those fields itself.
  if (typedBeforeStart()) void keepEarlyInput();
}
// The server linked this page's chunk (modulepreload); waiting for it means hydration
// finds the page ready and never shows a loading fallback over the server's HTML.
const pageReady =
  match.kind === 'page'
    ? (state && document.querySelector(`[data-rac], ${NUMBER_FORMAT_SELECTOR}`)
        ? // The Intl a page's React Aria or number fields use (a page without them has none).
          import('./lib/warmIntl.ts').then(
            (m) => m.warmIntl(),
            () => undefined,
          )
        : Promise.resolve()
      ).then(() => match.route.page.preload())
    : match.kind === 'not-found'
      ? notFoundPage.preload()
      : Promise.resolve();
const ready = pageReady.then(() => keepingInput);

void ready.then(() => {
  // Hydrating in a transition lets React yield to the browser every few milliseconds rather
  // than hold the main thread for the whole page (one long task, the page's blocking time).
  if (state && root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app); // the shell alone (a server without the renderer build)
  prefetchPagesOnIntent();
});
