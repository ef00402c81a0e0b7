import { apiPaths } from '@cabo/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import type Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { mountedRoutes } from '../src/app.ts';
import { openApiPath } from '../src/openapi/document.ts';
import { signedInAdmin, signedInEditor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';

// docs/integrations.md, "OpenAPI": the document served at /api/openapi.json is valid
// OpenAPI 3.1 and lists every method and path the app's routers answer.
let koa: Koa | undefined;
const app = useTestApp({ beforeListen: (built) => (koa = built) });

interface Document {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  webhooks: Record<string, { post: { requestBody: unknown } }>;
}

async function openApiDocument(): Promise<Document> {
  const res = await fetch(`${app.url}${apiPaths.openapi}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return (await res.json()) as Document;
}

const contractPaths = new Set<string>(Object.values(apiPaths));

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every method and path the routers answer under /api, and every contract path', async () => {
    const document = await openApiDocument();
    const routes = mountedRoutes(koa!).filter(
      (route) => route.path.startsWith('/api/') || contractPaths.has(route.path),
    );
    // The routers are read, not a list kept by hand: a router's new path is here at once.
    expect(routes.length).toBeGreaterThan(70);
    const missing = routes
      .filter(({ method, path }) => !document.paths[openApiPath(path)]?.[method.toLowerCase()])
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    for (const path of contractPaths) expect(document.paths).toHaveProperty([openApiPath(path)]);
  });

  it('names the error shape, the session and the admin role', async () => {
    const document = await openApiDocument();
    const leads = document.paths['/api/admin/leads']!.get as Record<string, unknown>;
    expect(leads.security).toEqual([{ session: [] }]);
    expect(leads.description).toMatch(/role: admin/);
    expect(JSON.stringify(leads.responses)).toContain('#/components/schemas/ApiError');
    const post = document.paths['/api/leads']!.post as { requestBody: unknown; responses: object };
    expect(JSON.stringify(post.requestBody)).toContain('formName');
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
  });

  it('has one typed webhook per event', async () => {
    const document = await openApiDocument();
    expect(Object.keys(document.webhooks).sort()).toEqual([
      'booking.created',
      'booking.status_changed',
      'guide_submission.created',
      'lead.created',
      'lead.status_changed',
    ]);
    const body = JSON.stringify(document.webhooks['lead.status_changed']!.post.requestBody);
    expect(body).toContain('"const":"lead.status_changed"');
    expect(body).toContain('toStatus');
  });
});

describe('the reader at /api/docs', () => {
  it('is for admins only, with its files served locally', async () => {
    expect((await fetch(`${app.url}${apiPaths.apiDocs}`)).status).toBe(401);
    const editor = await signedInEditor(app);
    expect((await editor.get(apiPaths.apiDocs)).status).toBe(403);

    const admin = await signedInAdmin(app);
    const page = await admin.get(apiPaths.apiDocs);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'start.js']) {
      const res = await admin.get(`${apiPaths.apiDocs}/${file}`);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10);
    }
    expect((await admin.get(`${apiPaths.apiDocs}/package.json`)).status).toBe(404);
    // The files are Swagger UI's own, public as the document is; the page is the admins'.
    expect((await fetch(`${app.url}${apiPaths.apiDocs}/swagger-ui.css`)).status).toBe(200);
    expect((await fetch(`${app.url}${apiPaths.apiDocs}/`)).status).toBe(404);
  });
});

describe('the signing secret without a settings key', () => {
  it('answers 409 settings_key_missing, not a server error', async () => {
    // This app has no outbox settings, so no key to keep a secret with.
    const admin = await signedInAdmin(app);
    for (const res of [
      await admin.get(apiPaths.adminWebhookSigning),
      await admin.post(apiPaths.adminWebhookSigningRotate, {}),
    ]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'settings_key_missing' });
    }
  });
});
