import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import Router from '@koa/router';
import { apiPaths, authMessages } from '@cabo/contract';
import type { Middleware } from 'koa';
import { currentUser } from '../auth/guards.ts';
import { HttpError } from '../errors.ts';
import { buildOpenApiDocument } from './document.ts';

/** Swagger UI's files, from node_modules: the reader works on a closed network. */
const swaggerDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'text/javascript',
};

/** The page: Swagger UI over /api/openapi.json, started by a file (the CSP allows no inline). */
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cabo Concierge API</title>
<link rel="stylesheet" href="${apiPaths.apiDocs}/swagger-ui.css">
</head>
<body>
<main id="api-docs"></main>
<script src="${apiPaths.apiDocs}/swagger-ui-bundle.js"></script>
<script src="${apiPaths.apiDocs}/start.js"></script>
</body>
</html>
`;

const start = `window.SwaggerUIBundle({ url: ${JSON.stringify(apiPaths.openapi)}, dom_id: '#api-docs' });\n`;

/** The reader is for admins (docs/integrations.md); the document itself is public. */
const adminsOnly: Middleware = async (ctx, next) => {
  const user = currentUser(ctx);
  if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
  if (user.role !== 'admin') throw new HttpError(403, 'forbidden', 'Admins only');
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/** GET /api/openapi.json (built once, at the first request) and the reader at /api/docs. */
export function openApiRouter(publicBaseUrl?: string): Router {
  // Strict: `/api/docs/` is no file and not the page, a 404 like any unknown API path.
  const router = new Router({ strict: true });
  let document: string | null = null;

  router.get(apiPaths.openapi, (ctx) => {
    document ??= JSON.stringify(buildOpenApiDocument(publicBaseUrl));
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = document;
  });

  router.get(apiPaths.apiDocs, adminsOnly, (ctx) => {
    ctx.type = 'text/html';
    ctx.body = page;
  });

  // The reader's files are Swagger UI's own, public like the document they render.
  router.get(apiPaths.apiDocsAsset, async (ctx) => {
    const file = ctx.params.file ?? '';
    if (file === 'start.js') {
      ctx.type = 'text/javascript';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = start;
      return;
    }
    const type = assets[file];
    if (!type) throw new HttpError(404, 'not_found', 'No such file');
    ctx.type = type;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = await readFile(path.join(swaggerDir, file));
  });

  return router;
}
