import { describe, expect, it } from 'vitest';
import {
  apiPath,
  caboDate,
  weekStart,
  apiPaths,
  bookingPayloadSchema,
  buildQuickResortInquiryLead,
  guideFormName,
  isAfterDay,
  leadPayloadSchema,
  quickResortInquiryFormSchema,
  resortInquiryPayloadSchema,
  villaBookingPayloadSchema,
  villaPriceSummary,
} from './index.ts';

const submissionId = 'V1StGXR8_Z5jdHi6B-myT';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('quick resort inquiry (docs/stays.md)', () => {
  it('shows the spec messages for an empty form', () => {
    const result = quickResortInquiryFormSchema.safeParse({
      firstName: 'A',
      lastName: '',
      email: 'x',
      phone: '123',
      dates: '',
      guests: '',
    });
    expect(messages(result)).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      dates: 'Please specify your preferred dates',
      guests: 'Please specify number of guests',
    });
  });

  it('builds the quick inquiry lead payload, which the lead schema accepts', () => {
    const form = quickResortInquiryFormSchema.parse({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: '6241234567',
      dates: 'March 10-15',
      guests: '2',
    });
    const lead = buildQuickResortInquiryLead(form, undefined, submissionId);
    expect(lead).toMatchObject({
      interestType: 'resort',
      source: 'website',
      formName: 'resort-inquiry',
      budget: '',
      timeline: 'March 10-15',
      formData: { resortName: 'General Inquiry', dates: 'March 10-15', guests: '2', message: '' },
    });
    expect(leadPayloadSchema.safeParse(lead).success).toBe(true);
  });
});

describe('logged-in stay requests (docs/stays.md)', () => {
  it.each([
    ['resort', resortInquiryPayloadSchema, { resortId: 3 }],
    ['villa', villaBookingPayloadSchema, { villaId: 'villa-1' }],
  ] as const)('%s: spec messages, check-out after check-in', (_kind, schema, listing) => {
    const empty = schema.safeParse({ submissionId, ...listing, guests: '' });
    expect(messages(empty)).toEqual({
      startDate: 'Check-in date is required',
      endDate: 'Check-out date is required',
      guests: 'Number of guests is required',
      contactPhone: 'Valid phone number is required',
      contactEmail: 'Valid email is required',
    });
    const backwards = schema.safeParse({
      submissionId,
      ...listing,
      startDate: '2026-05-03',
      endDate: '2026-05-03T10:00:00.000Z',
      guests: '2',
      contactPhone: '6241234567',
      contactEmail: 'ana@example.com',
    });
    expect(messages(backwards)).toEqual({ endDate: 'Check-out date must be after check-in date' });
  });

  it('prices a stay: calendar nights, the fees and taxes, total', () => {
    const settings = {
      serviceFeePercent: 12,
      ivaPercent: 16,
      lodgingTaxPercent: 5,
      depositPercent: 30,
      cancellationTerms: 'Refundable up to 30 days before check-in.',
      mxnPerUsd: 18,
      mxnRateDate: '2026-11-02',
    };
    expect(
      villaPriceSummary('2026-05-01', '2026-05-04', { pricePerNight: '2450' }, settings),
    ).toMatchObject({ nights: 3, rentCents: 735_000, serviceFeeCents: 88_200 });
    expect(
      villaPriceSummary(
        '2026-05-01T00:00:00Z',
        '2026-05-02T05:00:00Z',
        { pricePerNight: 1999 },
        settings,
      ).nights,
    ).toBe(1);
    expect(
      villaPriceSummary('2026-05-04', '2026-05-01', { pricePerNight: 2000 }, settings).nights,
    ).toBe(0);
  });
});

describe('helpers', () => {
  it('guideFormName: lower-cased, spaces to hyphens, plus -guide', () => {
    expect(guideFormName('Ultimate Cabo Guide 2025')).toBe('ultimate-cabo-guide-2025-guide');
  });

  it('isAfterDay compares calendar days, and passes when a date is missing', () => {
    expect(isAfterDay('2026-05-01', '2026-05-02T00:00:00Z')).toBe(true);
    expect(isAfterDay('2026-05-02', '2026-05-02T23:00:00Z')).toBe(false);
    expect(isAfterDay(undefined, '2026-05-02')).toBe(true);
  });

  it('apiPath fills and encodes parameters', () => {
    expect(apiPath(apiPaths.resort, { slug: 'casa dorada' })).toBe('/api/resorts/casa%20dorada');
    expect(() => apiPath(apiPaths.restaurant, {})).toThrow(/id/);
  });

  it('a restaurant reservation defaults the party size to 2 (docs/adventures-and-restaurants.md)', () => {
    const parsed = bookingPayloadSchema.parse({
      submissionId,
      bookingType: 'restaurant',
      restaurantId: 1,
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      date: '2026-05-02',
      time: '19:30',
    });
    expect(parsed).toMatchObject({ partySize: '2', status: 'pending', source: 'website' });
  });
});

describe('weekStart', () => {
  it('is the Sunday of Cabo’s week for an instant, of the date itself for a calendar date', () => {
    // Saturday 8 pm in Cabo is already Sunday in UTC: the week is still the one before.
    expect(weekStart(new Date('2026-11-29T03:00:00Z'))).toBe('2026-11-22');
    expect(weekStart('2026-11-29')).toBe('2026-11-29');
    expect(weekStart('2026-12-02')).toBe('2026-11-29');
  });
});

describe('caboDate', () => {
  it('is the date in Cabo, not in UTC, around midnight', () => {
    // 8 pm in Cabo on the 26th is already the 27th in UTC.
    expect(caboDate(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
    expect(caboDate(new Date('2026-11-27T07:00:00Z'))).toBe('2026-11-27');
  });
});
