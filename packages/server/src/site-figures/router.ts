import Router from '@koa/router';
import {
  apiPaths,
  authMessages,
  siteFiguresSchema,
  type AdminSiteFigures,
  type SiteFigures,
} from '@cabo/contract';
import { currentUser } from '../auth/guards.ts';
import { createCatalogueCache } from '../cache/catalogue-cache.ts';
import { changeCatalogue } from '../cache/catalogue-change.ts';
import type { Database } from '../db/knex.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../middleware/validation.ts';
import { readSiteFigures, writeSiteFigures } from './repository.ts';

/**
 * The marketing figures (docs/catalogue.md, "Figures"): GET /api/site-figures for the pages,
 * cached like the catalogue; GET and PUT /api/admin/site-figures for the admins, a save going
 * through the catalogue's publish path so every instance's pages show it at once.
 */
export function siteFiguresRouter(db: Database): Router {
  const router = new Router();
  const cache = createCatalogueCache(db, { maxEntries: 1, byUrlOnly: true });
  router.get(apiPaths.siteFigures, (ctx) =>
    cache.serve(ctx, 'figures', async (): Promise<SiteFigures> => {
      return (await readSiteFigures(db.knex)).figures;
    }),
  );

  router.get(apiPaths.adminSiteFigures, async (ctx) => {
    ctx.body = (await readSiteFigures(db.knex)) satisfies AdminSiteFigures;
  });

  router.put(apiPaths.adminSiteFigures, async (ctx) => {
    const figures = parseBody(siteFiguresSchema, ctx.request.body);
    const user = currentUser(ctx);
    if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
    await changeCatalogue(db, (trx) =>
      writeSiteFigures(trx, figures, { id: user.id, name: user.username ?? user.email ?? '' }),
    );
    ctx.body = (await readSiteFigures(db.knex)) satisfies AdminSiteFigures;
  });
  return router;
}
