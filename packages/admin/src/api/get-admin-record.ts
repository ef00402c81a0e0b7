import { apiPath } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET one admin record with its history (`template` is e.g. apiPaths.adminLead). */
export const adminRecordKey = (template: string, id: number) => apiPath(template, { id });

export const useAdminRecord = <T>(template: string, id: number | null) =>
  useQuery<T | null>({
    queryKey: [id === null ? template : adminRecordKey(template, id)],
    enabled: id !== null,
  });
