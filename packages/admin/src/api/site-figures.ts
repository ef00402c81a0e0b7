import {
  adminSiteFiguresSchema,
  apiPaths,
  type AdminSiteFigures,
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
