import { adminAnalyticsSchema, apiPaths, type AnalyticsRange } from '@cabo/contract';
import { api } from '@cabo/ui/app/api';
import { useQuery } from '@tanstack/react-query';

/** The query string of a range (no ends: all time), for the figures and their CSV. */
export const analyticsSearch = (range: AnalyticsRange): string => {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /api/admin/analytics: every figure of the range, computed from the stored records. */
export const useAdminAnalytics = (range: AnalyticsRange) =>
  useQuery({
    queryKey: [apiPaths.adminAnalytics, range.from ?? null, range.to ?? null],
    queryFn: () =>
      api
        .get(`${apiPaths.adminAnalytics}${analyticsSearch(range)}`)
        .json()
        .then((body) => adminAnalyticsSchema.parse(body)),
  });
