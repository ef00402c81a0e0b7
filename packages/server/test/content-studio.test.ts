import {
  apiPath,
  apiPaths,
  blogPostSchema,
  contentCreatedSchema,
  contentHistorySchema,
  contentItemSchema,
  contentListSchema,
  contentVersionConflictSchema,
  resortListSchema,
  resortSchema,
  villaDetailSchema,
  villaListSchema,
  type ContentItem,
} from '@cabo/contract';
import { catalogueBlogPosts, catalogueResorts } from '@cabo/data';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../src/accounts/repository.ts';
import { hashPassword } from '../src/accounts/passwords.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { patchJson, signedInAdmin, signedInVisitor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';
import { newResort } from './support/content.ts';

const app = useTestApp();

beforeEach(async () => {
  await runSeeds(app.db);
});

const itemPath = (kind: string, id: number | string) =>
  apiPath(apiPaths.adminContentItem, { kind, id });
const actionPath = (path: string, kind: string, id: number | string) => apiPath(path, { kind, id });

/** A second staff account, so a conflict can name the other editor. */
async function signedInSecondAdmin(): Promise<CookieClient> {
  const credentials = { username: 'ana', password: 'another long admin password' };
  await insertUser(app.db.knex, {
    username: credentials.username,
    passwordHash: await hashPassword(credentials.password),
    role: 'admin',
  });
  const client = new CookieClient(app.url);
  expect((await client.post(apiPaths.adminLogin, credentials)).status).toBe(200);
  return client;
}

async function itemOf(client: CookieClient, kind: string, id: number | string) {
  const res = await client.get(itemPath(kind, id));
  expect(res.status).toBe(200);
  return contentItemSchema.parse(await res.json());
}

const publicJson = async (path: string) => {
  const res = await fetch(`${app.url}${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('content studio access', () => {
  it('answers 401 to a visitor without a session and 403 to a signed-in visitor', async () => {
    const list = apiPath(apiPaths.adminContentList, { kind: 'resorts' });
    for (const [method, path] of [
      ['GET', list],
      ['POST', list],
      ['PATCH', itemPath('resorts', 1)],
      ['POST', actionPath(apiPaths.adminContentPublish, 'resorts', 1)],
      ['GET', actionPath(apiPaths.adminContentHistory, 'resorts', 1)],
    ] as const) {
      const res = await fetch(`${app.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await apiError(res)).code).toBe('not_authenticated');
    }
    const visitor = await signedInVisitor(app);
    expect((await visitor.get(list)).status).toBe(403);
  });
});

describe('the seeded catalogue', () => {
  it('is each item’s first published revision, and a restart overwrites no change', async () => {
    const admin = await signedInAdmin(app);
    const res = await admin.get(
      `${apiPath(apiPaths.adminContentList, { kind: 'resorts' })}?pageSize=100`,
    );
    const list = contentListSchema.parse(await res.json());
    expect(list.total).toBe(25);
    expect(list.items.every((i) => i.status === 'published' && i.version === 1)).toBe(true);

    const history = contentHistorySchema.parse(
      await (await admin.get(actionPath(apiPaths.adminContentHistory, 'resorts', 1))).json(),
    );
    expect(history.revisions).toHaveLength(1);
    expect(history.revisions[0]).toMatchObject({ version: 1, action: 'seed', status: 'published' });

    await app.db.knex('resorts').where({ id: 1 }).update({ subtitle: 'Changed by staff' });
    await runSeeds(app.db);
    const { body } = await publicJson(
      apiPath(apiPaths.resort, { slug: list.items.find((i) => i.id === 1)!.slug! }),
    );
    expect(resortSchema.parse(body).subtitle).toBe('Changed by staff');
    expect(
      await app.db
        .knex('content_revisions')
        .where({ kind: 'resorts', item_id: '1' })
        .count({ n: '*' }),
    ).toEqual([{ n: 1 }]);
  });
});

describe('drafts and publishing', () => {
  it('creates a draft visitors never see until it is published, then unpublishes it', async () => {
    const admin = await signedInAdmin(app);
    const list = apiPath(apiPaths.adminContentList, { kind: 'resorts' });
    const res = await admin.post(list, newResort('Casa del Studio'));
    expect(res.status).toBe(201);
    const created = contentCreatedSchema.parse(await res.json());
    expect(created).toEqual({ id: 26, slug: 'casa-del-studio', version: 1 });

    const detail = apiPath(apiPaths.resort, { slug: 'casa-del-studio' });
    expect((await publicJson(detail)).status).toBe(404);
    const names = async () =>
      resortListSchema.parse((await publicJson(apiPaths.resorts)).body).map((r) => r.name);
    expect(await names()).not.toContain('Casa del Studio');
    const sitemap = async () => (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(await sitemap()).not.toContain('/resorts/casa-del-studio');
    // Drafts are listed to staff, and filtered by status.
    const drafts = contentListSchema.parse(await (await admin.get(`${list}?status=draft`)).json());
    expect(drafts.items.map((i) => i.id)).toEqual([26]);
    const found = contentListSchema.parse(
      await (await admin.get(`${list}?search=del%20studio`)).json(),
    );
    expect(found.items.map((i) => [i.id, i.title, i.status])).toEqual([
      [26, 'Casa del Studio', 'draft'],
    ]);
    expect((await admin.get(`${list}?status=lost`)).status).toBe(400);

    const published = await admin.post(actionPath(apiPaths.adminContentPublish, 'resorts', 26), {
      version: 1,
    });
    expect(published.status).toBe(200);
    expect(contentItemSchema.parse(await published.json())).toMatchObject({
      status: 'published',
      version: 2,
      hasDraft: false,
    });
    expect(resortSchema.parse((await publicJson(detail)).body).name).toBe('Casa del Studio');
    expect(await names()).toContain('Casa del Studio');
    expect(await sitemap()).toContain('/resorts/casa-del-studio');

    const unpublished = await admin.post(actionPath(apiPaths.adminContentUnpublish, 'resorts', 26));
    expect(contentItemSchema.parse(await unpublished.json()).status).toBe('draft');
    expect((await publicJson(detail)).status).toBe(404);
    expect(await names()).not.toContain('Casa del Studio');
    expect(await sitemap()).not.toContain('/resorts/casa-del-studio');
  });

  it('keeps a draft edit of a published item invisible until publish; archive takes it off', async () => {
    const admin = await signedInAdmin(app);
    const slug = 'luxury-yacht-charters-guide';
    const post = blogPostSchema.parse(
      (await publicJson(apiPath(apiPaths.blogPost, { slug }))).body,
    );

    const saved = await patchJson(admin, itemPath('posts', post.id), {
      version: 1,
      excerpt: 'A revised excerpt',
      content: '<p>Safe</p><script>alert(1)</script>',
    });
    expect(saved.status).toBe(200);
    const item = contentItemSchema.parse(await saved.json());
    expect(item).toMatchObject({ status: 'published', version: 2, hasDraft: true });
    expect(item.content.content).toBe('<p>Safe</p>'); // sanitized when saved
    expect(item.published?.excerpt).toBe(post.excerpt);
    const visible = async () =>
      blogPostSchema.parse((await publicJson(apiPath(apiPaths.blogPost, { slug }))).body).excerpt;
    expect(await visible()).toBe(post.excerpt);

    await admin.post(actionPath(apiPaths.adminContentPublish, 'posts', post.id), { version: 2 });
    expect(await visible()).toBe('A revised excerpt');

    await admin.post(actionPath(apiPaths.adminContentArchive, 'posts', post.id));
    expect((await publicJson(apiPath(apiPaths.blogPost, { slug }))).status).toBe(404);
    const titles = ((await publicJson(apiPaths.blog)).body as { slug: string }[]).map(
      (p) => p.slug,
    );
    expect(titles).not.toContain(slug);
    expect(await (await fetch(`${app.url}/sitemap.xml`)).text()).not.toContain(`/blog/${slug}`);
  });
});

describe('saving over another editor', () => {
  it('refuses a stale version with 409 naming the other editor, and overwrites nothing', async () => {
    const boss = await signedInAdmin(app);
    const ana = await signedInSecondAdmin();
    const first = await patchJson(ana, itemPath('villas', 'villa-1'), {
      version: 1,
      description: 'Ana’s description',
    });
    expect(first.status).toBe(200);

    const stale = await patchJson(boss, itemPath('villas', 'villa-1'), {
      version: 1,
      description: 'Boss’s description',
    });
    expect(stale.status).toBe(409);
    const body = contentVersionConflictSchema.parse(await stale.json());
    expect(body).toMatchObject({ code: 'version_conflict', editor: 'ana', version: 2 });
    expect(body.message).toContain('ana');

    const item = await itemOf(boss, 'villas', 'villa-1');
    expect(item.content.description).toBe('Ana’s description');
    expect(item.version).toBe(2);
  });
});

describe('bad input', () => {
  it('answers 400 with field errors and stores nothing', async () => {
    const admin = await signedInAdmin(app);
    const list = apiPath(apiPaths.adminContentList, { kind: 'resorts' });
    const count = async () => Number((await app.db.knex('resorts').count({ n: '*' }))[0]!.n);
    const revisions = async () =>
      Number((await app.db.knex('content_revisions').count({ n: '*' }))[0]!.n);
    const before = [await count(), await revisions()];

    const missing = await admin.post(list, { name: 'Only a name' });
    expect(missing.status).toBe(400);
    const error = await apiError(missing);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.errors ?? {})).toEqual(expect.arrayContaining(['subtitle', 'rooms']));

    const nul = await admin.post(list, newResort('Bad\u0000Name'));
    expect(nul.status).toBe(400);
    expect((await apiError(nul)).errors?.name).toEqual([
      'Contains characters that are not allowed',
    ]);

    const badSlug = await admin.post(list, { ...newResort('Casa Slug'), slug: 'Not A Slug' });
    expect(badSlug.status).toBe(400);
    expect((await apiError(badSlug)).errors?.slug).toBeDefined();

    const unknown = await patchJson(admin, itemPath('resorts', 1), { version: 1, colour: 'red' });
    expect(unknown.status).toBe(400);
    const noVersion = await patchJson(admin, itemPath('resorts', 1), { rooms: 'many' });
    expect(noVersion.status).toBe(400);
    expect(Object.keys((await apiError(noVersion)).errors ?? {}).sort()).toEqual([
      'rooms',
      'version',
    ]);
    const taken = await admin.post(list, {
      ...newResort('Casa Taken'),
      slug: catalogueResorts()[1]!.slug,
    });
    expect(taken.status).toBe(409);
    expect(await apiError(taken)).toMatchObject({
      code: 'slug_taken',
      errors: { slug: ['Another item already uses this slug'] },
    });

    expect([await count(), await revisions()]).toEqual(before);
    expect((await admin.get(apiPath(apiPaths.adminContentList, { kind: 'planets' }))).status).toBe(
      404,
    );
    expect((await admin.get(itemPath('villas', '12'))).status).toBe(404);
  });
});

describe('history and restore', () => {
  it('lists who changed which field, before and after, and restores a revision as a draft', async () => {
    const admin = await signedInAdmin(app);
    const seeded = await itemOf(admin, 'adventures', 1);
    await patchJson(admin, itemPath('adventures', 1), { version: 1, duration: '9 hours' });
    await patchJson(admin, itemPath('adventures', 1), { version: 2, minAge: 12 });
    await admin.post(actionPath(apiPaths.adminContentPublish, 'adventures', 1));

    const history = contentHistorySchema.parse(
      await (await admin.get(actionPath(apiPaths.adminContentHistory, 'adventures', 1))).json(),
    );
    expect(history.revisions.map((r) => [r.version, r.action, r.userName])).toEqual([
      [4, 'publish', 'boss'],
      [3, 'save', 'boss'],
      [2, 'save', 'boss'],
      [1, 'seed', 'Seed data'],
    ]);
    expect(history.revisions[2]!.changes).toEqual([
      { field: 'duration', before: seeded.content.duration, after: '9 hours' },
    ]);
    expect(history.revisions[1]!.changes).toEqual([
      { field: 'minAge', before: seeded.content.minAge, after: 12 },
    ]);
    expect(history.revisions[0]!.changes).toEqual([]);

    const restored = await admin.post(
      apiPath(apiPaths.adminContentRestore, { kind: 'adventures', id: 1, revision: 1 }),
      { version: 4 },
    );
    expect(restored.status).toBe(200);
    const item: ContentItem = contentItemSchema.parse(await restored.json());
    expect(item).toMatchObject({ version: 5, status: 'published', hasDraft: true });
    expect(item.content).toEqual(seeded.content);
    // Visitors still see the published version until the restored draft is published.
    expect(item.published?.minAge).toBe(12);
    const again = contentHistorySchema.parse(
      await (await admin.get(actionPath(apiPaths.adminContentHistory, 'adventures', 1))).json(),
    );
    expect(again.revisions[0]).toMatchObject({ version: 5, action: 'restore' });
    expect(again.revisions[0]!.changes.map((c) => c.field).sort()).toEqual(['duration', 'minAge']);
  });
});

describe('slugs', () => {
  const noRedirect = { redirect: 'manual' } as const;

  it('follow the name while they are the name’s, unless set', async () => {
    const admin = await signedInAdmin(app);
    const { id: _id, slug: _slug, readTime: _readTime, ...post } = catalogueBlogPosts()[0]!;
    const created = await admin.post(apiPath(apiPaths.adminContentList, { kind: 'posts' }), {
      ...post,
      title: 'Sunset Sails, Explained',
    });
    const { id, slug, version } = contentCreatedSchema.parse(await created.json());
    expect(slug).toBe('sunset-sails-explained');
    const renamed = await patchJson(admin, itemPath('posts', id), {
      version,
      title: 'Sunset Sails',
    });
    expect(contentItemSchema.parse(await renamed.json()).slug).toBe('sunset-sails');
    await patchJson(admin, itemPath('posts', id), { version: version + 1, slug: 'sails' });
    const kept = await patchJson(admin, itemPath('posts', id), {
      version: version + 2,
      title: 'Sunset Sails at Dusk',
    });
    expect(contentItemSchema.parse(await kept.json()).slug).toBe('sails');
  });

  it('keeps a published item’s old URL as a 301 to the new one, page and API', async () => {
    const admin = await signedInAdmin(app);
    const oldSlug = 'luxury-yacht-charters-guide';
    const post = blogPostSchema.parse(
      (await publicJson(apiPath(apiPaths.blogPost, { slug: oldSlug }))).body,
    );
    // The page is kept in memory under the old slug before the change.
    expect((await fetch(`${app.url}/blog/${oldSlug}`, noRedirect)).status).toBe(200);

    await patchJson(admin, itemPath('posts', post.id), { version: 1, slug: 'yacht-charters' });
    // Not published yet: the old slug still answers, the new one does not.
    expect((await publicJson(apiPath(apiPaths.blogPost, { slug: oldSlug }))).status).toBe(200);
    expect((await publicJson('/api/blog/yacht-charters')).status).toBe(404);

    await admin.post(actionPath(apiPaths.adminContentPublish, 'posts', post.id));
    const page = await fetch(`${app.url}/blog/${oldSlug}`, noRedirect);
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/blog/yacht-charters');
    const record = await fetch(`${app.url}/api/blog/${oldSlug}`, noRedirect);
    expect(record.status).toBe(301);
    expect(record.headers.get('location')).toBe('/api/blog/yacht-charters');
    expect(blogPostSchema.parse((await publicJson('/api/blog/yacht-charters')).body).id).toBe(
      post.id,
    );

    // Once more: both earlier URLs lead to the newest.
    await patchJson(admin, itemPath('posts', post.id), { version: 3, slug: 'yachts' });
    await admin.post(actionPath(apiPaths.adminContentPublish, 'posts', post.id));
    for (const slug of [oldSlug, 'yacht-charters']) {
      const res = await fetch(`${app.url}/blog/${slug}`, noRedirect);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/blog/yachts');
    }
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/blog/yachts<');
    expect(sitemap).not.toContain(`/blog/${oldSlug}<`);
  });
});

describe('every kind', () => {
  /** What a copy of the first item needs to differ in: its name and the unique fields. */
  const copies = {
    resorts: { id: 1, changes: { name: 'Copy Resort', slug: 'copy-resort' } },
    villas: {
      id: 'villa-1',
      changes: { name: 'Villa Copia', slug: 'villa-copia', trackHsId: 'copy-1' },
    },
    adventures: { id: 1, changes: { title: 'Copy Adventure', slug: 'copy-adventure' } },
    restaurants: { id: 1, changes: { name: 'Copy Kitchen' } },
    posts: { id: 1, changes: { title: 'Copy Post', slug: 'copy-post' } },
    events: { id: 1, changes: { title: 'Copy Event' } },
  } as const;

  it.each(Object.entries(copies))(
    '%s: a copy of a seeded item round-trips through create and publish',
    async (kind, { id, changes }) => {
      const admin = await signedInAdmin(app);
      const original = await itemOf(admin, kind, id);
      const res = await admin.post(apiPath(apiPaths.adminContentList, { kind }), {
        ...original.content,
        ...changes,
      });
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
      const created = contentCreatedSchema.parse(await res.json());
      expect(created.slug).toBe('slug' in changes ? changes.slug : null);
      const copy = await itemOf(admin, kind, created.id);
      expect(copy.content).toEqual({ ...original.content, ...changes });
      expect(copy).toMatchObject({ status: 'draft', published: null });

      await admin.post(actionPath(apiPaths.adminContentPublish, kind, created.id));
      const published = await itemOf(admin, kind, created.id);
      expect(published.published).toEqual({ ...original.content, ...changes });
    },
  );

  it('lists events and restaurants only once published', async () => {
    const admin = await signedInAdmin(app);
    const event = await itemOf(admin, 'events', 1);
    const res = await admin.post(apiPath(apiPaths.adminContentList, { kind: 'events' }), {
      ...event.content,
      title: 'Studio Night',
    });
    const { id } = contentCreatedSchema.parse(await res.json());
    const titles = async () =>
      ((await publicJson(apiPaths.events)).body as { title: string }[]).map((e) => e.title);
    expect(await titles()).not.toContain('Studio Night');
    await admin.post(actionPath(apiPaths.adminContentPublish, 'events', id));
    expect(await titles()).toContain('Studio Night');

    await admin.post(actionPath(apiPaths.adminContentArchive, 'restaurants', 1));
    expect((await publicJson(apiPath(apiPaths.restaurant, { id: 1 }))).status).toBe(404);
    const ids = ((await publicJson(apiPaths.restaurants)).body as { id: number }[]).map(
      (r) => r.id,
    );
    expect(ids).not.toContain(1);
  });
});

describe('a villa owner’s blocked dates', () => {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('hold nights once published: listed as unavailable, and a stay over them is refused', async () => {
    const admin = await signedInAdmin(app);
    const unavailable = async () =>
      (
        (await publicJson(apiPaths.villaAvailability)).body as {
          villaId: string;
          unavailable: unknown[];
        }[]
      ).find((v) => v.villaId === 'villa-1')!.unavailable;

    const backwards = await patchJson(admin, itemPath('villas', 'villa-1'), {
      version: 1,
      blockedDates: [{ start: day(5), end: day(3) }],
    });
    expect(backwards.status).toBe(400);
    expect((await apiError(backwards)).errors).toEqual({
      'blockedDates.0.end': ['The end must be after the start'],
    });

    await patchJson(admin, itemPath('villas', 'villa-1'), {
      version: 1,
      blockedDates: [{ start: day(30), end: day(35) }],
    });
    expect(await unavailable()).toEqual([]); // a draft holds nothing
    await admin.post(actionPath(apiPaths.adminContentPublish, 'villas', 'villa-1'));
    expect(await unavailable()).toEqual([{ start: day(30), end: day(35) }]);

    const visitor = await signedInVisitor(app);
    const res = await visitor.post(apiPaths.villaBookings, {
      submissionId: 'content-blocked-00001',
      startDate: day(33),
      endDate: day(37),
      guests: '2',
      villaId: 'villa-1',
      contactPhone: '+1 310 555 0199',
      contactEmail: 'guest@example.com',
    });
    expect(res.status).toBe(409);
    expect((await apiError(res)).code).toBe('dates_unavailable');
  });
});

describe("a villa's season rates", () => {
  const holidays = {
    name: 'Holidays',
    start: '2030-12-20',
    end: '2031-01-02',
    pricePerNight: '5200',
  };
  const whales = {
    name: 'Whale season',
    start: '2030-01-10',
    end: '2030-03-31',
    pricePerNight: '4100',
  };
  const villaDetail = async () =>
    villaDetailSchema.parse(
      (await publicJson(apiPath(apiPaths.villa, { slug: 'villa-cielo' }))).body,
    );

  it('refuses overlapping seasons with the field message, storing nothing', async () => {
    const admin = await signedInAdmin(app);
    const before = await villaDetail();
    const overlap = { ...holidays, name: 'New Year', start: '2030-12-31', end: '2031-01-05' };
    const res = await patchJson(admin, itemPath('villas', before.id), {
      version: 1,
      seasonRates: [holidays, overlap],
    });
    expect(res.status).toBe(400);
    expect((await apiError(res)).errors).toEqual({
      'seasonRates.1.start': ['Overlaps "Holidays": a night has one rate'],
    });
    const backwards = await patchJson(admin, itemPath('villas', before.id), {
      version: 1,
      seasonRates: [{ ...holidays, end: '2030-12-01', pricePerNight: '52.5' }],
    });
    expect(backwards.status).toBe(400);
    expect((await apiError(backwards)).errors).toEqual({
      'seasonRates.0.end': ['The last night must be on or after the first'],
      'seasonRates.0.pricePerNight': ["The season's rate is whole dollars, e.g. 3200"],
    });
    const item = await itemOf(admin, 'villas', before.id);
    expect(item).toMatchObject({ version: 1, hasDraft: false });
    expect(item.content.seasonRates).toEqual(before.seasonRates);
  });

  it('answers published seasons in the villa records, soonest first', async () => {
    const admin = await signedInAdmin(app);
    const { id, slug } = await villaDetail();
    const saved = await patchJson(admin, itemPath('villas', id), {
      version: 1,
      seasonRates: [holidays, whales],
    });
    expect(saved.status).toBe(200);
    expect((await villaDetail()).seasonRates).toEqual([]); // a draft changes nothing public
    await admin.post(actionPath(apiPaths.adminContentPublish, 'villas', id), { version: 2 });
    expect((await villaDetail()).seasonRates).toEqual([whales, holidays]);
    const listed = villaListSchema
      .parse((await publicJson(apiPaths.villas)).body)
      .find((v) => v.id === id)!;
    expect(listed.seasonRates).toEqual([whales, holidays]);
    expect(slug).toBe('villa-cielo');
  });
});
