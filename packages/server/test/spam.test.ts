import {
  apiPaths,
  REQUEST_REFERENCE_PATTERN,
  MIN_FILL_MS,
  submissionReceiptSchema,
  type SubmissionMeta,
} from '@cabo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { useQueueingTestApp } from './support/app.ts';
import { postJson, validBookings, validGuide, validLeads } from './support/submissions.ts';

// docs/lead-forms.md, "Privacy, spam and attribution": spam is stored flagged, answered like
// any other submission and never forwarded; every stored record keeps its attribution and
// the privacy notice version.
const app = useQueueingTestApp();

beforeEach(async () => {
  await runSeeds(app.db);
});

const person: SubmissionMeta = {
  website: '',
  fillMs: 42_000,
  attribution: {
    utm_source: 'instagram',
    utm_medium: 'social',
    utm_campaign: 'wedding-2026',
    referrer: 'https://www.instagram.com/',
    landingPath: '/weddings',
  },
  privacyNoticeVersion: '2026-11-01',
};

interface IntakeRow {
  spam: boolean;
  spam_reason: string | null;
  attribution: unknown;
  privacy_notice_version: string | null;
}

async function stored(table: string, id: number): Promise<IntakeRow> {
  return (await app.db
    .knex(table)
    .where({ id })
    .first('spam', 'spam_reason', 'attribution', 'privacy_notice_version')) as IntakeRow;
}

async function outboxRows(table: string, id: number): Promise<number> {
  const [row] = await app.db
    .knex('outbox_messages')
    .where({ record_table: table, record_id: id })
    .count({ n: '*' });
  return Number(row!.n);
}

async function submit(path: string, body: unknown) {
  const res = await postJson(app.url, path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return submissionReceiptSchema.parse(res.body);
}

describe('spam', () => {
  it('a filled honeypot answers 201 like any lead, is stored flagged and queues nothing', async () => {
    const lead = { ...validLeads().wedding, meta: { ...person, website: 'https://spam.example' } };
    const receipt = await submit(apiPaths.leads, lead);
    expect(receipt).toMatchObject({ status: 'new' });
    expect(receipt.reference).toMatch(REQUEST_REFERENCE_PATTERN);
    expect(await stored('leads', receipt.id)).toMatchObject({
      spam: true,
      spam_reason: 'honeypot',
    });
    expect(await outboxRows('leads', receipt.id)).toBe(0);
  });

  it(`a form sent under ${MIN_FILL_MS} ms after it appeared is spam`, async () => {
    const lead = {
      ...validLeads()['corporate-event'],
      meta: { ...person, fillMs: MIN_FILL_MS - 1 },
    };
    const receipt = await submit(apiPaths.leads, lead);
    expect(await stored('leads', receipt.id)).toMatchObject({
      spam: true,
      spam_reason: 'too_fast',
    });
    expect(await outboxRows('leads', receipt.id)).toBe(0);
  });

  it('a guide request and a booking are flagged the same way', async () => {
    const guide = await submit(apiPaths.guideSubmissions, {
      ...validGuide(),
      meta: { ...person, fillMs: 500 },
    });
    expect(guide.reference).toMatch(REQUEST_REFERENCE_PATTERN);
    expect(await stored('guide_submissions', guide.id)).toMatchObject({ spam: true });
    expect(await outboxRows('guide_submissions', guide.id)).toBe(0);

    const booking = await submit(apiPaths.bookings, {
      ...validBookings().restaurant,
      meta: { ...person, website: 'x' },
    });
    expect(booking.reference).toMatch(REQUEST_REFERENCE_PATTERN);
    expect(await stored('bookings', booking.id)).toMatchObject({ spam: true });
    expect(await outboxRows('bookings', booking.id)).toBe(0);
  });

  it('a person is not spam: the lead keeps its attribution and notice version and is forwarded', async () => {
    const receipt = await submit(apiPaths.leads, { ...validLeads().wedding, meta: person });
    expect(await stored('leads', receipt.id)).toEqual({
      spam: false,
      spam_reason: null,
      attribution: person.attribution,
      privacy_notice_version: '2026-11-01',
    });
    expect(await outboxRows('leads', receipt.id)).toBe(4);
  });

  it('meta is not part of the idempotency key: a retry of the same fill is a replay', async () => {
    const lead = { ...validLeads().wedding, meta: person };
    const first = await submit(apiPaths.leads, lead);
    const again = await postJson(app.url, apiPaths.leads, {
      ...lead,
      meta: { ...person, fillMs: 60_000 },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first);
    expect(Number((await app.db.knex('leads').count({ n: '*' }))[0]!.n)).toBe(1);
  });

  it('an attribution too long is shortened, never refused', async () => {
    const receipt = await submit(apiPaths.leads, {
      ...validLeads().wedding,
      meta: { ...person, attribution: { referrer: `https://example.com/${'a'.repeat(900)}` } },
    });
    const row = await stored('leads', receipt.id);
    expect((row.attribution as { referrer: string }).referrer).toHaveLength(500);
  });
});
