import {
  adminBookingPageSchema,
  adminPricingSettingsSchema,
  apiErrorSchema,
  apiPath,
  apiPaths,
  addDays,
  caboDate,
  pricingSettingsSchema,
  resortSummarySchema,
  villaDetailSchema,
  villaPriceSummary,
  villaPriceSummarySchema,
  type PricingSettings,
} from '@cabo/contract';
import { pricingSettingsSeed, resortFromNightlyPrices, villaCleaningFees } from '@cabo/data';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { signedInAdmin, signedInEditor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';

// True totals (docs/stays.md, "True totals"): the pricing settings staff keep, the prices the
// catalogue answers, and the price the server computes and stores with a villa booking; over
// HTTP on the real app and database.
const app = useTestApp();

beforeEach(async () => {
  await runSeeds(app.db);
});

const today = () => caboDate(new Date());
let n = 0;
const submissionId = () => `true-totals-${String(++n).padStart(9, '0')}`;

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(`${app.url}${url}`);
  expect(res.status).toBe(200);
  return res.json();
}

const publicSettings = async () =>
  pricingSettingsSchema.parse(await getJson(apiPaths.pricingSettings));

describe('the pricing settings', () => {
  it('start from the seed, and an admin save reaches the public answer at once', async () => {
    expect(await publicSettings()).toEqual(pricingSettingsSeed);
    const admin = await signedInAdmin(app);
    const before = adminPricingSettingsSchema.parse(
      await (await admin.get(apiPaths.adminPricingSettings)).json(),
    );
    expect(before.settings).toEqual(pricingSettingsSeed);

    const settings: PricingSettings = {
      ...pricingSettingsSeed,
      ivaPercent: 8,
      lodgingTaxPercent: 4.5,
      mxnPerUsd: 17.8125,
      mxnRateDate: today(),
      cancellationTerms: 'Full refund of the deposit up to 60 days before check-in.',
    };
    const saved = await admin.request('PUT', apiPaths.adminPricingSettings, settings);
    expect(saved.status).toBe(200);
    expect(adminPricingSettingsSchema.parse(await saved.json())).toMatchObject({
      settings,
      updatedBy: 'boss',
    });
    // The cached public answer was dropped by the save.
    expect(await publicSettings()).toEqual(settings);
    // A restart's seed keeps what staff saved.
    await runSeeds(app.db);
    expect(await publicSettings()).toEqual(settings);
  });

  it('refuses bad values with the field messages (400) and stores none of them', async () => {
    const admin = await signedInAdmin(app);
    const refused = await admin.request('PUT', apiPaths.adminPricingSettings, {
      ...pricingSettingsSeed,
      ivaPercent: 116,
      depositPercent: -5,
      mxnPerUsd: 0,
      cancellationTerms: ' ',
    });
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.parse(await refused.json()).errors).toEqual({
      ivaPercent: ['IVA is at most 100%'],
      depositPercent: ['The deposit cannot be negative'],
      mxnPerUsd: ['The exchange rate must be above 0'],
      cancellationTerms: ['Write the cancellation terms (at least 20 characters)'],
    });

    const future = await admin.request('PUT', apiPaths.adminPricingSettings, {
      ...pricingSettingsSeed,
      ivaPercent: 10,
      mxnRateDate: addDays(today(), 2),
    });
    expect(future.status).toBe(400);
    expect(await apiError(future)).toMatchObject({
      message: "The rate's date cannot be after today (Cabo's date)",
      errors: { mxnRateDate: ["The rate's date cannot be after today (Cabo's date)"] },
    });

    const unknown = await admin.request('PUT', apiPaths.adminPricingSettings, {
      ...pricingSettingsSeed,
      vatPercent: 16,
    });
    expect(unknown.status).toBe(400);
    // Nothing half-stored: the IVA of the refused saves is not there.
    expect(await publicSettings()).toEqual(pricingSettingsSeed);
  });

  it('are the admins’: an editor and a visitor are refused', async () => {
    const editor = await signedInEditor(app);
    expect((await editor.get(apiPaths.adminPricingSettings)).status).toBe(403);
    expect(
      (await editor.request('PUT', apiPaths.adminPricingSettings, pricingSettingsSeed)).status,
    ).toBe(403);
    const anonymous = new CookieClient(app.url);
    expect(
      (await anonymous.request('PUT', apiPaths.adminPricingSettings, pricingSettingsSeed)).status,
    ).toBe(401);
  });
});

describe('the catalogue prices', () => {
  it("answers a villa's cleaning fee and a resort's from price where staff set one", async () => {
    const villa = villaDetailSchema.parse(
      await getJson(apiPath(apiPaths.villa, { slug: 'villa-bellissima' })),
    );
    expect(villa.cleaningFee).toBe(villaCleaningFees['villa-bellissima']);
    const resorts = resortSummarySchema.array().parse(await getJson(apiPaths.resorts)) as {
      id: number;
      fromNightlyPrice?: string;
    }[];
    for (const resort of resorts) {
      expect(resort.fromNightlyPrice).toBe(resortFromNightlyPrices[resort.id]);
    }
    expect(resorts.some((r) => r.fromNightlyPrice === undefined)).toBe(true);
  });
});

describe('a villa booking stores the price the server computes', () => {
  async function visitor(): Promise<CookieClient> {
    const client = new CookieClient(app.url);
    const res = await client.post('/api/register', {
      email: 'traveller@example.com',
      password: 'long enough pw',
    });
    expect(res.status).toBe(201);
    return client;
  }

  it('prices each night by its season, adds fees and taxes, and keeps the total', async () => {
    const slug = 'villa-bellissima';
    // A season starting in the middle of the stay: nights 30-31 at the villa's rate, 32-34 at
    // the season's.
    const checkIn = addDays(today(), 30);
    const checkOut = addDays(today(), 35);
    const season = {
      name: 'Whale season',
      start: addDays(today(), 32),
      end: addDays(today(), 40),
      pricePerNight: '5100',
    };
    await app.db
      .knex('villas')
      .where({ slug })
      .update({ season_rates: JSON.stringify([season]) });
    const { id: villaId } = await app.db.knex('villas').where({ slug }).first('id');

    const guest = await visitor();
    const payload = {
      submissionId: submissionId(),
      villaId,
      startDate: checkIn,
      endDate: checkOut,
      guests: '4',
      contactPhone: '+52 624 555 0101',
      contactEmail: 'traveller@example.com',
    };
    // The client never sends a price: one in the payload is refused, nothing stored.
    const withPrice = await guest.post(apiPaths.villaBookings, { ...payload, totalCents: 100 });
    expect(withPrice.status).toBe(400);
    expect(await app.db.knex('bookings').count({ n: '*' })).toEqual([{ n: 0 }]);

    const res = await guest.post(apiPaths.villaBookings, payload);
    expect(res.status).toBe(201);
    const row = await app.db.knex('bookings').first('total_cents', 'price');
    const price = villaPriceSummarySchema.parse(row.price);
    expect(price.lines).toEqual([
      { nights: 2, rate: 3850, amountCents: 770_000 },
      { label: 'Whale season', nights: 3, rate: 5100, amountCents: 1_530_000 },
    ]);
    expect(price.cleaningFeeCents).toBe(Number(villaCleaningFees[slug]) * 100);
    // Rent $23,000, cleaning $450, 12% fee $2,760; IVA 16% of $26,210 = $4,193.60;
    // lodging tax 5% of the rent $1,150.
    expect(price).toMatchObject({
      rentCents: 2_300_000,
      serviceFeeCents: 276_000,
      ivaCents: 419_360,
      lodgingTaxCents: 115_000,
      totalCents: 2_300_000 + 45_000 + 276_000 + 419_360 + 115_000,
    });
    expect(row.total_cents).toBe(price.totalCents);
    expect(price.depositCents).toBe(Math.round(price.totalCents * 0.3));
    // The same function the card uses, over what the API answers.
    const villa = villaDetailSchema.parse(await getJson(apiPath(apiPaths.villa, { slug })));
    expect(villaPriceSummary(checkIn, checkOut, villa, await publicSettings())).toEqual(price);

    // Staff see it on the booking.
    const admin = await signedInAdmin(app);
    const page = adminBookingPageSchema.parse(
      await (await admin.get(apiPaths.adminBookings)).json(),
    );
    expect(page.items[0]).toMatchObject({ totalCents: price.totalCents, price });
  });

  it('prices with the settings of the moment of the request', async () => {
    const admin = await signedInAdmin(app);
    const settings = { ...pricingSettingsSeed, ivaPercent: 0, lodgingTaxPercent: 0 };
    expect((await admin.request('PUT', apiPaths.adminPricingSettings, settings)).status).toBe(200);
    // No season on those nights, whenever the test runs.
    await app.db.knex('villas').where({ slug: 'villa-cielo' }).update({ season_rates: '[]' });
    const {
      id: villaId,
      price_per_night,
      cleaning_fee,
    } = await app.db
      .knex('villas')
      .where({ slug: 'villa-cielo' })
      .first('id', 'price_per_night', 'cleaning_fee');
    const guest = await visitor();
    const res = await guest.post(apiPaths.villaBookings, {
      submissionId: submissionId(),
      villaId,
      startDate: addDays(today(), 60),
      endDate: addDays(today(), 62),
      guests: '2',
      contactPhone: '+52 624 555 0101',
      contactEmail: 'traveller@example.com',
    });
    expect(res.status).toBe(201);
    const row = await app.db.knex('bookings').first('total_cents', 'price');
    const rent = 2 * price_per_night * 100;
    expect(row.total_cents).toBe(rent + cleaning_fee * 100 + Math.round(rent * 0.12));
    expect(villaPriceSummarySchema.parse(row.price).settings).toEqual(settings);
  });
});
