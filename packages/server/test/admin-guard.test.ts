import type Router from '@koa/router';
import { apiPaths } from '@cabo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { signedInAdmin, signedInVisitor } from './support/admin.ts';
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
  return [...routes.values()].filter(
    (r) => !(r.method === 'POST' && r.path === apiPaths.adminLogin),
  );
}

/** A concrete URL for a route: `:param` segments become 1 (an id that may not exist). */
const concrete = (path: string) => path.replace(/:\w+/g, '1');

const send = (client: CookieClient, { method, path }: AdminRoute) =>
  client.request(method, concrete(path), method === 'GET' ? undefined : {});

let routes: AdminRoute[] = [];
beforeAll(() => {
  routes = registeredAdminRoutes();
});

describe('the /api/admin guard', () => {
  it('finds the admin routes it must cover', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    // The walk really sees the routers: every route of this issue is in it.
    expect(names).toEqual(
      expect.arrayContaining([
        `GET ${apiPaths.adminLeads}`,
        `GET ${apiPaths.adminLead}`,
        `PATCH ${apiPaths.adminLead}`,
        `GET ${apiPaths.adminLeadsCsv}`,
        `GET ${apiPaths.adminBookings}`,
        `PATCH ${apiPaths.adminBooking}`,
        `GET ${apiPaths.adminGuideSubmissions}`,
        `POST ${apiPaths.adminGuideSubmissionResend}`,
        `GET ${apiPaths.adminAnalytics}`,
      ]),
    );
    expect(names).not.toContain(`POST ${apiPaths.adminLogin}`);
  });

  it('answers 401 without a session, on every admin route, never cached', async () => {
    const anonymous = new CookieClient(app.url);
    for (const route of routes) {
      const res = await send(anonymous, route);
      expect.soft(res.status, `${route.method} ${route.path}`).toBe(401);
      expect
        .soft(res.headers.get('cache-control'), `${route.method} ${route.path}`)
        .toBe('no-store');
      expect.soft((await apiError(res)).code).toBe('not_authenticated');
    }
  });

  it('answers 403 to a signed-in visitor without the admin role, on every admin route', async () => {
    const visitor = await signedInVisitor(app);
    for (const route of routes) {
      const res = await send(visitor, route);
      expect.soft(res.status, `${route.method} ${route.path}`).toBe(403);
      expect
        .soft(res.headers.get('cache-control'), `${route.method} ${route.path}`)
        .toBe('no-store');
      expect.soft((await apiError(res)).code).toBe('forbidden');
    }
  });

  it('lets the admin through, still never cached', async () => {
    const admin = await signedInAdmin(app);
    for (const route of routes) {
      const res = await send(admin, route);
      // Past the guard: the route answers (404 for the made-up id 1, 400 for an empty body).
      expect.soft([401, 403], `${route.method} ${route.path}`).not.toContain(res.status);
      expect
        .soft(res.headers.get('cache-control'), `${route.method} ${route.path}`)
        .toBe('no-store');
    }
  });

  it('cannot be walked around by spelling the path differently', async () => {
    const visitor = await signedInVisitor(app, 'other@example.com');
    for (const path of ['/API/ADMIN/leads', '/api/%61dmin/leads', '/api/Admin/analytics']) {
      const res = await visitor.get(path);
      expect.soft([401, 403, 404], path).toContain(res.status);
      expect.soft(res.status, path).not.toBe(200);
    }
  });

  it('leaves the login open, and unknown admin paths hidden from non-admins', async () => {
    const anonymous = new CookieClient(app.url);
    const login = await anonymous.post(apiPaths.adminLogin, { username: 'x', password: 'y' });
    expect(login.status).toBe(401);
    expect((await apiError(login)).code).toBe('invalid_credentials');
    expect(login.headers.get('cache-control')).toBe('no-store');
    // An unknown path says nothing about which admin routes exist until one is an admin.
    expect((await anonymous.get('/api/admin/no-such-thing')).status).toBe(401);
    const admin = await signedInAdmin(app);
    expect((await admin.get('/api/admin/no-such-thing')).status).toBe(404);
  });
});
