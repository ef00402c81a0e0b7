import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPath, apiPaths, type SitePictures } from '@cabo/contract';
import { sitePictureSet, sitePictures } from '@cabo/data/site-pictures';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { up as migrateSitePictures } from '../src/db/migrations/0340_site_pictures.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { artMediaId } from '../src/media/art.ts';
import { ssrEntryPath } from '../src/site/render.ts';
import { useTestApp } from './support/app.ts';

// The site's own pictures go through the media pipeline (docs/media.md, "Site pictures"):
// every picture of a rendered page is a /media/ variant, and a database seeded before they
// existed gets their rows from migration 0340.

// The real site build (`pnpm run build` runs before the test suite in `npm test`).
const siteDist = path.resolve(fileURLToPath(import.meta.url), '../../../site/dist');

const app = useTestApp({ siteDist });

beforeAll(() => {
  if (!fs.existsSync(ssrEntryPath(siteDist))) {
    throw new Error('No site build: run `pnpm run build` first');
  }
});

beforeEach(async () => {
  await runSeeds(app.db);
});

/** Every picture URL of a page: each `<img>`'s src and srcset, each `<source>`'s srcset. */
function pictureUrls(html: string): { imgs: number; urls: string[] } {
  const imgs = html.match(/<img\b[^>]*>/g) ?? [];
  const sources = html.match(/<source\b[^>]*>/g) ?? [];
  const urls: string[] = [];
  for (const tag of [...imgs, ...sources]) {
    const src = / src="([^"]*)"/.exec(tag)?.[1];
    if (src) urls.push(src);
    const srcset = / srcSet="([^"]*)"/i.exec(tag)?.[1];
    if (srcset) urls.push(...srcset.split(',').map((entry) => entry.trim().split(' ')[0]!));
  }
  return { imgs: imgs.length, urls };
}

async function page(url: string): Promise<string> {
  const res = await fetch(`${app.url}${url}`);
  expect(res.status, url).toBe(200);
  return res.text();
}

describe('site pictures', () => {
  it('every picture of the home, events, guides, a landing page, the blog and a post is a media variant that answers', async () => {
    const posts = (await (await fetch(`${app.url}${apiPaths.blog}`)).json()) as { slug: string }[];
    const pages = ['/', '/events', '/guides', '/group-trips/family', '/blog'];
    pages.push(`/blog/${posts[0]!.slug}`);

    const shown = new Set<string>();
    for (const url of pages) {
      const { imgs, urls } = pictureUrls(await page(url));
      // The menu's thumbnails are on every page, so none is without pictures.
      expect(imgs, url).toBeGreaterThan(0);
      for (const src of urls) {
        expect(src, `${url}: ${src}`).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.(avif|webp|jpg)$/);
        shown.add(src);
      }
    }

    // Each picture answers as an image: the narrowest JPEG of every picture shown (the
    // cheapest to draw), and every format of one site picture.
    const narrowest = new Map<string, string>();
    for (const src of [...shown].filter((s) => s.endsWith('.jpg'))) {
      const [, id, width] = /^\/media\/([^/]+)\/(\d+)\./.exec(src)!;
      const kept = narrowest.get(id!);
      if (!kept || Number(width) < Number(/(\d+)\.jpg$/.exec(kept)![1])) narrowest.set(id!, src);
    }
    const avatar = artMediaId(
      sitePictureSet('family').find((p) => p.path.includes('/avatars/'))!.key,
    );
    const wanted = [
      ...narrowest.values(),
      ...[...shown].filter((src) => src.startsWith(`/media/${avatar}/480.`)),
    ];
    expect(wanted.filter((src) => src.includes(avatar))).toHaveLength(4);
    for (const src of wanted) {
      const res = await fetch(`${app.url}${src}`);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type'), src).toMatch(/^image\/(avif|webp|jpeg)$/);
      expect((await res.arrayBuffer()).byteLength, src).toBeGreaterThan(0);
    }
  }, 180_000);

  it("a landing page's hero is fetched first and the rest lazily, each with its size", async () => {
    const html = await page('/group-trips/family');
    const imgs = html.match(/<img\b[^>]*>/g)!;
    const hero = imgs.find((tag) => tag.includes('fetchPriority="high"'));
    expect(hero).toMatch(/loading="eager"/);
    expect(hero).toMatch(/width="800" height="600"/);
    // The preload names the hero's AVIF sizes, as the <picture> takes them.
    expect(html).toMatch(
      /<link rel="preload" as="image"[^>]*imagesrcset="\/media\/[^"]+\.avif 480w/,
    );
    for (const tag of imgs.filter((t) => t !== hero)) {
      expect(tag).toMatch(/loading="lazy"/);
      expect(tag).toMatch(/ width="\d+" height="\d+"/);
    }
  });

  it('answers a set by the files the data names, with alt text and placeholders; an unknown set is a 404', async () => {
    const res = await fetch(`${app.url}${apiPath(apiPaths.sitePictures, { set: 'home' })}`);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as SitePictures;
    const home = sitePictureSet('home');
    expect(Object.keys(answer).sort()).toEqual(home.map((p) => p.path).sort());
    for (const picture of home) {
      const shown = answer[picture.path]!;
      expect(shown.id).toBe(artMediaId(picture.key));
      expect(shown.alt).toBe(picture.alt);
      expect(shown.placeholder).toMatch(/^data:image\/webp;base64,/);
      // Each width is stored in every format; the page derives the URLs (mediaSrcSet).
      expect(shown.widths).toEqual([480, 960, 1600]);
      expect(Object.keys(shown)).not.toContain('variants');
    }
    const unknown = await fetch(`${app.url}${apiPath(apiPaths.sitePictures, { set: 'nope' })}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'No such set of site pictures' });
  });

  it('a database seeded before the site pictures gets them from the migration, once, keeping what staff changed', async () => {
    const { knex } = app.db;
    const site = () => knex('media_assets').where('art_key', 'like', 'site/%');
    // As a database seeded before this step: its listings' art, none of the site's.
    await site().del();
    expect(Number((await site().clone().count({ n: '*' }))[0]!.n)).toBe(0);
    const listingArt = Number(
      (await knex('media_assets').whereNotNull('art_key').count({ n: '*' }))[0]!.n,
    );
    expect(listingArt).toBeGreaterThan(0);

    await knex.transaction((trx) => migrateSitePictures(trx));
    const rows = (await site().clone().select('id', 'art_key', 'alt', 'status')) as {
      id: string;
      art_key: string;
      alt: string;
      status: string;
    }[];
    const all = sitePictures();
    expect(rows).toHaveLength(all.length);
    for (const picture of all) {
      expect(rows).toContainEqual({
        id: artMediaId(picture.key),
        art_key: picture.key,
        alt: picture.alt,
        status: 'ready',
      });
    }

    // Staff describe one differently; the step again (and a seed) adds nothing, changes nothing.
    const edited = artMediaId(all[0]!.key);
    await knex('media_assets').where('id', edited).update({ alt: 'Staff words' });
    await knex.transaction((trx) => migrateSitePictures(trx));
    await runSeeds(app.db);
    expect(Number((await site().clone().count({ n: '*' }))[0]!.n)).toBe(all.length);
    expect((await knex('media_assets').where('id', edited).first('alt')).alt).toBe('Staff words');
  });
});
