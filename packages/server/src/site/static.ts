import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import {
  cacheableResponse,
  createResponseCache,
  sendCached,
  type CachedResponse,
} from '../cache/response-cache.ts';
import { RETRY_AFTER_SECONDS } from '../middleware/errors.ts';
import { currentUser } from '../auth/guards.ts';
import { SESSION_COOKIE } from '../sessions/middleware.ts';
import type { PageRenderer, RenderOptions } from './render.ts';

const HASHED_ASSET = /^\/assets\//;
/** Page paths have no file extension; public files (images, PDF, icons) do. */
const FILE_PATH = /\.[a-z0-9]+$/i;
/** Pages of a visitor's own requests (docs/lead-forms.md, "After success"). */
const PRIVATE_PAGE = /^\/(requests|account)(\/|$)/;
/** Rendered pages kept for visitors without a session; bounded, so odd URLs cannot grow it. */
const PAGE_CACHE_ENTRIES = 500;

type Rendered = CachedResponse | { redirect: string };

export interface SiteOptions {
  siteDist: string;
  /** Renders pages on the server; without one, every page gets the single-page shell. */
  renderer: Promise<PageRenderer | null>;
  /** Subscribes to catalogue changes, which make every cached page stale. */
  onCatalogueChange: (listener: () => void) => void;
  /** Told of every page cache lookup (the metrics). */
  onPageCacheLookup?: (hit: boolean) => void;
}

/**
 * Serves the site: files Vite fingerprinted under /assets/ are cached for a year, other
 * public files for an hour; every other GET that is not an API call is a page, rendered on
 * the server (docs/architecture.md). Pages for visitors without a session cookie are kept
 * in memory with a strong ETag until the catalogue changes, so a page view costs about
 * what a static file costs; the visitor's own state is fetched after hydration.
 */
export function siteMiddleware({
  siteDist,
  renderer,
  onCatalogueChange,
  onPageCacheLookup,
}: SiteOptions): Middleware {
  const root = path.resolve(siteDist);
  const indexFile = path.join(root, 'index.html');
  const pages = createResponseCache(PAGE_CACHE_ENTRIES);
  // Anonymous renders in progress: a burst of visitors to a page not cached yet (after
  // every catalogue change) renders and compresses it once, not once per visitor.
  const rendering = new Map<string, Promise<Rendered>>();
  // Bumped by every change: a page rendered from data read before it must not be kept.
  let generation = 0;
  // Checked until the build is there, then never again (a file system call per page view).
  let hasIndex = false;
  onCatalogueChange(() => {
    generation++;
    pages.clear();
    rendering.clear();
  });

  const renderPage = async (
    pageRenderer: PageRenderer,
    url: string,
    options?: RenderOptions,
  ): Promise<Rendered> => {
    const page = await pageRenderer.render(url, options);
    if (page.kind === 'redirect') return { redirect: page.location };
    return cacheableResponse(page.html, 'text/html; charset=utf-8', page.status);
  };

  const renderAnonymous = (pageRenderer: PageRenderer, url: string): Promise<Rendered> => {
    const started = generation;
    const pending = renderPage(pageRenderer, url)
      .then((rendered) => {
        // A failed data load is not kept: the next visitor gets a fresh try.
        if (!('redirect' in rendered) && rendered.status < 500 && generation === started) {
          pages.set(url, rendered);
        }
        return rendered;
      })
      .finally(() => {
        if (rendering.get(url) === pending) rendering.delete(url);
      });
    rendering.set(url, pending);
    return pending;
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || /^\/api(\/|$)/.test(ctx.path)) {
      return next();
    }
    // The bare template is not a page of its own.
    if (FILE_PATH.test(ctx.path) && ctx.path !== '/index.html') {
      let served: string | undefined;
      try {
        served = await send(ctx, ctx.path, {
          root,
          index: false,
          hidden: false,
          setHeaders: (res) => {
            res.setHeader(
              'Cache-Control',
              HASHED_ASSET.test(ctx.path)
                ? 'public, max-age=31536000, immutable'
                : 'public, max-age=3600',
            );
          },
        });
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status !== 404 && status !== 400) throw err;
      }
      if (served) return;
    }
    if (HASHED_ASSET.test(ctx.path) || !(hasIndex ||= fs.existsSync(indexFile))) {
      // A missing fingerprinted file must not be answered with HTML.
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    const pageRenderer = await renderer;
    if (!pageRenderer) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = fs.createReadStream(indexFile);
      return;
    }

    // Staff see drafts at the public URL with ?preview: rendered for them alone, never kept.
    const user = currentUser(ctx);
    if (ctx.query.preview !== undefined && user && user.role !== 'user') {
      const preview = await renderPage(pageRenderer, ctx.url, { preview: true });
      if ('redirect' in preview) {
        ctx.status = 301;
        ctx.redirect(preview.redirect);
        return;
      }
      sendCached(ctx, preview, { cacheControl: 'no-store', shareable: false });
      return;
    }

    // A visitor's own requests (a status page opened by its signed link): rendered for this
    // request alone, never kept here, by a proxy or by the fast path.
    if (PRIVATE_PAGE.test(ctx.path)) {
      const page = await renderPage(pageRenderer, ctx.url);
      if ('redirect' in page) {
        ctx.status = 301;
        ctx.redirect(page.redirect);
        return;
      }
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
      sendCached(ctx, page, { cacheControl: 'no-store', shareable: false });
      return;
    }

    const anonymous = !ctx.cookies.get(SESSION_COOKIE);
    const cached = anonymous ? pages.get(ctx.url) : undefined;
    if (anonymous) onPageCacheLookup?.(cached !== undefined);
    const page = anonymous
      ? (cached ?? (await (rendering.get(ctx.url) ?? renderAnonymous(pageRenderer, ctx.url))))
      : await renderPage(pageRenderer, ctx.url);
    if ('redirect' in page) {
      ctx.status = 301;
      ctx.redirect(page.redirect);
      return;
    }
    if (page.status === 503) {
      // Its data could not be read (the database is out of reach): ask to come back soon.
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      sendCached(ctx, page, { cacheControl: 'no-store', shareable: false });
      return;
    }
    // A visitor's own state is fetched after hydration, so an anonymous page is everyone's.
    sendCached(ctx, page, { cacheControl: 'no-cache', shareable: anonymous && page.status < 500 });
  };
}
