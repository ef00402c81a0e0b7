import {
  apiPath,
  apiPaths,
  staffMessages,
  staffUserListSchema,
  staffUserSchema,
  userSchema,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  signedInAdmin,
  signedInEditor,
  signedInVisitor,
  patchJson,
} from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';

const app = useTestApp();

const NEW_PASSWORD = 'a brand new staff password';
const userPath = (id: number) => apiPath(apiPaths.adminUser, { id });

async function login(username: string, password: string): Promise<CookieClient> {
  const client = new CookieClient(app.url);
  const res = await client.post(apiPaths.adminLogin, { username, password });
  expect(res.status, `login ${username}`).toBe(200);
  return client;
}

async function create(admin: CookieClient, body: Record<string, unknown>) {
  const res = await admin.post(apiPaths.adminUsers, body);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return staffUserSchema.parse(await res.json());
}

const list = async (admin: CookieClient) =>
  staffUserListSchema.parse(await (await admin.get(apiPaths.adminUsers)).json()).items;

const activity = (recordId: number) =>
  app.db
    .knex('admin_activity')
    .where({ record_table: 'users', record_id: recordId })
    .orderBy('id')
    .select('action', 'from_status', 'to_status', 'actor_name');

const bossId = async () =>
  ((await app.db.knex('users').where({ username: ADMIN.username }).first('id')) as { id: number })
    .id;

describe('staff accounts', () => {
  it('an admin creates an editor, who signs in and is listed with who made the account', async () => {
    const admin = await signedInAdmin(app);
    const created = await create(admin, {
      username: 'maria.editor',
      email: 'Maria@Example.com',
      role: 'editor',
      password: 'a long editor password',
    });
    expect(created).toMatchObject({
      username: 'maria.editor',
      email: 'maria@example.com',
      role: 'editor',
      disabledAt: null,
      createdBy: { id: await bossId(), name: ADMIN.username },
    });
    const items = await list(admin);
    expect(items.map((u) => [u.username, u.role])).toEqual([
      [ADMIN.username, 'admin'],
      ['maria.editor', 'editor'],
    ]);
    expect(items[0]!.createdBy).toBeNull();
    expect(JSON.stringify(items)).not.toMatch(/password/i);

    // Visitors are not staff: not listed.
    await signedInVisitor(app);
    expect(await list(admin)).toHaveLength(2);

    const editor = await login('maria.editor', 'a long editor password');
    const me = userSchema.parse(await (await editor.get(apiPaths.user)).json());
    expect(me).toMatchObject({ username: 'maria.editor', role: 'editor' });
    expect(await activity(created.id)).toEqual([
      {
        action: 'user_created',
        from_status: null,
        to_status: 'editor',
        actor_name: ADMIN.username,
      },
    ]);
  });

  it('refuses a taken username (any case) or e-mail with 409 under the field', async () => {
    const admin = await signedInAdmin(app);
    await create(admin, {
      username: 'sam',
      email: 'sam@example.com',
      role: 'editor',
      password: 'a long password 1',
    });
    const again = await admin.post(apiPaths.adminUsers, {
      username: 'SAM',
      role: 'admin',
      password: 'a long password 2',
    });
    expect(again.status).toBe(409);
    expect(await apiError(again)).toEqual({
      message: staffMessages.usernameTaken,
      code: 'username_taken',
      errors: { username: [staffMessages.usernameTaken] },
    });
    const email = await admin.post(apiPaths.adminUsers, {
      username: 'sam2',
      email: 'SAM@example.com',
      role: 'editor',
      password: 'a long password 3',
    });
    expect(email.status).toBe(409);
    expect((await apiError(email)).errors).toEqual({ email: [staffMessages.emailTaken] });
    expect(await list(admin)).toHaveLength(2);
  });

  it('refuses bad input with 400 and field messages, storing nothing', async () => {
    const admin = await signedInAdmin(app);
    const res = await admin.post(apiPaths.adminUsers, {
      username: 'a b',
      email: 'not-an-email',
      role: 'owner',
      password: 'short',
    });
    expect(res.status).toBe(400);
    const body = await apiError(res);
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toMatchObject({
      username: [staffMessages.usernameFormat],
      email: [staffMessages.emailInvalid],
      role: ['Role must be one of: admin, editor'],
      password: [staffMessages.passwordTooShort],
    });
    const empty = await admin.post(apiPaths.adminUsers, {});
    expect((await apiError(empty)).errors).toMatchObject({
      username: [staffMessages.usernameRequired],
    });
    const extra = await admin.post(apiPaths.adminUsers, {
      username: 'nobody',
      role: 'user',
      password: 'a long password 4',
    });
    expect(extra.status).toBe(400);
    expect(await list(admin)).toHaveLength(1);

    const id = (await list(admin))[0]!.id;
    const nothing = await patchJson(admin, userPath(id), {});
    expect(nothing.status).toBe(400);
    expect((await apiError(nothing)).message).toBe(staffMessages.nothingToChange);
    expect((await patchJson(admin, userPath(id), { password: 'short' })).status).toBe(400);
    expect((await patchJson(admin, userPath(999_999), { role: 'editor' })).status).toBe(404);
    expect((await patchJson(admin, '/api/admin/users/abc', { role: 'editor' })).status).toBe(404);
  });

  it('changes a role, which the next request of that session already has', async () => {
    const admin = await signedInAdmin(app);
    const lee = await create(admin, {
      username: 'lee',
      role: 'editor',
      password: 'a long password 5',
    });
    const leeClient = await login('lee', 'a long password 5');
    expect((await leeClient.get(apiPaths.adminLeads)).status).toBe(403);

    const res = await patchJson(admin, userPath(lee.id), { role: 'admin' });
    expect(res.status).toBe(200);
    expect(staffUserSchema.parse(await res.json()).role).toBe('admin');
    expect((await leeClient.get(apiPaths.adminLeads)).status).toBe(200);
    expect(userSchema.parse(await (await leeClient.get(apiPaths.user)).json()).role).toBe('admin');

    await patchJson(admin, userPath(lee.id), { role: 'editor' });
    expect((await leeClient.get(apiPaths.adminLeads)).status).toBe(403);
    expect(await activity(lee.id)).toMatchObject([
      { action: 'user_created' },
      { action: 'role_changed', from_status: 'editor', to_status: 'admin' },
      { action: 'role_changed', from_status: 'admin', to_status: 'editor' },
    ]);
  });

  it('resets a password: the new one signs in, the old one and its sessions are gone', async () => {
    const admin = await signedInAdmin(app);
    const kim = await create(admin, {
      username: 'kim',
      role: 'editor',
      password: 'the old password',
    });
    const kimClient = await login('kim', 'the old password');

    const res = await patchJson(admin, userPath(kim.id), { password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await kimClient.get(apiPaths.user)).status).toBe(401);
    const old = await new CookieClient(app.url).post(apiPaths.adminLogin, {
      username: 'kim',
      password: 'the old password',
    });
    expect(old.status).toBe(401);
    await login('kim', NEW_PASSWORD);
    expect(await activity(kim.id)).toMatchObject([
      { action: 'user_created' },
      { action: 'password_reset', actor_name: ADMIN.username },
    ]);
  });

  it('resets its own password without signing the admin out, and ends the other sessions', async () => {
    const admin = await signedInAdmin(app);
    const otherTab = await login(ADMIN.username, ADMIN.password);
    const id = await bossId();
    expect((await patchJson(admin, userPath(id), { password: NEW_PASSWORD })).status).toBe(200);
    expect((await admin.get(apiPaths.adminUsers)).status).toBe(200);
    expect((await otherTab.get(apiPaths.adminUsers)).status).toBe(401);
    await login(ADMIN.username, NEW_PASSWORD);
  });

  it('disabling ends the sessions at once and refuses sign-in; enabling lets it in again', async () => {
    const admin = await signedInAdmin(app);
    const ed = await create(admin, {
      username: 'eddie',
      role: 'editor',
      password: 'a long password 6',
    });
    const edClient = await login('eddie', 'a long password 6');
    // A copy of the cookie kept aside: no session row may answer it again.
    const stolen = edClient.clone();
    expect((await edClient.get(apiPaths.user)).status).toBe(200);

    const res = await patchJson(admin, userPath(ed.id), { disabled: true });
    expect(res.status).toBe(200);
    expect(staffUserSchema.parse(await res.json()).disabledAt).not.toBeNull();
    expect((await edClient.get(apiPaths.user)).status).toBe(401);
    expect((await stolen.get('/api/admin/content')).status).toBe(401);
    expect(
      Number((await app.db.knex('sessions').where({ user_id: ed.id }).count('* as n'))[0]!.n),
    ).toBe(0);
    const refused = await new CookieClient(app.url).post(apiPaths.adminLogin, {
      username: 'eddie',
      password: 'a long password 6',
    });
    expect(refused.status).toBe(401);
    expect((await apiError(refused)).message).toBe('Invalid credentials');
    expect((await list(admin)).find((u) => u.id === ed.id)?.disabledAt).not.toBeNull();

    const enabled = await patchJson(admin, userPath(ed.id), { disabled: false });
    expect(staffUserSchema.parse(await enabled.json()).disabledAt).toBeNull();
    await login('eddie', 'a long password 6');
    expect((await activity(ed.id)).map((a) => a.action)).toEqual([
      'user_created',
      'disabled',
      'enabled',
    ]);
  });

  it('refuses to disable oneself or to leave no active admin (409), changing nothing', async () => {
    const admin = await signedInAdmin(app);
    const id = await bossId();
    const self = await patchJson(admin, userPath(id), { disabled: true });
    expect(self.status).toBe(409);
    expect(await apiError(self)).toMatchObject({
      code: 'cannot_disable_self',
      message: staffMessages.cannotDisableSelf,
    });
    const demote = await patchJson(admin, userPath(id), { role: 'editor', password: NEW_PASSWORD });
    expect(demote.status).toBe(409);
    expect(await apiError(demote)).toMatchObject({
      code: 'last_admin',
      message: staffMessages.lastAdmin,
    });
    // Nothing half-done: the password did not change either.
    await login(ADMIN.username, ADMIN.password);

    // A disabled admin does not count: with the second admin disabled, the first stays alone.
    const second = await create(admin, {
      username: 'second',
      role: 'admin',
      password: 'a long password 7',
    });
    expect((await patchJson(admin, userPath(second.id), { disabled: true })).status).toBe(200);
    expect((await patchJson(admin, userPath(id), { role: 'editor' })).status).toBe(409);

    // With another active admin, an admin may step down.
    expect((await patchJson(admin, userPath(second.id), { disabled: false })).status).toBe(200);
    const stepDown = await patchJson(admin, userPath(id), { role: 'editor' });
    expect(stepDown.status).toBe(200);
    expect((await admin.get(apiPaths.adminUsers)).status).toBe(403);
    expect(await activity(id)).toMatchObject([
      { action: 'role_changed', from_status: 'admin', to_status: 'editor' },
    ]);
  });

  it('two admins demoting each other at once: one wins, one active admin stays', async () => {
    const admin = await signedInAdmin(app);
    const other = await create(admin, {
      username: 'other.admin',
      role: 'admin',
      password: 'a long password 9',
    });
    const otherClient = await login('other.admin', 'a long password 9');
    const [a, b] = await Promise.all([
      patchJson(admin, userPath(other.id), { role: 'editor' }),
      patchJson(otherClient, userPath(await bossId()), { role: 'editor' }),
    ]);
    // The loser is refused by the rule (409), or already as an editor by the guard (403).
    const [won, lost] = [a.status, b.status].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    // Whoever won is the admin still allowed to list the accounts.
    const stillAdmin = a.status === 200 ? admin : otherClient;
    const admins = (await list(stillAdmin)).filter((u) => u.role === 'admin' && !u.disabledAt);
    expect(admins).toHaveLength(1);
  });

  it('answers editors and visitors 403 on the staff accounts and the leads', async () => {
    const editor = await signedInEditor(app);
    const visitor = await signedInVisitor(app);
    for (const client of [editor, visitor]) {
      for (const res of [
        await client.get(apiPaths.adminUsers),
        await client.post(apiPaths.adminUsers, {
          username: 'x',
          role: 'admin',
          password: NEW_PASSWORD,
        }),
        await patchJson(client, userPath(1), { role: 'admin' }),
        await client.get(apiPaths.adminLeads),
      ]) {
        expect(res.status).toBe(403);
        expect(await apiError(res)).toEqual({
          message: 'You do not have access to this page',
          code: 'forbidden',
        });
      }
    }
    expect(
      Number((await app.db.knex('users').where({ username: 'x' }).count('* as n'))[0]!.n),
    ).toBe(0);
  });

  it('keeps visitor and staff logins apart', async () => {
    const admin = await signedInAdmin(app);
    await create(admin, {
      username: 'mail.editor',
      email: 'editor@example.com',
      role: 'editor',
      password: 'a long password 8',
    });
    // A staff account's e-mail does not sign in at the visitors' login.
    const visitorLogin = await new CookieClient(app.url).post(apiPaths.login, {
      email: 'editor@example.com',
      password: 'a long password 8',
    });
    expect(visitorLogin.status).toBe(401);
  });
});
