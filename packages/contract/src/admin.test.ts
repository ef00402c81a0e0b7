import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  adminBookingUpdateSchema,
  adminGuideSubmissionQuerySchema,
  adminLeadQuerySchema,
  adminLeadUpdateSchema,
  adminListSearch,
  adminUpdateMessages,
  ageInDays,
} from './index.ts';

describe('admin list queries', () => {
  it("defaults: page 1, the standard page size, no search, every filter 'all', newest first", () => {
    expect(adminLeadQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: ADMIN_PAGE_SIZE,
      search: '',
      status: 'all',
      interest: 'all',
      owner: 'all',
      spam: 'false',
      sort: 'createdAt',
      direction: 'descending',
    });
  });

  it('reads query-string text: numbers coerced, search trimmed', () => {
    expect(
      adminLeadQuerySchema.parse({ page: '3', pageSize: '50', search: '  Ana ', status: 'new' }),
    ).toMatchObject({ page: 3, pageSize: 50, search: 'Ana', status: 'new' });
  });

  it('refuses values outside the lists and out-of-range pages', () => {
    for (const query of [
      { status: 'pending' },
      { interest: 'golf' },
      { page: '0' },
      { page: '1.5' },
      { pageSize: '101' },
      { sort: 'phone' },
      { direction: 'up' },
    ]) {
      expect(adminLeadQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('takes the guide words, not full guide names', () => {
    expect(adminGuideSubmissionQuerySchema.parse({ guide: 'Villa' }).guide).toBe('Villa');
    expect(adminGuideSubmissionQuerySchema.safeParse({ guide: 'Villa Guide' }).success).toBe(false);
  });

  it('adminListSearch leaves out defaults, so equal queries make equal URLs', () => {
    expect(adminListSearch({ page: 1, status: 'all', search: '' })).toBe('');
    expect(adminListSearch({ page: 2, status: 'contacted', search: 'ana lee' })).toBe(
      '?page=2&status=contacted&search=ana+lee',
    );
    const parsed = adminLeadQuerySchema.parse(
      Object.fromEntries(new URLSearchParams('page=2&status=contacted&search=ana+lee')),
    );
    expect(parsed).toMatchObject({ page: 2, status: 'contacted', search: 'ana lee' });
  });
});

describe('admin updates', () => {
  it('takes a status, a note or both; an empty note alone is nothing to change', () => {
    expect(adminLeadUpdateSchema.parse({ status: 'converted' })).toEqual({ status: 'converted' });
    expect(adminLeadUpdateSchema.parse({ note: ' Called ' })).toEqual({ note: 'Called' });
    const empty = adminLeadUpdateSchema.safeParse({ note: '  ' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      adminUpdateMessages.nothingToChange,
    ]);
    expect(adminLeadUpdateSchema.safeParse({}).success).toBe(false);
  });

  it("keeps each list's statuses apart and refuses unknown fields", () => {
    expect(adminLeadUpdateSchema.safeParse({ status: 'confirmed' }).success).toBe(false);
    expect(adminBookingUpdateSchema.safeParse({ status: 'confirmed' }).success).toBe(true);
    expect(adminBookingUpdateSchema.safeParse({ status: 'new' }).success).toBe(false);
    expect(adminLeadUpdateSchema.safeParse({ status: 'new', email: 'x@y.z' }).success).toBe(false);
  });
});

describe('ageInDays', () => {
  it("counts Cabo's calendar days, not 24-hour spans nor UTC dates", () => {
    const now = new Date('2026-11-27T18:00:00Z'); // 11 am on the 27th in Cabo
    expect(ageInDays('2026-11-27T08:00:00Z', now)).toBe('Today');
    // 11 pm on the 26th in Cabo: the 27th in UTC, yet yesterday in Cabo.
    expect(ageInDays('2026-11-27T06:00:00Z', now)).toBe('1 day');
    expect(ageInDays('2026-11-24T20:00:00Z', now)).toBe('3 days');
    // A record from the future (a skewed clock) is today's.
    expect(ageInDays('2026-11-28T18:00:00Z', now)).toBe('Today');
  });

  it('is still the same day after 5 pm in Cabo, when the UTC date has moved on', () => {
    // 6 pm on the 27th in Cabo is the 28th in UTC.
    const evening = new Date('2026-11-28T01:00:00Z');
    expect(ageInDays('2026-11-27T15:00:00Z', evening)).toBe('Today');
    expect(ageInDays('2026-11-26T23:00:00Z', evening)).toBe('1 day');
  });

  it("counts across a month's and a year's end", () => {
    const newYear = new Date('2027-01-01T17:00:00Z'); // 10 am on 1 January in Cabo
    expect(ageInDays('2026-12-31T17:00:00Z', newYear)).toBe('1 day');
    expect(ageInDays('2026-11-30T17:00:00Z', newYear)).toBe('32 days');
    expect(ageInDays('2028-02-28T17:00:00Z', new Date('2028-03-01T17:00:00Z'))).toBe('2 days');
  });
});
