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
import { keepEarlyInput } from './lib/earlyInput.ts';
import { applyBrandOverrides } from './lib/brand.ts';
import { createQueryClient } from '@cabo/ui/app/queryClient';
import { warmIntl } from './lib/warmIntl.ts';
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
    <App queryClient={queryClient} />
  </StrictMode>
);

const match = matchPath(window.location.pathname);
// The server linked this page's chunk (modulepreload); waiting for it means hydration
// finds the page ready and never shows a loading fallback over the server's HTML.
const ready =
  match.kind === 'page'
    ? (state ? warmIntl() : Promise.resolve()).then(() => match.route.page.preload())
    : match.kind === 'not-found'
      ? notFoundPage.preload()
      : Promise.resolve();
// What the visitor typed into the server's HTML reaches the forms' state once they hydrate.
if (state) keepEarlyInput();

void ready.then(() => {
  // Hydrating in a transition lets React yield to the browser every few milliseconds rather
  // than hold the main thread for the whole page (one long task, the page's blocking time).
  if (state && root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app); // the shell alone (a server without the renderer build)
  prefetchPagesOnIntent();
});
