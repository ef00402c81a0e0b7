import type Router from '@koa/router';
import {
  adminAccessRule,
  adminPathRules,
  adminPrefixRules,
  apiPaths,
  canCallAdminApi,
  type UserRole,
} from '@cabo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { signedInAdmin, signedInEditor, signedInVisitor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';

const app = useTestApp();

interface AdminRoute {
  method: string;
  path: string;
}

/**
 * Every method + path registered on any router the app mounts (Koa's middleware list holds
 * each router's dispatch function, which points back at its router), that starts with
 * /api/admin. Routers nested with `use` are copied into their parent's stack, prefix
 * included, so this sees them too.
 */
function registeredAdminRoutes(): AdminRoute[] {
  const koa = createApp({ config: { env: 'test', siteDist: app.siteDist }, db: app.db });
  const routers = koa.middleware
    .map((fn) => (fn as { router?: Router }).router)
    .filter((router): router is Router => router !== undefined);
  const routes = new Map<string, AdminRoute>();
  for (const router of routers) {
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string' || !/^\/api\/admin(\/|$)/i.test(layer.path)) continue;
      for (const method of layer.methods) {
        if (method === 'HEAD') continue; // Koa answers HEAD through the GET route.
        routes.set(`${method} ${layer.path}`, { method, path: layer.path });
      }
    }
  }
  return [...routes.values()];
}

const ADMIN_PATH = /^\/api\/admin(\/|$)/;
/** The contract's admin paths: the list the policy must cover. */
const contractAdminPaths: string[] = Object.values(apiPaths).filter((p) => ADMIN_PATH.test(p));

const isLogin = (r: AdminRoute) => r.method === 'POST' && r.path === apiPaths.adminLogin;
const name = (r: AdminRoute) => `${r.method} ${r.path}`;

/** A concrete URL for a route: `:param` segments become 1 (an id that may not exist). */
const concrete = (path: string) => path.replace(/:\w+/g, '1');

const send = (client: CookieClient, { method, path }: AdminRoute) =>
  client.request(method, concrete(path), method === 'GET' ? undefined : {});

let served: AdminRoute[] = [];
/** The table: every contract admin path with each method its rule names or a router serves. */
let table: AdminRoute[] = [];
beforeAll(() => {
  served = registeredAdminRoutes();
  const rows = new Map<string, AdminRoute>();
  for (const path of contractAdminPaths) {
    const rule = adminPathRules.find((r) => r.path === path);
    for (const method of Object.keys(rule?.methods ?? {}))
      rows.set(`${method} ${path}`, { method, path });
  }
  for (const route of served) rows.set(name(route), route);
  table = [...rows.values()].filter((r) => !isLogin(r));
});

/** What a role must get from the guard per the policy: through (a route's own answer) or refused. */
async function expectPolicy(client: CookieClient, role: UserRole) {
  for (const route of table) {
    const res = await send(client, route);
    const label = `${role}: ${name(route)}`;
    if (canCallAdminApi(role, route.method, route.path)) {
      // Past the guard: the route answers (404 for the made-up id 1, 400 for an empty body).
      expect.soft([401, 403], label).not.toContain(res.status);
    } else {
      expect.soft(res.status, label).toBe(403);
      expect.soft((await apiError(res)).code, label).toBe('forbidden');
    }
    expect.soft(res.headers.get('cache-control'), label).toBe('no-store');
  }
}

describe('the admin API policy and its guard', () => {
  it('has a rule for every admin path of the contract and every admin route served', () => {
    const names = served.map(name);
    // The walk really sees the routers.
    expect(names).toEqual(
      expect.arrayContaining([
        `GET ${apiPaths.adminLeads}`,
        `PATCH ${apiPaths.adminLead}`,
        `POST ${apiPaths.adminGuideSubmissionResend}`,
        `GET ${apiPaths.adminOutbox}`,
        `GET ${apiPaths.adminUsers}`,
        `POST ${apiPaths.adminUsers}`,
        `PATCH ${apiPaths.adminUser}`,
      ]),
    );
    const pathsWithoutRule = contractAdminPaths.filter(
      (path) =>
        !adminPathRules.some((r) => r.path === path) &&
        !adminPrefixRules.some((r) => path.toLowerCase().startsWith(r.prefix)),
    );
    expect(pathsWithoutRule, 'admin paths of apiPaths without a rule').toEqual([]);
    const routesWithoutRule = served.filter((r) => !adminAccessRule(r.method, r.path));
    expect(routesWithoutRule.map(name), 'served admin routes without a rule').toEqual([]);
    const notInContract = served.filter((r) => !contractAdminPaths.includes(r.path));
    expect(notInContract.map(name), 'served admin routes not in apiPaths').toEqual([]);
    expect(table.length).toBeGreaterThanOrEqual(served.length - 1);
  });

  it('gives editors the content studio and media only', () => {
    const forEditors = adminPathRules.flatMap((rule) =>
      Object.entries(rule.methods)
        .filter(([, access]) => access !== 'public' && access?.includes('editor'))
        .map(([method]) => `${method} ${rule.path}`),
    );
    expect(forEditors).toEqual([]);
    expect(adminPrefixRules.map((r) => [r.prefix, r.access])).toEqual([
      ['/api/admin/content', ['admin', 'editor']],
      ['/api/admin/media', ['admin', 'editor']],
      ['/api/admin/reviews', ['admin', 'editor']],
    ]);
  });

  it('answers 401 without a session, on every admin path, never cached', async () => {
    const anonymous = new CookieClient(app.url);
    for (const route of table) {
      const res = await send(anonymous, route);
      expect.soft(res.status, name(route)).toBe(401);
      expect.soft(res.headers.get('cache-control'), name(route)).toBe('no-store');
      expect.soft((await apiError(res)).code).toBe('not_authenticated');
    }
  });

  it('answers 403 to a signed-in visitor on every admin path', async () => {
    await expectPolicy(await signedInVisitor(app), 'user');
    expect(table.every((r) => !canCallAdminApi('user', r.method, r.path))).toBe(true);
  });

  it('lets an editor through only where the policy names editors', async () => {
    await expectPolicy(await signedInEditor(app), 'editor');
  });

  it('lets the admin through everywhere, still never cached', async () => {
    await expectPolicy(await signedInAdmin(app), 'admin');
    expect(table.every((r) => canCallAdminApi('admin', r.method, r.path))).toBe(true);
  });

  it('lets editors into the content studio and media by prefix, before their routes exist', async () => {
    const editor = await signedInEditor(app);
    for (const path of [
      '/api/admin/content',
      '/api/admin/content/pages/1',
      '/api/admin/media',
      '/api/admin/media/42',
    ]) {
      const res = await editor.get(path);
      expect.soft([401, 403], path).not.toContain(res.status);
    }
    // No spelling borrows the prefix's access for another path.
    for (const path of ['/api/admin/content/../leads', '/api/admin/content/%2E%2E/leads']) {
      const res = await editor.get(path);
      expect.soft(res.status, path).toBe(403);
    }
    const visitor = await signedInVisitor(app);
    expect((await visitor.get('/api/admin/content/pages')).status).toBe(403);
    expect((await new CookieClient(app.url).get('/api/admin/media')).status).toBe(401);
  });

  it('cannot be walked around by spelling the path differently', async () => {
    const visitor = await signedInVisitor(app, 'other@example.com');
    const editor = await signedInEditor(app);
    for (const path of ['/API/ADMIN/leads', '/api/%61dmin/leads', '/api/Admin/analytics']) {
      const res = await visitor.get(path);
      expect.soft([401, 403, 404], path).toContain(res.status);
      expect.soft(res.status, path).not.toBe(200);
      // Sessions are read for /api paths as spelt, so an editor's shows as none here (401).
      expect.soft([401, 403], `editor ${path}`).toContain((await editor.get(path)).status);
    }
  });

  it('leaves the login open, and unknown admin paths to admins', async () => {
    const anonymous = new CookieClient(app.url);
    const login = await anonymous.post(apiPaths.adminLogin, { username: 'x', password: 'y' });
    expect(login.status).toBe(401);
    expect((await apiError(login)).code).toBe('invalid_credentials');
    expect(login.headers.get('cache-control')).toBe('no-store');
    // An unknown path says nothing about which admin routes exist until one is an admin.
    expect((await anonymous.get('/api/admin/no-such-thing')).status).toBe(401);
    expect((await (await signedInEditor(app)).get('/api/admin/no-such-thing')).status).toBe(403);
    const admin = await signedInAdmin(app);
    expect((await admin.get('/api/admin/no-such-thing')).status).toBe(404);
  });
});
