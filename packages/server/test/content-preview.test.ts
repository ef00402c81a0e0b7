import { apiPath, apiPaths, contentCreatedSchema } from '@cabo/contract';
import { catalogueResorts } from '@cabo/data';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { patchJson, signedInAdmin, signedInVisitor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { requireSiteBuild, siteDist } from './support/site-build.ts';
import { newResort } from './support/content.ts';

const app = useTestApp({ siteDist });

requireSiteBuild();

beforeEach(async () => {
  await runSeeds(app.db);
});

const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];

describe('draft preview', () => {
  it('shows staff a draft at its public URL with ?preview, never cached, noindex; visitors get 404', async () => {
    const admin = await signedInAdmin(app);
    const created = await admin.post(
      apiPath(apiPaths.adminContentList, { kind: 'resorts' }),
      newResort('Casa Vista Previa'),
    );
    const { slug } = contentCreatedSchema.parse(await created.json());
    const url = `/resorts/${slug}?preview=1`;

    const staff = await admin.get(url);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('no-store');
    const html = await staff.text();
    expect(html).toContain('Casa Vista Previa');
    expect(robots(html)).toBe('noindex');

    // Nobody else sees it, with or without the query, signed in or not.
    for (const res of [
      await fetch(`${app.url}${url}`),
      await fetch(`${app.url}/resorts/${slug}`),
      await (await signedInVisitor(app)).get(url),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Casa Vista Previa');
    }
    // The draft's data is not answered to a request that merely says "preview".
    const api = await fetch(`${app.url}/api/resorts/${slug}?preview`, {
      headers: { 'x-cabo-preview': 'guess' },
    });
    expect(api.status).toBe(404);
  });

  it('shows staff the draft edit of a published item while visitors keep the published page', async () => {
    const admin = await signedInAdmin(app);
    const resort = catalogueResorts()[0]!;
    expect((await fetch(`${app.url}/resorts/${resort.slug}`)).status).toBe(200);
    await patchJson(admin, apiPath(apiPaths.adminContentItem, { kind: 'resorts', id: resort.id }), {
      version: 1,
      subtitle: 'A subtitle still in draft',
    });
    const preview = await (await admin.get(`/resorts/${resort.slug}?preview=1`)).text();
    expect(preview).toContain('A subtitle still in draft');
    const visitor = await (await fetch(`${app.url}/resorts/${resort.slug}`)).text();
    expect(visitor).not.toContain('A subtitle still in draft');
    expect(visitor).toContain(resort.subtitle);
    expect(robots(visitor)).toBe('index, follow');
    // Any public page can be previewed, including those whose API reads take a query.
    for (const page of ['/events?preview=1', '/blog?preview=1']) {
      expect((await admin.get(page)).status, page).toBe(200);
    }
  });
});
