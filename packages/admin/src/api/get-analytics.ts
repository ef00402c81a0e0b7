import { apiPaths, type AdminAnalytics } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/analytics: the dashboard figures, counted from the stored records. */
export const useAdminAnalytics = () =>
  useQuery<AdminAnalytics | null>({ queryKey: [apiPaths.adminAnalytics] });
