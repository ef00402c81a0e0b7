import {
  apiPath,
  apiPaths,
  contentCreatedSchema,
  groupSearchHits,
  searchIndexOptions,
  type SearchDocument,
  type SearchHit,
} from '@cabo/contract';
import { listings } from '@cabo/data';
import MiniSearch from 'minisearch';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../src/cache/catalogue-change.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { createLifecycle } from '../src/lifecycle/lifecycle.ts';
import { createSearchIndex } from '../src/search/search-index.ts';
import { signedInEditor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { openTestDatabase } from './support/database.ts';
import { collectLines } from './support/logger.ts';

// The site search's index (docs/catalogue.md, "Site search"): built from the published
// catalogue and the site's pages, rebuilt when the catalogue changes.
const app = useTestApp();

beforeEach(async () => {
  await runSeeds(app.db);
});

const indexUrl = () => `${app.url}${apiPaths.searchIndex}`;

/** The index as the browser loads it. */
async function loadIndex(res?: Response) {
  const answer = res ?? (await fetch(indexUrl()));
  expect(answer.status).toBe(200);
  return MiniSearch.loadJSON<SearchDocument>(await answer.text(), searchIndexOptions);
}

const search = async (query: string) =>
  groupSearchHits((await loadIndex()).search(query) as unknown as SearchHit[]);

describe('GET /api/search-index', () => {
  it('answers a compressed index with an ETag that browsers revalidate (304 when unchanged)', async () => {
    const res = await fetch(indexUrl(), { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+-br"$/);
    expect((await loadIndex(res)).documentCount).toBeGreaterThan(100);

    const again = await fetch(indexUrl(), {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
    const gzip = await fetch(indexUrl(), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('finds whale watching for "wale", each with its thumbnail and price', async () => {
    const groups = await search('wale');
    expect(groups.map((g) => g.kind)).toEqual(expect.arrayContaining(['Pages', 'Adventures']));
    expect(groups[0]?.hits[0]).toMatchObject({
      kind: 'Pages',
      title: 'Whale Watching',
      url: '/adventures/whale-watching',
    });
    const tours = groups.find((g) => g.kind === 'Adventures')!.hits;
    expect(tours.map((t) => t.title)).toContain('Cabo Whale Watching Cruise');
    for (const tour of tours) {
      // The cover's narrowest WebP, served by the media pipeline (docs/media.md).
      expect(tour.thumbnail).toMatch(/^\/media\/[0-9a-f-]{36}\/480\.webp$/);
      expect(tour.price).toMatch(/^\$[\d,]+ USD$/);
    }
    const thumbnail = await fetch(`${app.url}${tours[0]!.thumbnail}`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
  });

  it('finds the weddings page for "wedding", and villas with their nightly price', async () => {
    const [pages] = await search('wedding');
    expect(pages?.kind).toBe('Pages');
    expect(pages?.hits[0]?.url).toBe('/weddings');

    const [villas] = await search('bellisima');
    expect(villas?.hits[0]).toMatchObject({
      kind: 'Villas',
      title: 'Villa Bellissima',
      url: '/villas/villa-bellissima',
    });
    expect(villas?.hits[0]?.price).toMatch(/^\$ [\d,]+ per night$/);
  });

  it('holds what is published: a publish and an unpublish are searchable at once', async () => {
    const editor = await signedInEditor(app);
    const kindList = apiPath(apiPaths.adminContentList, { kind: 'listings' });
    const { id: _id, ...content } = listings[0]!;
    const created = await editor.post(kindList, {
      ...content,
      title: 'Marina Penthouse Zafiro',
      price: 875_000,
    });
    expect(created.status).toBe(201);
    const { id } = contentCreatedSchema.parse(await created.json());
    const before = (await fetch(indexUrl())).headers.get('etag');
    expect(await search('zafiro')).toEqual([]);

    const published = await editor.post(
      apiPath(apiPaths.adminContentPublish, { kind: 'listings', id }),
    );
    expect(published.status).toBe(200);
    const res = await fetch(indexUrl());
    expect(res.headers.get('etag')).not.toBe(before);
    const [found] = groupSearchHits(
      (await loadIndex(res)).search('zafiro') as unknown as SearchHit[],
    );
    expect(found?.hits[0]).toMatchObject({
      kind: 'Real estate',
      title: 'Marina Penthouse Zafiro',
      url: '/real-estate',
      price: '$875,000',
    });

    const unpublished = await editor.post(
      apiPath(apiPaths.adminContentUnpublish, { kind: 'listings', id }),
    );
    expect(unpublished.status).toBe(200);
    expect(await search('zafiro')).toEqual([]);
  });

  it('is rebuilt a moment after a change, before anybody asks for it', async () => {
    await loadIndex();
    const reads: string[] = [];
    const onQuery = (q: { sql: string }) => reads.push(q.sql);
    app.db.knex.on('query', onQuery);
    try {
      await app.db.knex('villas').where({ slug: 'villa-bellissima' }).update({ status: 'draft' });
      catalogueChanged(app.db);
      catalogueChanged(app.db);
      expect(reads.filter((sql) => sql.includes('from "villas"'))).toEqual([]);
      // Past the debounce, one rebuild (for both changes) has read the villas (the list and
      // their slugs), with no request for it.
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(reads.filter((sql) => /from "villas" where "status" = \$1/.test(sql))).toHaveLength(2);
    } finally {
      app.db.knex.off('query', onQuery);
    }
    expect(await search('bellissima')).toEqual([]);
    expect(app.loggedErrors).toEqual([]);
  });
});

describe('at shutdown', () => {
  it('the pool closes after the build under way, and no rebuild starts', async () => {
    const db = await openTestDatabase();
    await runSeeds(db);
    const { logger, lines } = collectLines();
    const lifecycle = createLifecycle({ started: true });
    // Built from the moment it is created, as the app's is at start.
    createSearchIndex(db, { now: () => new Date(), logger, lifecycle, debounceMs: 20 });
    // A signal now: draining, then a change whose rebuild would come after the pool closed.
    lifecycle.beginDrain();
    catalogueChanged(db);
    await lifecycle.idle();
    await db.knex.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Closing the pool under a build logged a warning per waiting query and an error.
    expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
  });
});
