import Router from '@koa/router';
import {
  apiPaths,
  authMessages,
  caboDate,
  pricingSettingsSchema,
  siteFiguresSchema,
  type AdminPricingSettings,
  type AdminSiteFigures,
  type PricingSettings,
  type SiteFigures,
} from '@cabo/contract';
import type { Context } from 'koa';
import { currentUser } from '../auth/guards.ts';
import { createCatalogueCache } from '../cache/catalogue-cache.ts';
import { changeCatalogue } from '../cache/catalogue-change.ts';
import type { Database } from '../db/knex.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../middleware/validation.ts';
import type { Clock } from '../security/clock.ts';
import {
  readPricingSettings,
  readSiteFigures,
  writePricingSettings,
  writeSiteFigures,
} from './repository.ts';

/** The staff member saving, as the settings record them. */
function savedBy(ctx: Context): { id: number; name: string } {
  const user = currentUser(ctx);
  if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
  return { id: user.id, name: user.username ?? user.email ?? '' };
}

/** A rate is one seen on a day: a day still to come in Cabo is a typing slip. */
export const FUTURE_RATE_DATE = "The rate's date cannot be after today (Cabo's date)";

/**
 * The marketing figures (docs/catalogue.md, "Figures") and the pricing settings (docs/stays.md,
 * "True totals"): GET /api/site-figures and /api/pricing-settings for the pages,
 * cached like the catalogue; GET and PUT /api/admin/site-figures for the admins, a save going
 * through the catalogue's publish path so every instance's pages show it at once.
 */
export function siteFiguresRouter(db: Database, now: Clock): Router {
  const router = new Router();
  const cache = createCatalogueCache(db, { maxEntries: 2, byUrlOnly: true });
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
    const by = savedBy(ctx);
    await changeCatalogue(db, (trx) => writeSiteFigures(trx, figures, by));
    ctx.body = (await readSiteFigures(db.knex)) satisfies AdminSiteFigures;
  });

  // The pricing settings (docs/stays.md, "True totals"): the same path, cache and publish.
  router.get(apiPaths.pricingSettings, (ctx) =>
    cache.serve(ctx, 'pricing', async (): Promise<PricingSettings> => {
      return (await readPricingSettings(db.knex)).settings;
    }),
  );

  router.get(apiPaths.adminPricingSettings, async (ctx) => {
    ctx.body = (await readPricingSettings(db.knex)) satisfies AdminPricingSettings;
  });

  router.put(apiPaths.adminPricingSettings, async (ctx) => {
    const settings = parseBody(pricingSettingsSchema, ctx.request.body);
    if (settings.mxnRateDate > caboDate(now())) {
      throw new HttpError(400, 'validation_failed', FUTURE_RATE_DATE, {
        mxnRateDate: [FUTURE_RATE_DATE],
      });
    }
    const by = savedBy(ctx);
    await changeCatalogue(db, (trx) => writePricingSettings(trx, settings, by));
    ctx.body = (await readPricingSettings(db.knex)) satisfies AdminPricingSettings;
  });
  return router;
}
