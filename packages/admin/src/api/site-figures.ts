import {
  adminPricingSettingsSchema,
  adminSiteFiguresSchema,
  apiPaths,
  type AdminPricingSettings,
  type AdminSiteFigures,
  type PricingSettings,
  type SiteFigures,
} from '@cabo/contract';
import { api } from '@cabo/ui/app/api';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/site-figures: the marketing figures and who changed them last. */
export const useAdminSiteFigures = () =>
  useQuery<AdminSiteFigures>({ queryKey: [apiPaths.adminSiteFigures] });

/** PUT /api/admin/site-figures: every figure at once; the pages show them at once. */
export const saveSiteFigures = (figures: SiteFigures) =>
  api
    .put(apiPaths.adminSiteFigures, { json: figures })
    .json()
    .then((body) => adminSiteFiguresSchema.parse(body));

/** GET /api/admin/pricing-settings: the taxes, fees, terms and rate, and who changed them last. */
export const useAdminPricingSettings = () =>
  useQuery<AdminPricingSettings>({ queryKey: [apiPaths.adminPricingSettings] });

/** PUT /api/admin/pricing-settings: every setting at once; the villa totals use them at once. */
export const savePricingSettings = (settings: PricingSettings) =>
  api
    .put(apiPaths.adminPricingSettings, { json: settings })
    .json()
    .then((body) => adminPricingSettingsSchema.parse(body));
