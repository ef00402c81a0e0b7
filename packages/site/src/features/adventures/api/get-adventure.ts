import { apiPath, publicApiPaths, type Adventure } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/adventures/:slug; an unknown slug (404) is null, so the page can say so. */
export const useAdventure = (slug: string) =>
  useQuery<Adventure | null>({ queryKey: [apiPath(publicApiPaths.adventure, { slug })] });
