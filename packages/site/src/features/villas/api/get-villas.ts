import { apiPath, publicApiPaths, type VillaDetail, type VillaSummary } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/villas: every villa, as the list reads it (a rendered page keeps these fields only). */
export const useVillas = () => useQuery<VillaSummary[]>({ queryKey: [publicApiPaths.villas] });

/** GET /api/villas/:slug; an unknown slug (404) is null, so the page can say so. */
export const useVilla = (slug: string) =>
  useQuery<VillaDetail | null>({ queryKey: [apiPath(publicApiPaths.villa, { slug })] });
