import type { PricingSettings } from '@cabo/contract';

// The seed's prices beyond the nightly rates (docs/stays.md, "True totals"): each villa's
// cleaning fee, the resorts' "from" nightly prices, and the pricing settings a fresh database
// starts from. Staff change them in the admin; a restart never overwrites what they saved.

/** Whole dollars once per stay, by villa slug (every villa has one). */
export const villaCleaningFees: Record<string, string> = {
  'villa-bellissima': '450',
  'villa-serenidad': '400',
  'villa-cielo': '325',
  'villa-casa-del-mar-azul': '250',
  'villa-paraiso': '350',
  'villa-estrella-del-mar': '425',
  'villa-amanecer': '225',
  'villa-la-roca': '375',
  'villa-tranquila': '200',
  'villa-alegria': '475',
  'villa-buena-vida': '325',
  'villa-vista-arcos': '400',
};

/**
 * A resort's lowest published nightly rate in whole dollars, by resort id, where staff have
 * one; the others show none (no figure is invented).
 */
export const resortFromNightlyPrices: Record<number, string> = {
  1: '1450',
  3: '1650',
  4: '1250',
  6: '1350',
  16: '420',
  19: '380',
  22: '560',
};

/** The pricing settings a fresh database starts from. */
export const pricingSettingsSeed: PricingSettings = {
  serviceFeePercent: 12,
  ivaPercent: 16,
  lodgingTaxPercent: 5,
  depositPercent: 30,
  cancellationTerms:
    'Cancel up to 30 days before check-in and the deposit is refunded in full. Within 30 days of check-in the deposit is kept. The balance is due 30 days before check-in.',
  mxnPerUsd: 18.35,
  mxnRateDate: '2026-11-02',
};
