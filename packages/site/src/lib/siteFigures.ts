import {
  publicApiPaths,
  siteFigure,
  siteFigureValue,
  type SiteFigureKey,
  type SiteFigures,
} from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/site-figures: the marketing figures staff keep (docs/catalogue.md, "Figures").
 * A page that shows one names the path in its route's queries, so it renders with them.
 */
export const useSiteFigures = () =>
  useQuery<SiteFigures>({ queryKey: [publicApiPaths.siteFigures] });

/** The strip's items for `keys`, once the figures are there (none otherwise). */
export function useFigureStrip(keys: readonly SiteFigureKey[]) {
  const figures = useSiteFigures().data;
  return figures ? keys.map((key) => siteFigure(key, figures)) : [];
}

/** One figure as written in a sentence ('227,000+'), or undefined while there is none. */
export function useFigureValue(key: SiteFigureKey): string | undefined {
  const figures = useSiteFigures().data;
  return figures ? siteFigureValue(key, figures) : undefined;
}
