import {
  apiPath,
  apiPaths,
  staffUserSchema,
  type ParsedStaffUserCreate,
  type StaffUserList,
  type StaffUserUpdate,
} from '@cabo/contract';
import { api } from '@cabo/ui/app/api';
import { useAdminList } from './get-admin-list.ts';

/** GET /api/admin/users: every staff account, oldest first. */
export const useStaffUsers = () => useAdminList<StaffUserList>(apiPaths.adminUsers, {});

export const createStaffUser = (values: ParsedStaffUserCreate) =>
  api
    .post(apiPaths.adminUsers, { json: values })
    .json()
    .then((body) => staffUserSchema.parse(body));

/** PATCH /api/admin/users/:id: a role, a new password, or disabled; answers the account. */
export const updateStaffUser = (id: number, change: StaffUserUpdate) =>
  api
    .patch(apiPath(apiPaths.adminUser, { id }), { json: change })
    .json()
    .then((body) => staffUserSchema.parse(body));
