import { publicApiPaths, type PricingSettings } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/pricing-settings: the taxes, fees, deposit, terms and exchange rate staff keep
 * (docs/stays.md, "True totals"); the villa pages name the path in their route's queries, so
 * they render with the totals.
 */
export const usePricingSettings = () =>
  useQuery<PricingSettings>({ queryKey: [publicApiPaths.pricingSettings] });
