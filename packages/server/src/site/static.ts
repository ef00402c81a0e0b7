import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the built site: files Vite fingerprinted under /assets/ are cached for a year,
 * other public files for an hour, and every other GET that is not an API call gets
 * index.html (the SPA fallback) with no-cache so a deploy is picked up at once.
 */
export function siteMiddleware(siteDist: string): Middleware {
  const root = path.resolve(siteDist);
  const indexFile = path.join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api')) {
      return next();
    }
    let served: string | undefined;
    try {
      served = await send(ctx, ctx.path, {
        root,
        index: false,
        hidden: false,
        setHeaders: (res, _file) => {
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
    if (HASHED_ASSET.test(ctx.path) || !fs.existsSync(indexFile)) {
      // A missing fingerprinted file must not be answered with HTML.
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = fs.createReadStream(indexFile);
  };
}
