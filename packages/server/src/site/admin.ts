import fs from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

/** The staff app's paths: /admin and everything under it. */
const ADMIN_PATH = /^\/admin(\/|$)/;
const HASHED_ASSET = /^\/assets\//;
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * Serves the staff app (packages/admin, client-rendered, built with base /admin/): its files
 * under /admin/ (fingerprinted ones cached for a year), and its index.html for /admin and
 * every other path under it, so the app's router picks the page. Nothing of it is cached or
 * indexed: the shell is sent with `no-store` and `X-Robots-Tag: noindex`.
 */
export function adminAppMiddleware({ adminDist }: { adminDist: string }): Middleware {
  const root = path.resolve(adminDist);
  const indexFile = path.join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ADMIN_PATH.test(ctx.path)) {
      return next();
    }
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    const file = ctx.path.slice('/admin'.length);
    if (FILE_PATH.test(file) && file !== '/index.html') {
      let served: string | undefined;
      try {
        served = await send(ctx, file, {
          root,
          index: false,
          hidden: false,
          setHeaders: (res) => {
            res.setHeader(
              'Cache-Control',
              HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-store',
            );
          },
        });
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status !== 404 && status !== 400) throw err;
      }
      if (served) return;
      // A missing file is a 404, never the app's HTML.
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    let shell: Buffer;
    try {
      shell = await fs.readFile(indexFile);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      // Not built (packages/admin/dist): say so rather than send the site's 404 page.
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'The admin app is not built';
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = shell;
  };
}
