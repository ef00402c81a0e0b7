import {
  apiErrorSchema,
  apiPath,
  apiPaths,
  staffMessages,
  staffUserListSchema,
  staffUserSchema,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { mockGet, mockSend } from './support/mock-fetch.ts';
import { useMockServer } from './support/mock-server.ts';

// The staff accounts' MSW groups in Node: answers in the contract, bodies validated and
// refused like the server does.
const msw = useMockServer();

const errorOf = async (res: Response) => apiErrorSchema.parse(await res.json());
const userPath = (id: number) => apiPath(apiPaths.adminUser, { id });

describe('staff groups', () => {
  it('default: the list, a new account, and the server refusals', async () => {
    const list = staffUserListSchema.parse(await (await mockGet(apiPaths.adminUsers)).json());
    expect(list.items.map((u) => u.role)).toEqual(['admin', 'editor', 'editor', 'admin']);
    expect(list.items.filter((u) => u.disabledAt)).toHaveLength(1);

    const created = await mockSend('POST', apiPaths.adminUsers, {
      username: 'nina',
      role: 'editor',
      password: 'a long password',
    });
    expect(created.status).toBe(201);
    expect(staffUserSchema.parse(await created.json())).toMatchObject({ username: 'nina' });

    const taken = await mockSend('POST', apiPaths.adminUsers, {
      username: 'MARIA',
      role: 'editor',
      password: 'a long password',
    });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).errors).toEqual({ username: [staffMessages.usernameTaken] });

    const bad = await mockSend('POST', apiPaths.adminUsers, { username: '', password: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).errors ?? {}).sort()).toEqual([
      'password',
      'role',
      'username',
    ]);

    const self = await mockSend('PATCH', userPath(1), { disabled: true });
    expect(self.status).toBe(409);
    expect((await errorOf(self)).message).toBe(staffMessages.cannotDisableSelf);

    const disabled = await mockSend('PATCH', userPath(2), { disabled: true });
    expect(staffUserSchema.parse(await disabled.json()).disabledAt).not.toBeNull();
    expect((await mockSend('PATCH', userPath(99), { role: 'admin' })).status).toBe(404);
  });

  it('staffAlone refuses to demote the last active admin', async () => {
    msw.server.use(...msw.mocks.staffAlone);
    const res = await mockSend('PATCH', userPath(1), { role: 'editor' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('last_admin');
  });

  it('a remembering group keeps the changes; error and forbidden groups refuse', async () => {
    msw.server.use(...msw.mocks.staffHandlers(msw.mocks.mockStaffUsers, { remember: true }));
    await mockSend('PATCH', userPath(2), { role: 'admin' });
    const list = staffUserListSchema.parse(await (await mockGet(apiPaths.adminUsers)).json());
    expect(list.items.find((u) => u.id === 2)?.role).toBe('admin');

    msw.server.use(...msw.mocks.staffError);
    expect((await mockGet(apiPaths.adminUsers)).status).toBe(500);
    msw.server.use(...msw.mocks.staffForbidden);
    const forbidden = await mockGet(apiPaths.adminUsers);
    expect(forbidden.status).toBe(403);
    expect((await errorOf(forbidden)).code).toBe('forbidden');
  });
});
