import { apiPath, apiPaths } from '@cabo/contract';
import { listings } from '@cabo/data';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { signedInAdmin } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { requireSiteBuild, siteDist } from './support/site-build.ts';
import { newResort } from './support/content.ts';

// Two instances of the app on one database, each with its own caches and its own LISTEN
// connection, as two processes behind a load balancer (docs/operations.md, "Scaling out").
const one = useTestApp({ siteDist, listenForCatalogue: true });
const two = useTestApp({ siteDist, listenForCatalogue: true, database: () => one.db });

requireSiteBuild();

beforeEach(async () => {
  await runSeeds(one.db);
});

/** What instance two serves visitors for the new resort: its page, the list, the sitemap. */
async function servedByTwo(slug: string, name: string) {
  const [page, list, sitemap] = await Promise.all([
    fetch(`${two.url}/resorts/${slug}`),
    fetch(`${two.url}${apiPaths.resorts}`),
    fetch(`${two.url}/sitemap.xml`),
  ]);
  const html = await page.text();
  if (list.status !== 200) throw new Error(`list ${list.status}: ${await list.text()}`);
  return {
    page: page.status === 200 && html.includes(name),
    list: ((await list.json()) as { name: string }[]).some((r) => r.name === name),
    sitemap: (await sitemap.text()).includes(`/resorts/${slug}`),
  };
}

/**
 * Asks until `expected` is served; answers how long after the start the request was sent
 * that got it (a fresh page render takes its own time on a busy machine; what counts is
 * that a request sent then is answered with the change).
 */
async function sentUntilServed(check: () => Promise<object>, expected: object): Promise<number> {
  const started = Date.now();
  let last: object = {};
  for (;;) {
    const sent = Date.now() - started;
    last = await check();
    if (JSON.stringify(last) === JSON.stringify(expected)) return sent;
    if (sent > 1000) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(last).toEqual(expected);
  return Infinity;
}

describe('a publish on one instance', () => {
  it('is served by the other within a second: page, list API and sitemap; so is an unpublish', async () => {
    const admin = await signedInAdmin(one);
    const name = 'Casa de Dos Instancias';
    const created = await admin.post(
      apiPath(apiPaths.adminContentList, { kind: 'resorts' }),
      newResort(name),
    );
    expect(created.status).toBe(201);
    const { id, slug } = (await created.json()) as { id: number; slug: string };

    // Instance two has answered (and kept in memory) the catalogue without it.
    const none = { page: false, list: false, sitemap: false };
    expect(await servedByTwo(slug, name)).toEqual(none);
    expect((await fetch(`${two.url}/resorts/${slug}`)).status).toBe(404);
    expect(await servedByTwo(slug, name)).toEqual(none);

    const published = await admin.post(
      apiPath(apiPaths.adminContentPublish, { kind: 'resorts', id }),
    );
    expect(published.status).toBe(200);
    const all = { page: true, list: true, sitemap: true };
    expect(await sentUntilServed(() => servedByTwo(slug, name), all)).toBeLessThan(1000);
    // The page's structured data names it too.
    const html = await (await fetch(`${two.url}/resorts/${slug}`)).text();
    expect(html).toMatch(new RegExp(`application/ld\\+json[^<]*>[^<]*${name}`));

    const unpublished = await admin.post(
      apiPath(apiPaths.adminContentUnpublish, { kind: 'resorts', id }),
    );
    expect(unpublished.status).toBe(200);
    expect(await sentUntilServed(() => servedByTwo(slug, name), none)).toBeLessThan(1000);
    expect((await fetch(`${two.url}/resorts/${slug}`)).status).toBe(404);
    expect(one.loggedErrors).toEqual([]);
    expect(two.loggedErrors).toEqual([]);
  });
});

describe('a listing published on one instance', () => {
  it('is on the other’s /real-estate and list within a second', async () => {
    const admin = await signedInAdmin(one);
    const { id: _id, ...content } = listings[0]!;
    const title = 'Twin Instance Townhouse';
    const created = await admin.post(apiPath(apiPaths.adminContentList, { kind: 'listings' }), {
      ...content,
      title,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const servedByTwo = async () => {
      const [page, list] = await Promise.all([
        fetch(`${two.url}/real-estate`),
        fetch(`${two.url}${apiPaths.realEstateListings}`),
      ]);
      return {
        page: (await page.text()).includes(title),
        list: ((await list.json()) as { title: string }[]).some((l) => l.title === title),
      };
    };
    // Instance two keeps the page and the list without it.
    expect(await servedByTwo()).toEqual({ page: false, list: false });
    const published = await admin.post(
      apiPath(apiPaths.adminContentPublish, { kind: 'listings', id }),
    );
    expect(published.status).toBe(200);
    expect(await sentUntilServed(servedByTwo, { page: true, list: true })).toBeLessThan(1000);
  });
});

describe('a slug changed on one instance', () => {
  it('is a 301 from the old URL on the other within a second', async () => {
    const admin = await signedInAdmin(one);
    const oldSlug = 'top-10-hidden-beaches-cabo';
    const post = (await (await fetch(`${two.url}/api/blog/${oldSlug}`)).json()) as { id: number };
    const redirected = async () => {
      const res = await fetch(`${two.url}/blog/${oldSlug}`, { redirect: 'manual' });
      return { status: res.status, location: res.headers.get('location') };
    };
    expect((await redirected()).status).toBe(200);

    const item = apiPath(apiPaths.adminContentItem, { kind: 'posts', id: post.id });
    expect(
      (await admin.request('PATCH', item, { version: 1, slug: 'hidden-beaches' })).status,
    ).toBe(200);
    expect(
      (await admin.post(apiPath(apiPaths.adminContentPublish, { kind: 'posts', id: post.id })))
        .status,
    ).toBe(200);
    const moved = { status: 301, location: '/blog/hidden-beaches' };
    expect(await sentUntilServed(redirected, moved)).toBeLessThan(1000);
  });
});
