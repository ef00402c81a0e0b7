import {
  apiPaths,
  authMessages,
  staffMessages,
  staffUserCreateSchema,
  staffUserUpdateSchema,
  type StaffUser,
  type StaffUserList,
} from '@cabo/contract';
import { staffSamples } from '@cabo/data/staff-samples';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { MOCK_ADMIN_NOW } from './admin.ts';
import { apiError, internalError, mockAdmin, parseRequest } from './auth.ts';
import { pendingForever } from './pending.ts';

// The staff accounts API as the server answers it (docs/admin.md, "Staff accounts"): the
// list oldest first, a new account (409 on a taken username), and changes of role, state or
// password with the server's refusals. The signed-in admin is `mockAdmin` (id 1).

/** Every state the staff table shows: the first admin, an editor, a disabled editor. */
export const mockStaffUsers: StaffUser[] = staffSamples;

/**
 * The staff calls over `initial`. With `remember`, changes are kept in the closure (call it
 * in the story so no other story shares them); without it they are answered, not kept.
 */
export function staffHandlers(
  initial: readonly StaffUser[] = mockStaffUsers,
  { remember = false }: { remember?: boolean } = {},
): HttpHandler[] {
  let users = [...initial];
  let nextId = Math.max(0, ...users.map((u) => u.id)) + 1;
  const keep = (next: StaffUser[]) => {
    if (remember) users = next;
  };
  const activeAdmins = () => users.filter((u) => u.role === 'admin' && !u.disabledAt);

  return [
    // Oldest first, the first admin leading, as the server lists them.
    http.get(apiPaths.adminUsers, () =>
      HttpResponse.json<StaffUserList>({
        items: [...users].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id),
      }),
    ),
    http.post(apiPaths.adminUsers, async ({ request }) => {
      const body = await parseRequest(request, staffUserCreateSchema);
      if (!body.ok) return body.response;
      const { username, email, role } = body.data;
      if (users.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
        return apiError(409, 'username_taken', staffMessages.usernameTaken, {
          username: [staffMessages.usernameTaken],
        });
      }
      const created: StaffUser = {
        id: nextId,
        username,
        email: email ?? null,
        role,
        disabledAt: null,
        receivesNewRequests: false,
        createdAt: MOCK_ADMIN_NOW,
        createdBy: { id: mockAdmin.id, name: mockAdmin.username ?? 'admin' },
      };
      if (remember) nextId += 1;
      keep([...users, created]);
      return HttpResponse.json<StaffUser>(created, { status: 201 });
    }),
    http.patch(apiPaths.adminUser, async ({ params, request }) => {
      const current = users.find((u) => u.id === Number(params.id));
      if (!current) return apiError(404, 'not_found', staffMessages.notFound);
      const body = await parseRequest(request, staffUserUpdateSchema);
      if (!body.ok) return body.response;
      const { role = current.role, disabled } = body.data;
      if (disabled === true && current.id === mockAdmin.id) {
        return apiError(409, 'cannot_disable_self', staffMessages.cannotDisableSelf);
      }
      const disabledAt =
        disabled === undefined
          ? current.disabledAt
          : disabled
            ? (current.disabledAt ?? MOCK_ADMIN_NOW)
            : null;
      const wasActiveAdmin = current.role === 'admin' && !current.disabledAt;
      if (wasActiveAdmin && (role !== 'admin' || disabledAt) && activeAdmins().length <= 1) {
        return apiError(409, 'last_admin', staffMessages.lastAdmin);
      }
      const receivesNewRequests = body.data.receivesNewRequests ?? current.receivesNewRequests;
      const updated: StaffUser = { ...current, role, disabledAt, receivesNewRequests };
      keep(users.map((u) => (u.id === updated.id ? updated : u)));
      return HttpResponse.json<StaffUser>(updated);
    }),
  ];
}

/** Default: the fixtures above; changes are answered, not kept. */
export const staff = staffHandlers();

/** Only the first admin. */
export const staffAlone = staffHandlers(mockStaffUsers.slice(0, 1));

/** Every staff call fails (500). */
export const staffError = [
  http.get(apiPaths.adminUsers, internalError),
  http.post(apiPaths.adminUsers, internalError),
  http.patch(apiPaths.adminUser, internalError),
];

/** An editor's session: 403 on every staff call. */
export const staffForbidden = [
  http.get(apiPaths.adminUsers, () => apiError(403, 'forbidden', authMessages.forbidden)),
  http.post(apiPaths.adminUsers, () => apiError(403, 'forbidden', authMessages.forbidden)),
  http.patch(apiPaths.adminUser, () => apiError(403, 'forbidden', authMessages.forbidden)),
];

/** The list loads forever (the spinner). */
export const staffSlow = [http.get(apiPaths.adminUsers, pendingForever)];
