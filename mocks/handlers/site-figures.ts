import {
  apiPaths,
  pricingSettingsSchema,
  siteFiguresSchema,
  type AdminPricingSettings,
  type AdminSiteFigures,
  type PricingSettings,
  type SiteFigures,
} from '@cabo/contract';
import { siteFiguresSeed } from '@cabo/data/landing';
import { pricingSettingsSeed } from '@cabo/data/pricing';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { MOCK_ADMIN_NOW } from './admin.ts';
import { mockAdmin, parseRequest } from './auth.ts';
import { getError } from './catalogue-helpers.ts';

// The marketing figures (docs/admin.md, "Site figures"): the pages' GET /api/site-figures and
// the admins' GET and PUT /api/admin/site-figures, over the seed's values.

/**
 * The figures calls over `figures`. With `remember`, a save is kept in the closure (call it in
 * the story so no other story shares it); without it a save is answered, not kept.
 */
export function siteFiguresHandlers({
  figures = siteFiguresSeed,
  remember = false,
}: { figures?: SiteFigures; remember?: boolean } = {}): HttpHandler[] {
  let state: AdminSiteFigures = { figures: { ...figures }, updatedAt: null, updatedBy: null };
  return [
    http.get(apiPaths.siteFigures, () => HttpResponse.json<SiteFigures>(state.figures)),
    http.get(apiPaths.adminSiteFigures, () => HttpResponse.json<AdminSiteFigures>(state)),
    http.put(apiPaths.adminSiteFigures, async ({ request }) => {
      const body = await parseRequest(request, siteFiguresSchema);
      if (!body.ok) return body.response;
      const saved = {
        figures: body.data,
        updatedAt: MOCK_ADMIN_NOW,
        updatedBy: mockAdmin.username ?? 'admin',
      };
      if (remember) state = saved;
      return HttpResponse.json<AdminSiteFigures>(saved);
    }),
  ];
}

export const siteFigures = siteFiguresHandlers();
export const siteFiguresError = getError(apiPaths.siteFigures);

/**
 * The pricing settings calls (docs/stays.md, "True totals"): the pages' GET
 * /api/pricing-settings and the admins' GET and PUT /api/admin/pricing-settings, over
 * `settings` (default the seed's); `remember` as for the figures.
 */
export function pricingSettingsHandlers({
  settings = pricingSettingsSeed,
  remember = false,
}: { settings?: PricingSettings; remember?: boolean } = {}): HttpHandler[] {
  let state: AdminPricingSettings = { settings: { ...settings }, updatedAt: null, updatedBy: null };
  return [
    http.get(apiPaths.pricingSettings, () => HttpResponse.json<PricingSettings>(state.settings)),
    http.get(apiPaths.adminPricingSettings, () => HttpResponse.json<AdminPricingSettings>(state)),
    http.put(apiPaths.adminPricingSettings, async ({ request }) => {
      const body = await parseRequest(request, pricingSettingsSchema);
      if (!body.ok) return body.response;
      const saved = {
        settings: body.data,
        updatedAt: MOCK_ADMIN_NOW,
        updatedBy: mockAdmin.username ?? 'admin',
      };
      if (remember) state = saved;
      return HttpResponse.json<AdminPricingSettings>(saved);
    }),
  ];
}

export const pricingSettings = pricingSettingsHandlers();
export const pricingSettingsError = getError(apiPaths.pricingSettings);
