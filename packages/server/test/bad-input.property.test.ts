import { apiPaths, type ApiError } from '@cabo/contract';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { ensureAdmin } from '../src/accounts/service.ts';
import {
  ADMIN,
  insertBookingRow,
  insertGuideRow,
  insertLeadRow,
  signedInAdmin,
  signedInVisitor,
} from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { CookieClient } from './support/client.ts';
import { newSubmissionId, validBookings, validGuide, validLeads } from './support/submissions.ts';

// Generated bad input through the real app and the real database (docs/architecture.md,
// "Bad input"): valid payloads with NUL, lone surrogates, huge numbers, wrong types and deep
// junk put in, and query strings and path ids of the same. No answer may be a 5xx, every
// refusal is JSON with a message, and a refused request stores nothing.

// Every public POST here comes from one address; the product's per-IP limit would answer
// 429 long before the runs end.
const app = useTestApp({
  security: { rateLimits: { loginFailures: 10_000, publicPostsPerMinute: 1_000_000 } },
});

/** Runs per public POST (the bugs hide behind valid fields), and per read or admin route. */
const POST_RUNS = 100;
const NUM_RUNS = 60;

// ---- Arbitraries -----------------------------------------------------------------------

/** What PostgreSQL refuses in text or jsonb, or what UTF-16 cannot pair. */
const badChar = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800');
const badString = fc
  .tuple(fc.string({ maxLength: 12 }), badChar, fc.string({ maxLength: 12 }))
  .map(([a, bad, b]) => `${a}${bad}${b}`);
/** Numbers outside every int4 column, or not whole. */
const hugeNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e21, Number.MAX_VALUE),
  fc.constantFrom(-1, 0, -(2 ** 31) - 1, 1.5, 1e-7),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
);
const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, '', 0, '1');
const { junk } = fc.letrec<{ junk: unknown }>((tie) => ({
  junk: fc.oneof(
    { depthSize: 'small', maxDepth: 5 },
    badString,
    hugeNumber,
    wrongType,
    fc.array(tie('junk'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(badString, fc.string({ maxLength: 8 })), tie('junk'), { maxKeys: 3 }),
  ),
}));
const badKey = fc.oneof(badString, fc.string({ maxLength: 10 }));

type Path = (string | number)[];
interface Mutation {
  kind: 'same-type' | 'junk' | 'extra-key';
  at: number;
  key: string;
  text: string;
  number: number;
  junk: unknown;
}
const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('same-type', 'same-type', 'junk', 'extra-key'),
  at: fc.nat(),
  key: badKey,
  text: badString,
  number: hugeNumber,
  junk,
});
/** A valid payload's variant and what to put in it; rarely the whole body is junk. */
const badPayload = fc.record({
  variant: fc.nat(),
  mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
  wholeBody: fc.option(junk, { freq: 12 }),
});

/** Paths to every value under the root (objects and arrays included), and to the objects. */
function nodes(value: unknown, path: Path = []): { all: Path[]; objects: Path[] } {
  const all: Path[] = path.length ? [path] : [];
  const objects: Path[] = [];
  if (value && typeof value === 'object') {
    if (!Array.isArray(value)) objects.push(path);
    for (const [k, v] of Object.entries(value)) {
      const inner = nodes(v, [...path, Array.isArray(value) ? Number(k) : k]);
      all.push(...inner.all);
      objects.push(...inner.objects);
    }
  }
  return { all, objects };
}

function at(root: unknown, path: Path): Record<string | number, unknown> {
  let node = root as Record<string | number, unknown>;
  for (const key of path) node = node[key] as Record<string | number, unknown>;
  return node;
}

/** The payload with the mutations applied, each to a node picked by its `at`. */
function mutate(valid: unknown, mutations: Mutation[]): unknown {
  const body = structuredClone(valid);
  for (const m of mutations) {
    const { all, objects } = nodes(body);
    if (m.kind === 'extra-key' || all.length === 0) {
      const target = at(body, objects[m.at % objects.length] ?? []);
      Object.defineProperty(target, m.key, { value: m.junk, enumerable: true, writable: true });
      continue;
    }
    const path = all[m.at % all.length]!;
    const parent = at(body, path.slice(0, -1));
    const old = parent[path.at(-1)!];
    parent[path.at(-1)!] =
      m.kind === 'junk'
        ? m.junk
        : typeof old === 'string'
          ? m.text
          : typeof old === 'number'
            ? m.number
            : m.junk;
  }
  return body;
}

/**
 * Text as a careless client percent-encodes it: a lone surrogate as the three bytes of its
 * code unit (invalid UTF-8), and now and then a broken escape.
 */
function rawEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const unit = ch.codePointAt(0)!;
    if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}
const brokenEscape = fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%ED%A0%80', '%C0%80');
/** A query-string or path value: bad text, a number no column holds, or a broken escape. */
const badParam = fc.oneof(
  badString.map(rawEncode),
  hugeNumber.map(String),
  fc.constantFrom('99999999999999999999', '1e400', '-1', '0', '1.5', '0x10', 'NaN', '', ' 1'),
  brokenEscape,
  fc.tuple(fc.string({ maxLength: 6 }).map(rawEncode), brokenEscape).map(([a, b]) => a + b),
);

// ---- Checking one request ----------------------------------------------------------------

let countSql: { sql: string; bindings: string[] } | undefined;
/** The counts after the previous request of this test: one read per request. */
let lastCounts: Record<string, number> | undefined;
beforeEach(() => {
  lastCounts = undefined;
});

/**
 * Rows of every table but the login limiter's, which counts refused logins on purpose.
 * One statement, so a run costs two reads.
 */
async function rowCounts(): Promise<Record<string, number>> {
  if (!countSql) {
    const tables = (
      (await app.db
        .knex('pg_tables')
        .where({ schemaname: 'public' })
        .whereNotIn('tablename', ['knex_migrations', 'knex_migrations_lock', 'rate_limits'])
        .orderBy('tablename')
        .select('tablename')) as { tablename: string }[]
    ).map((r) => r.tablename);
    countSql = {
      sql: `select ${tables.map(() => '(select count(*) from ??) as ??').join(', ')}`,
      bindings: tables.flatMap((t) => [t, t]),
    };
  }
  const { rows } = (await app.db.knex.raw(countSql.sql, countSql.bindings)) as {
    rows: Record<string, unknown>[];
  };
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}

/**
 * Sends one request and checks the answer: below 500; a refusal is JSON with a message and
 * left every table as it was.
 */
async function check(
  client: CookieClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<number> {
  const before = lastCounts ?? (await rowCounts());
  const res = await client.request(method, path, body);
  const text = await res.text();
  const what = `${method} ${path} ${JSON.stringify(body)?.slice(0, 300)} -> ${res.status} ${text.slice(0, 200)}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
    const error = JSON.parse(text) as ApiError;
    expect(typeof error.message === 'string' && error.message.length > 0, what).toBe(true);
  }
  lastCounts = await rowCounts();
  if (res.status >= 400) expect(lastCounts, what).toEqual(before);
  return res.status;
}

// ---- Public POSTs --------------------------------------------------------------------------

interface Listings {
  resortId: number;
  villaId: string;
  villaSlug: string;
}

interface PostFixture {
  /** Who sends it: an anonymous client, or a signed-in visitor (the stay forms, shares). */
  who: 'anonymous' | 'visitor';
  /** Valid payloads (one per form or kind); the generator picks one and spoils it. */
  valid: (listings: Listings) => unknown[];
  /**
   * The status of each valid payload as it stands (one for all, or one each), so a spoiled
   * one is refused for what was spoiled. A captcha token here is well-formed but solves
   * nothing (a solution per run would cost more than the run).
   */
  unspoiled: number | number[];
}

const stay = (listings: Listings) => {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    submissionId: newSubmissionId(),
    startDate: day(400),
    endDate: day(403),
    guests: '2',
    specialRequests: 'Ocean view',
    contactPhone: '+52 624 555 0101',
    contactEmail: 'visitor@example.com',
    resortId: listings.resortId,
  };
};

/** One entry per public POST of apiPaths; the first test fails when a new one has none. */
const publicPosts: Record<string, PostFixture> = {
  [apiPaths.leads]: { who: 'anonymous', valid: () => Object.values(validLeads()), unspoiled: 201 },
  [apiPaths.guideSubmissions]: {
    who: 'anonymous',
    valid: () => {
      const { lastName: _l, phone: _p, ...short } = validGuide();
      return [validGuide(), { ...short, captchaToken: 'bm90IGEgc29sdXRpb24=' }];
    },
    unspoiled: [201, 400],
  },
  [apiPaths.bookings]: {
    who: 'anonymous',
    valid: () => Object.values(validBookings()),
    unspoiled: 201,
  },
  [apiPaths.resortInquiries]: { who: 'visitor', valid: (l) => [stay(l)], unspoiled: 201 },
  [apiPaths.villaBookings]: {
    who: 'visitor',
    valid: (l) => {
      const { resortId: _r, ...fields } = stay(l);
      return [{ ...fields, villaId: l.villaId }];
    },
    unspoiled: 201,
  },
  [apiPaths.register]: {
    who: 'anonymous',
    valid: () => [{ email: `new-${newSubmissionId()}@example.com`, password: 'a long password' }],
    unspoiled: 201,
  },
  [apiPaths.login]: {
    who: 'anonymous',
    valid: () => [{ email: 'visitor@example.com', password: 'a long visitor password' }],
    unspoiled: 200,
  },
  [apiPaths.adminLogin]: {
    who: 'anonymous',
    valid: () => [ADMIN],
    unspoiled: 200,
  },
  [apiPaths.logout]: { who: 'anonymous', valid: () => [{}], unspoiled: 204 },
  // Well-formed but signed by nobody: refused (400), and no account is confirmed.
  [apiPaths.confirmEmail]: {
    who: 'anonymous',
    valid: () => [{ token: `1.4102444800.${'a'.repeat(43)}` }],
    unspoiled: 400,
  },
  [apiPaths.socialShare]: {
    who: 'visitor',
    valid: (l) => [
      { listingType: 'resort', listingId: l.resortId, platform: 'whatsapp' },
      { listingType: 'villa', listingId: l.villaSlug, platform: 'facebook' },
      { listingType: 'adventure', listingId: 'luxury-sailing', platform: 'pinterest' },
    ],
    unspoiled: 201,
  },
  // The signed-in visitor has no confirmed booking of the villa: refused, and nothing stored.
  [apiPaths.reviews]: {
    who: 'visitor',
    valid: (l) => [
      {
        kind: 'villas',
        itemId: l.villaId,
        rating: 5,
        text: 'A calm, beautiful stay with a generous and thoughtful host.',
      },
    ],
    unspoiled: 403,
  },
  [apiPaths.captchaVerify]: {
    who: 'anonymous',
    valid: () => [{ token: 'bm90IGEgdG9rZW4=' }],
    unspoiled: 200,
  },
};

/** Paths that answer a POST (anything but 404/405) among apiPaths outside the admin. */
async function publicPostPaths(): Promise<string[]> {
  const candidates = Object.values(apiPaths).filter(
    (p) => !p.includes(':') && (!p.startsWith('/api/admin/') || p === apiPaths.adminLogin),
  );
  const answered: string[] = [];
  for (const path of candidates) {
    const res = await new CookieClient(app.url).post(path, {});
    await res.body?.cancel();
    if (res.status !== 404 && res.status !== 405) answered.push(path);
  }
  return answered.sort();
}

async function seededListings(): Promise<Listings> {
  await runSeeds(app.db);
  const resort = (await app.db.knex('resorts').orderBy('id').first('id')) as { id: number };
  const villa = (await app.db.knex('villas').orderBy('id').first('id', 'slug')) as {
    id: string;
    slug: string;
  };
  return { resortId: resort.id, villaId: villa.id, villaSlug: villa.slug };
}

describe('public POSTs refuse generated bad input without a 5xx or a stored row', () => {
  it('every public POST of apiPaths has generated input below', async () => {
    expect(await publicPostPaths()).toEqual(Object.keys(publicPosts).sort());
  });

  describe.each(Object.entries(publicPosts))('POST %s', (path, fixture) => {
    let listings: Listings;
    let visitor: CookieClient | undefined;
    beforeEach(async () => {
      listings = await seededListings();
      // The login fixtures sign in as these two.
      await ensureAdmin(app.db.knex, ADMIN);
      visitor = await signedInVisitor(app);
      if (fixture.who === 'anonymous') visitor = undefined;
    });

    it(`answers ${String(fixture.unspoiled)} to the valid payloads as they stand`, async () => {
      for (const [i, body] of fixture.valid(listings).entries()) {
        const res = await (visitor ?? new CookieClient(app.url)).post(path, body);
        const expected = [fixture.unspoiled].flat()[i] ?? fixture.unspoiled;
        expect(res.status, `${JSON.stringify(body)}: ${await res.text()}`).toBe(expected);
      }
    });

    it(`${POST_RUNS} spoiled payloads`, async () => {
      await fc.assert(
        fc.asyncProperty(badPayload, async ({ variant, mutations, wholeBody }) => {
          const valid = fixture.valid(listings);
          const body = wholeBody ?? mutate(valid[variant % valid.length], mutations);
          await check(visitor ?? new CookieClient(app.url), 'POST', path, body);
        }),
        { numRuns: POST_RUNS },
      );
      expect(app.loggedErrors).toEqual([]);
    });
  });
});

// ---- Catalogue reads by path --------------------------------------------------------------

describe('catalogue records by path', () => {
  const templates = Object.values(apiPaths).filter(
    (p) => p.includes(':') && !p.startsWith('/api/admin/'),
  );

  it.each(templates)(`GET %s with ${NUM_RUNS} bad parameters`, async (template) => {
    await runSeeds(app.db);
    const client = new CookieClient(app.url);
    await fc.assert(
      fc.asyncProperty(badParam, async (param) => {
        const status = await check(client, 'GET', template.replace(/:\w+/, param));
        expect([200, 400, 404]).toContain(status);
      }),
      { numRuns: NUM_RUNS },
    );
    expect(app.loggedErrors).toEqual([]);
  });
});

// ---- Admin lists, searches and records ----------------------------------------------------

const queryKeys = fc.oneof(
  fc.constantFrom(
    'page',
    'pageSize',
    'search',
    'status',
    'interest',
    'spam',
    'sort',
    'direction',
    'type',
    'guide',
    'state',
  ),
  fc.string({ maxLength: 6 }).map(rawEncode),
);
const badQuery = fc
  .array(fc.tuple(queryKeys, badParam), { minLength: 1, maxLength: 4 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

/** Every admin route with an `:id` or `:name`, by method. */
const adminRecordRoutes: [method: string, template: string][] = [
  ['GET', apiPaths.adminLead],
  ['PATCH', apiPaths.adminLead],
  ['GET', apiPaths.adminBooking],
  ['PATCH', apiPaths.adminBooking],
  ['GET', apiPaths.adminGuideSubmission],
  ['POST', apiPaths.adminGuideSubmissionResend],
  ['POST', apiPaths.adminIntegrationTest],
  ['PUT', apiPaths.adminIntegrationSettings],
  ['POST', apiPaths.adminOutboxRetry],
  ['GET', apiPaths.adminMailMessage],
  ['GET', apiPaths.adminMailRaw],
  ['GET', apiPaths.adminMediaItem],
  ['PATCH', apiPaths.adminMediaItem],
  ['PATCH', apiPaths.adminUser],
  ['PATCH', apiPaths.adminReview],
  // Replies and follow-ups: a reply without a body is refused (400) before the missing outbox.
  ['GET', apiPaths.adminLeadReplies],
  ['POST', apiPaths.adminLeadReplies],
  ['GET', apiPaths.adminBookingReplies],
  ['POST', apiPaths.adminBookingReplies],
  ['POST', apiPaths.adminTaskComplete],
  ['POST', apiPaths.adminTaskReopen],
  // Owners and contacts: a missing body is refused (400) like a bad id.
  ['PUT', apiPaths.adminLeadOwner],
  ['PUT', apiPaths.adminBookingOwner],
  ['PUT', apiPaths.adminGuideSubmissionOwner],
  ['GET', apiPaths.adminContact],
  ['POST', apiPaths.adminContactMerge],
  ['GET', apiPaths.adminRecordContact],
  // The content studio's, with `:kind` filled in (contentPath) so the id is what varies.
  ['GET', apiPaths.adminContentList],
  ['POST', apiPaths.adminContentList],
  ['GET', apiPaths.adminContentItem],
  ['PATCH', apiPaths.adminContentItem],
  ['POST', apiPaths.adminContentPublish],
  ['POST', apiPaths.adminContentUnpublish],
  ['POST', apiPaths.adminContentArchive],
  ['GET', apiPaths.adminContentHistory],
  ['POST', apiPaths.adminContentRestore],
];

/** A content path names a real kind; its `:id` (or nothing, for the list) is fuzzed. */
const contentPath = (template: string) => template.replace(':kind', 'resorts');

const badUpdate = fc.record(
  {
    status: fc.oneof(fc.constantFrom('contacted', 'confirmed', 'closed'), badString, junk),
    note: fc.oneof(badString, fc.string({ maxLength: 20 }), junk),
    spam: fc.oneof(fc.constant(false), junk),
  },
  { requiredKeys: [] },
);

describe('admin lists, searches and records refuse bad query strings and ids', () => {
  const lists = Object.values(apiPaths).filter(
    (p) => p.startsWith('/api/admin/') && !p.includes(':') && p !== apiPaths.adminLogin,
  );

  let admin: CookieClient;
  let ids: number[];
  beforeEach(async () => {
    admin = await signedInAdmin(app);
    ids = [await insertLeadRow(app.db.knex), await insertBookingRow(app.db.knex)];
    ids.push(await insertGuideRow(app.db.knex));
  });

  it.each(lists)(`GET %s with ${NUM_RUNS} bad query strings`, async (path) => {
    await fc.assert(
      fc.asyncProperty(badQuery, async (query) => {
        await check(admin, 'GET', `${path}?${query}`);
      }),
      { numRuns: NUM_RUNS },
    );
    expect(app.loggedErrors).toEqual([]);
  });

  it(`POST ${apiPaths.adminUsers} with ${POST_RUNS} bad bodies`, async () => {
    const valid = [
      { username: 'prop.editor', role: 'editor', password: 'a long staff password' },
      {
        username: 'prop.admin',
        email: 'prop@example.com',
        role: 'admin',
        password: 'another long password',
      },
    ];
    await fc.assert(
      fc.asyncProperty(badPayload, async ({ variant, mutations, wholeBody }) => {
        const body = wholeBody ?? mutate(valid[variant % valid.length], mutations);
        await check(admin, 'POST', apiPaths.adminUsers, body);
      }),
      { numRuns: POST_RUNS },
    );
    expect(app.loggedErrors).toEqual([]);
  });

  it('every admin path with a parameter is in the record routes', () => {
    const templates = Object.values(apiPaths).filter(
      (p) => p.startsWith('/api/admin/') && p.includes(':'),
    );
    expect([...new Set(adminRecordRoutes.map(([, t]) => t))].sort()).toEqual(templates.sort());
  });

  it.each(adminRecordRoutes)(`%s %s with ${NUM_RUNS} bad ids and bodies`, async (method, t) => {
    // A resend with a well-formed id is a 503 here by design (this app has no outbox to send
    // with), so that route gets only ids that cannot name a record.
    const wellFormed = t === apiPaths.adminGuideSubmissionResend ? [] : ['2147483647', ...ids];
    const id = fc.oneof(
      badParam,
      fc.constantFrom('2147483648', '4294967296', ...wellFormed.map(String)),
    );
    await fc.assert(
      fc.asyncProperty(id, badUpdate, async (param, update) => {
        const path = contentPath(t).replace(/:\w+/, param);
        const status = await check(admin, method, path, method === 'PATCH' ? update : undefined);
        // The id itself is refused as no record, never as a server failure.
        const named = /:\w+/.test(contentPath(t));
        if (named && param !== '' && (!/^\d+$/.test(param) || Number(param) > 2 ** 31 - 1)) {
          expect([400, 404], `${method} ${path}`).toContain(status);
        }
      }),
      { numRuns: NUM_RUNS },
    );
    expect(app.loggedErrors).toEqual([]);
  });
});
