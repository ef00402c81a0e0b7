import { apiPath, publicApiPaths, type Resort } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/resorts/:slug (canonical or alias slug); an unknown slug (404) is null. */
export const useResort = (slug: string) =>
  useQuery<Resort | null>({ queryKey: [apiPath(publicApiPaths.resort, { slug })] });
