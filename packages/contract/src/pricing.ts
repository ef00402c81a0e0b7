import { dollarsAndCents, groupDigits, shortCalendarDate, wholeDollars } from './money.ts';
import { villaNightLines, type VillaNightLine, type VillaRates } from './villa-rules.ts';

// What a traveller pays for a villa stay (docs/stays.md, "True totals"), zod-free like
// villa-rules.ts: the booking card, the villa cards and the server price a stay with this one
// function. The settings' schema is in site-figures.ts.

/**
 * The pricing settings staff keep (docs/admin.md, "Site figures"): the rates are percentages
 * (up to two decimals), the exchange rate is pesos per dollar (up to four decimals) on the
 * day it is dated.
 */
export interface PricingSettings {
  /** The site's service fee on the nights' rent. */
  serviceFeePercent: number;
  /** Mexican VAT (IVA) on the rent, the cleaning fee and the service fee. */
  ivaPercent: number;
  /** Baja California Sur's lodging tax on the rent. */
  lodgingTaxPercent: number;
  /** The part of the total due once the owner confirms the dates. */
  depositPercent: number;
  /** What happens on cancelling, as the booking card shows it. */
  cancellationTerms: string;
  /** Mexican pesos per US dollar. */
  mxnPerUsd: number;
  /** The day of that rate ('yyyy-MM-dd'). */
  mxnRateDate: string;
}

export const pricingSettingKeys = [
  'serviceFeePercent',
  'ivaPercent',
  'lodgingTaxPercent',
  'depositPercent',
  'cancellationTerms',
  'mxnPerUsd',
  'mxnRateDate',
] as const satisfies readonly (keyof PricingSettings)[];

/** A villa as its stay is priced: its rates and its cleaning fee (whole dollars). */
export interface VillaPricing extends VillaRates {
  /** Once per stay, whole dollars (the API's text or a number); none: no fee. */
  cleaningFee?: string | number | undefined;
}

/** Nights at one rate with what they cost. */
export interface VillaPriceLine extends VillaNightLine {
  amountCents: number;
}

/** A stay's price, every amount in integer cents (USD unless named MXN). */
export interface VillaPriceSummary {
  nights: number;
  /** One line per rate run, in the order the stay reaches it; empty without a night. */
  lines: VillaPriceLine[];
  /** The nights' sum. */
  rentCents: number;
  cleaningFeeCents: number;
  serviceFeeCents: number;
  ivaCents: number;
  lodgingTaxCents: number;
  totalCents: number;
  depositCents: number;
  /** total - deposit. */
  balanceCents: number;
  /** The total in Mexican pesos at the settings' rate (cents of a peso). */
  totalMxnCents: number;
  /** The settings the figures were computed with (the card's labels name the rates). */
  settings: PricingSettings;
}

/** A percentage as basis points (16 -> 1600, 12.5 -> 1250): the sums stay in integers. */
const basisPoints = (percent: number) => Math.round(percent * 100);

/** `percent` of `cents`, rounded to the cent, halves up (amounts are never negative). */
export const percentOfCents = (cents: number, percent: number): number =>
  Math.floor((cents * basisPoints(percent) + 5_000) / 10_000);

/** Dollars at `mxnPerUsd` as pesos, both in cents, rounded to the centavo (halves up). */
export const usdToMxnCents = (usdCents: number, mxnPerUsd: number): number =>
  Math.floor((usdCents * Math.round(mxnPerUsd * 10_000) + 5_000) / 10_000);

const wholeDollarCents = (value: string | number | undefined) => {
  const dollars = Number(value ?? 0);
  return Number.isFinite(dollars) && dollars > 0 ? Math.round(dollars) * 100 : 0;
};

/**
 * The villa price summary (docs/stays.md, "True totals"): each night at its season's rate or
 * the villa's (`villaNightLines`), the cleaning fee once, the service fee on the rent, IVA on
 * the rent and both fees, the lodging tax on the rent, the total, the deposit due and the
 * balance, each rounded to the cent on its own; the total in pesos at the staff's rate.
 * Without a night (no dates, invalid or backwards ones) every amount is 0.
 */
export function villaPriceSummary(
  checkIn: string,
  checkOut: string,
  villa: VillaPricing,
  settings: PricingSettings,
): VillaPriceSummary {
  const lines = villaNightLines(checkIn, checkOut, villa).map((line) => ({
    ...line,
    amountCents: line.nights * line.rate * 100,
  }));
  const nights = lines.reduce((sum, l) => sum + l.nights, 0);
  const rentCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const cleaningFeeCents = nights > 0 ? wholeDollarCents(villa.cleaningFee) : 0;
  const serviceFeeCents = percentOfCents(rentCents, settings.serviceFeePercent);
  const ivaCents = percentOfCents(
    rentCents + cleaningFeeCents + serviceFeeCents,
    settings.ivaPercent,
  );
  const lodgingTaxCents = percentOfCents(rentCents, settings.lodgingTaxPercent);
  const totalCents = rentCents + cleaningFeeCents + serviceFeeCents + ivaCents + lodgingTaxCents;
  const depositCents = percentOfCents(totalCents, settings.depositPercent);
  return {
    nights,
    lines,
    rentCents,
    cleaningFeeCents,
    serviceFeeCents,
    ivaCents,
    lodgingTaxCents,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
    totalMxnCents: usdToMxnCents(totalCents, settings.mxnPerUsd),
    settings,
  };
}

/** A rate as the card names it: 16 -> '16%', 12.5 -> '12.5%'. */
export const percentLabel = (percent: number): string => `${Number(percent.toFixed(2))}%`;

const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** The total in pesos with its dated rate: "≈ MX$295,532 at 18.35 MXN per USD (rate of Nov 2, 2026)". */
export const pesosEquivalent = (totalMxnCents: number, mxnPerUsd: number, mxnRateDate: string) =>
  `≈ MX$${groupDigits(totalMxnCents / 100)} at ${mxnPerUsd} MXN per USD (rate of ${shortCalendarDate(mxnRateDate)})`;

/** A labelled amount of a price summary, in cents, with its en-US text. */
export interface PriceRow {
  label: string;
  cents: number;
  text: string;
}

const row = (label: string, cents: number): PriceRow => ({
  label,
  cents,
  text: dollarsAndCents(cents),
});

/**
 * A summary as the traveller reads it, in the one wording the booking card and the e-mails
 * share (docs/stays.md, "True totals"): the charges (a line per rate run, the cleaning fee
 * when there is one, the fees and taxes at their rates), the total, the deposit and balance,
 * the pesos at the dated rate and the cancellation terms, all from the summary as given (a
 * stored booking's is the one it was priced with).
 */
export function priceBreakdown(summary: VillaPriceSummary): {
  charges: PriceRow[];
  total: PriceRow;
  due: PriceRow[];
  pesos: string;
  cancellationTerms: string;
} {
  const { settings } = summary;
  return {
    charges: [
      ...summary.lines.map((line) =>
        row(
          `${nightsText(line.nights)} × ${wholeDollars(line.rate)}${line.label ? ` · ${line.label}` : ''}`,
          line.amountCents,
        ),
      ),
      ...(summary.cleaningFeeCents > 0 ? [row('Cleaning fee', summary.cleaningFeeCents)] : []),
      row(`Service fee (${percentLabel(settings.serviceFeePercent)})`, summary.serviceFeeCents),
      row(`IVA (${percentLabel(settings.ivaPercent)})`, summary.ivaCents),
      row(`Lodging tax (${percentLabel(settings.lodgingTaxPercent)})`, summary.lodgingTaxCents),
    ],
    total: row('Total (USD)', summary.totalCents),
    due: [
      row(
        `Deposit due at confirmation (${percentLabel(settings.depositPercent)})`,
        summary.depositCents,
      ),
      row('Balance', summary.balanceCents),
    ],
    pesos: pesosEquivalent(summary.totalMxnCents, settings.mxnPerUsd, settings.mxnRateDate),
    cancellationTerms: settings.cancellationTerms,
  };
}
