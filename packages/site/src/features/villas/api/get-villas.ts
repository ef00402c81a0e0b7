import { apiPath, apiPaths, type VillaDetail, type VillaRecord } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/villas: every villa's server record. */
export const useVillas = () => useQuery<VillaRecord[]>({ queryKey: [apiPaths.villas] });

/** GET /api/villas/:slug; an unknown slug (404) is null, so the page can say so. */
export const useVilla = (slug: string) =>
  useQuery<VillaDetail | null>({ queryKey: [apiPath(apiPaths.villa, { slug })] });
