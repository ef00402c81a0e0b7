import {
  caboDate,
  publicApiPaths,
  type BrandOverrides,
  type RenderRequest,
  type RenderResult,
} from '@cabo/contract';
import { siteMenu } from '@cabo/data/navigation';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
// The browser build: the Node one keeps each render in an AsyncLocalStorage, and once one has
// run, Node 20 tracks every promise and handle of every later request too (docs/architecture.md,
// "Render").
import { prerender } from 'react-dom/static.browser';
import { App } from './app/App.tsx';
import { matchPath } from './app/matchRoute.ts';
import { notFoundPage } from './app/routes.tsx';
import { applyBrandOverrides } from './lib/brand.ts';
import {
  HeadCollectorContext,
  headTagsToHtml,
  type HeadCollector,
  type HeadTags,
} from './lib/head.ts';
import { createQueryClient } from '@cabo/ui/app/queryClient';
import { pageStateData } from './lib/pageStateData.ts';
import { PAGE_STATE_ID, type PageState } from './pageState.ts';

let brandOverrides: BrandOverrides = {};

/** Called once at the server's start with its deployment settings (see SiteRenderer). */
export function configure(options: { brand: BrandOverrides }) {
  brandOverrides = options.brand;
  applyBrandOverrides(options.brand);
}

/** JSON inside a <script>: no "<" can end the script early or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Renders one request: matches the route, loads its data, renders the page with its head. */
export async function render({ url, fetchApi }: RenderRequest): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const match = matchPath(pathname);
  if (match.kind === 'redirect') return { kind: 'redirect', status: 301, location: match.to };

  const queryClient = createQueryClient();
  let status = match.kind === 'page' ? 200 : 404;
  // Every page shows the menu and the footer, the menu with its pictures (docs/media.md, "Site
  // pictures"); without them (the database out of reach) it shows the drawn files, the page
  // unchanged.
  const menu = fetchApi(publicApiPaths.siteMenu).catch(() => null);
  if (match.kind === 'page') {
    const paths = match.route.queries?.(match.params, new URLSearchParams(search)) ?? [];
    const answers = await Promise.all(
      paths.map(async (path) => ({ path, answer: await fetchApi(path) })),
    );
    for (const { path, answer } of answers) {
      if (answer.status === 200) queryClient.setQueryData([path], pageStateData(path, answer.body));
      // An unknown slug: the page renders its "Not Found" text with a truthful status.
      else if (answer.status === 404 || answer.status === 410) {
        // 410: a request's e-mailed link that expired; the page says so and offers a login.
        queryClient.setQueryData([path], null);
        status = answer.status;
      } else {
        // The database out of reach (503) stays a 503, so the visitor is told to retry.
        status = Math.max(status, answer.status === 503 ? 503 : 500);
      }
    }
    await match.route.page.preload();
  } else {
    await notFoundPage.preload();
  }
  const menuAnswer = await menu;
  queryClient.setQueryData(
    [publicApiPaths.siteMenu],
    menuAnswer?.status === 200 ? menuAnswer.body : siteMenu(),
  );

  // The copyright year is Cabo's, like every other date on the site.
  const year = Number(caboDate(new Date()).slice(0, 4));
  let headTags: HeadTags | undefined;
  const collectHead: HeadCollector = (tags) => {
    headTags = tags;
  };
  const { prelude } = await prerender(
    <StrictMode>
      <HeadCollectorContext.Provider value={collectHead}>
        <App
          ssrPath={pathname}
          ssrSearch={search.replace(/^\?/, '')}
          queryClient={queryClient}
          year={year}
        />
      </HeadCollectorContext.Provider>
    </StrictMode>,
    // Everything is in place when the page is sent: no boundary is outlined to be revealed
    // by an inline script (the CSP allows none, and the page must read without script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const state: PageState = { brand: brandOverrides, year, queries: dehydrate(queryClient) };
  return {
    kind: 'page',
    status,
    head: headTags ? headTagsToHtml(headTags) : '',
    html,
    stateScript: `<script id="${PAGE_STATE_ID}" type="application/json">${scriptJson(state)}</script>`,
    modules: match.kind === 'page' ? match.route.page.moduleIds() : [notFoundPage.moduleId],
    lcpImage: headTags?.lcpImage,
  };
}
