import {
  apiErrorSchema,
  apiPath,
  apiPaths,
  contentCreatedSchema,
  contentHistorySchema,
  contentItemSchema,
  contentListSchema,
  contentVersionConflictSchema,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { mockGet, mockSend } from './support/mock-fetch.ts';
import { useMockServer } from './support/mock-server.ts';

// The content studio's MSW group in Node: answers in the contract's shapes, and the
// server's refusals (stale version, taken slug, unknown field, wrong status).
const msw = useMockServer();

const list = (kind: string, query = '') =>
  mockGet(`${apiPath(apiPaths.adminContentList, { kind })}${query}`)
    .then((res) => res.json())
    .then((body) => contentListSchema.parse(body));
const itemPath = (kind: string, id: string | number) =>
  apiPath(apiPaths.adminContentItem, { kind, id });

describe('content group', () => {
  it('lists with drafts, newest change first, filtered, searched and paged', async () => {
    msw.server.use(...msw.mocks.contentHandlers());
    const all = await list('resorts');
    expect(all.items[0]).toMatchObject({ id: 1, status: 'published', hasDraft: true });
    expect(all.items[1]).toMatchObject({ id: 2, status: 'draft' });
    expect(all.total).toBe(msw.mocks.seedContent().resorts.length);
    expect((await list('resorts', '?status=archived')).items.map((i) => i.id)).toEqual([3]);
    const second = await list('adventures', '?page=2&pageSize=5');
    expect(second).toMatchObject({ page: 2, pageSize: 5 });
    expect(second.items).toHaveLength(5);
    const found = await list('resorts', `?search=${encodeURIComponent(all.items[3]!.title)}`);
    expect(found.items.map((i) => i.id)).toEqual([all.items[3]!.id]);
    expect((await mockGet(apiPath(apiPaths.adminContentList, { kind: 'boats' }))).status).toBe(404);
  });

  it('saves with the version, refuses a stale one, publishes and keeps the history', async () => {
    msw.server.use(...msw.mocks.contentHandlers());
    const item = contentItemSchema.parse(await (await mockGet(itemPath('resorts', 1))).json());
    expect(item).toMatchObject({ version: 4, updatedBy: 'Ana', hasDraft: true });
    expect(item.path).toBe(`/resorts/${String(item.content.slug)}`);

    const saved = await mockSend('PATCH', itemPath('resorts', 1), { rooms: 130, version: 4 });
    expect(contentItemSchema.parse(await saved.json())).toMatchObject({ version: 5 });

    const stale = await mockSend('PATCH', itemPath('resorts', 1), { rooms: 140, version: 4 });
    expect(stale.status).toBe(409);
    expect(contentVersionConflictSchema.parse(await stale.json())).toMatchObject({
      editor: 'admin',
      version: 5,
    });

    const unknown = await mockSend('PATCH', itemPath('resorts', 1), { colour: 'red', version: 5 });
    expect(unknown.status).toBe(400);

    const published = await mockSend(
      'POST',
      apiPath(apiPaths.adminContentPublish, { kind: 'resorts', id: 1 }),
      { version: 5 },
    );
    expect(contentItemSchema.parse(await published.json())).toMatchObject({
      status: 'published',
      hasDraft: false,
      version: 6,
    });
    const notLive = await mockSend(
      'POST',
      apiPath(apiPaths.adminContentUnpublish, { kind: 'resorts', id: 2 }),
      {},
    );
    expect(notLive.status).toBe(409);

    const history = contentHistorySchema.parse(
      await (
        await mockGet(apiPath(apiPaths.adminContentHistory, { kind: 'resorts', id: 1 }))
      ).json(),
    );
    expect(history.revisions.map((r) => r.version)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(history.revisions[1]!.changes).toEqual([{ field: 'rooms', before: 120, after: 130 }]);

    const restored = await mockSend(
      'POST',
      apiPath(apiPaths.adminContentRestore, { kind: 'resorts', id: 1, revision: 1 }),
      { version: 6 },
    );
    expect(contentItemSchema.parse(await restored.json())).toMatchObject({
      version: 7,
      hasDraft: true,
    });
  });

  it('creates a draft, and refuses a slug another item holds', async () => {
    msw.server.use(...msw.mocks.contentHandlers());
    const path = apiPath(apiPaths.adminContentList, { kind: 'events' });
    const event = {
      title: 'Full moon swim',
      dayOffset: 3,
      time: '8:00 PM',
      type: 'sports',
      location: 'Medano Beach',
      description: 'Swim under the full moon.',
    };
    const created = await mockSend('POST', path, event);
    expect(created.status).toBe(201);
    const { id } = contentCreatedSchema.parse(await created.json());
    const item = contentItemSchema.parse(await (await mockGet(itemPath('events', id))).json());
    expect(item).toMatchObject({ status: 'draft', version: 1, title: 'Full moon swim' });

    const first = contentItemSchema.parse(await (await mockGet(itemPath('resorts', 2))).json());
    const taken = await mockSend('PATCH', itemPath('resorts', 1), {
      slug: first.content.slug,
      version: 4,
    });
    expect(taken.status).toBe(409);
    expect(apiErrorSchema.parse(await taken.json())).toMatchObject({ code: 'slug_taken' });
  });
});
