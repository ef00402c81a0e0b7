import { apiPath, type AdminBookingUpdate, type AdminLeadUpdate } from '@cabo/contract';
import { api } from '@cabo/ui/app/api';

/** PATCH /api/admin/leads/:id or /api/admin/bookings/:id; the answer is the new detail. */
export const patchAdminRecord = <T>(
  template: string,
  id: number,
  body: AdminLeadUpdate | AdminBookingUpdate,
) => api.patch(apiPath(template, { id }), { json: body }).json<T>();
