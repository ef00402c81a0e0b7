import { describe, expect, it } from 'vitest';
import {
  TEXT_NOT_ALLOWED,
  adminLeadQuerySchema,
  adminLoginRequestSchema,
  bookingPayloadSchema,
  dateField,
  emailField,
  isAllowedText,
  leadPayloadSchema,
  optionalText,
  outboxQuerySchema,
  phoneField,
  recordIdField,
  requiredText,
  resortInquiryPayloadSchema,
  socialShareRequestSchema,
  submissionMetaSchema,
} from './index.ts';

// The shared string rule and the id range (docs/architecture.md, "Bad input").

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

const submissionId = 'V1StGXR8_Z5jdHi6B-myT';

const weddingLead = {
  submissionId,
  firstName: 'Sofía',
  lastName: 'Ramírez',
  email: 'sofia@example.com',
  phone: '6241234567',
  formName: 'wedding',
  interestType: 'wedding',
  budget: '$20,000',
  formData: { date: '2026-06-01', guestCount: '80', notes: 'Sunset ceremony 🌅' },
  meta: { fillMs: 9000, attribution: { utm_source: 'newsletter' } },
};

function issuesOf(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

/** Every path to a string in `value`, with a setter that replaces it. */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  }
  return [];
}

function withLeaf(value: unknown, path: (string | number)[], leaf: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = leaf;
  return copy;
}

describe('isAllowedText', () => {
  it('allows any text a person types, emoji and accents included', () => {
    for (const v of ['', 'Sofía', 'Cabo 🌴 trip', '日本語', 'line\nbreak\ttab', '\ud83c\udf34']) {
      expect(isAllowedText(v), v).toBe(true);
    }
  });

  it('refuses a NUL and a lone surrogate of either half, anywhere in the text', () => {
    for (const v of [NUL, `a${NUL}b`, LONE_HIGH, `x${LONE_LOW}`, `${LONE_LOW}${LONE_HIGH}`]) {
      expect(isAllowedText(v), JSON.stringify(v)).toBe(false);
    }
  });
});

describe('the shared text helpers refuse what the database refuses', () => {
  const schemas = {
    requiredText: requiredText('Required'),
    optionalText: optionalText(),
    emailField: emailField('Bad e-mail'),
    phoneField: phoneField('Bad phone'),
    dateField: dateField('Date required'),
  };

  it.each(Object.entries(schemas))('%s answers the short message', (_name, schema) => {
    for (const bad of [NUL, LONE_HIGH, LONE_LOW]) {
      const result = schema.safeParse(`2026-05-01${bad}ana@example.com`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEXT_NOT_ALLOWED);
    }
  });
});

describe('payloads', () => {
  it('the wedding lead is valid as it stands', () => {
    expect(leadPayloadSchema.safeParse(weddingLead).success).toBe(true);
  });

  it('a NUL or lone surrogate in any of its strings is refused under that field', () => {
    const leaves = stringLeaves(weddingLead).filter(
      // The discriminators name the schema; a bad one is refused as an unknown form.
      (path) => !['formName', 'interestType'].includes(String(path[0])),
    );
    expect(leaves.length).toBeGreaterThan(8);
    for (const path of leaves) {
      for (const bad of [NUL, LONE_HIGH]) {
        const result = leadPayloadSchema.safeParse(withLeaf(weddingLead, path, `ok${bad}`));
        expect(result.success, path.join('.')).toBe(false);
        expect(issuesOf(result)[path.join('.')], path.join('.')).toBeDefined();
      }
    }
  });

  it('an unknown key in formData is refused, whatever it is called', () => {
    const lead = { ...weddingLead, formData: { ...weddingLead.formData, [NUL]: 'x' } };
    expect(leadPayloadSchema.safeParse(lead).success).toBe(false);
  });

  it('the attribution refuses bad characters and never cuts a pair in half', () => {
    expect(
      issuesOf(submissionMetaSchema.safeParse({ fillMs: 1, attribution: { referrer: LONE_LOW } })),
    ).toEqual({ 'attribution.referrer': TEXT_NOT_ALLOWED });
    const long = `${'a'.repeat(499)}🌴`;
    const parsed = submissionMetaSchema.parse({ fillMs: 1, attribution: { referrer: long } });
    expect(parsed.attribution?.referrer).toBe('a'.repeat(499));
    expect(isAllowedText(parsed.attribution?.referrer ?? '')).toBe(true);
  });

  it('logins, shares and admin searches take the same rule', () => {
    expect(
      issuesOf(adminLoginRequestSchema.safeParse({ username: `boss${NUL}`, password: 'x' })),
    ).toEqual({ username: TEXT_NOT_ALLOWED });
    expect(
      socialShareRequestSchema.safeParse({
        listingType: 'villa',
        listingId: LONE_HIGH,
        platform: 'whatsapp',
      }).success,
    ).toBe(false);
    expect(issuesOf(adminLeadQuerySchema.safeParse({ search: `a${NUL}` }))).toEqual({
      search: TEXT_NOT_ALLOWED,
    });
  });
});

describe('ids and page numbers hold what an int4 column holds', () => {
  const id = recordIdField('Resort is required');

  it('accepts 1 to 2147483647 and refuses anything else with the field message', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of [0, -1, 1.5, 2_147_483_648, 2 ** 53, Number.MAX_VALUE, '3']) {
      expect(id.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe('Resort is required');
    }
  });

  it('the payloads with an id refuse 2^31', () => {
    const booking = bookingPayloadSchema.safeParse({
      submissionId,
      bookingType: 'event',
      eventId: 2 ** 31,
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      guests: 2,
    });
    expect(issuesOf(booking)).toEqual({ eventId: 'Event is required' });
    const inquiry = resortInquiryPayloadSchema.safeParse({
      submissionId,
      resortId: 2 ** 31,
      startDate: '2026-05-01',
      endDate: '2026-05-03',
      guests: '2',
      contactPhone: '6241234567',
      contactEmail: 'ana@example.com',
    });
    expect(issuesOf(inquiry)).toEqual({ resortId: 'Resort is required' });
  });

  it('a page number is refused past 2147483647 or when it is no number', () => {
    expect(adminLeadQuerySchema.parse({ page: '3' }).page).toBe(3);
    expect(issuesOf(adminLeadQuerySchema.safeParse({ page: '2147483648' }))).toEqual({
      page: 'Page is too large',
    });
    expect(issuesOf(outboxQuerySchema.safeParse({ page: '1e400' }))).toEqual({
      page: 'Page must be a whole number from 1',
    });
    expect(outboxQuerySchema.safeParse({ page: 'x' }).success).toBe(false);
  });
});
