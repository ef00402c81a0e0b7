// No zod here: pages import these (the schemas are in site-figures.ts).
import { groupDigits } from './money.ts';

/**
 * Figures the site shows that are computed from stored data (docs/catalogue.md, "Figures"):
 * a post's read time, an offer's discount, and the marketing figures staff keep as settings.
 */

/** Words a visitor reads per minute: a post's read time is its words over this, at least 1. */
export const READ_WORDS_PER_MINUTE = 220;

/** The words of a post's HTML: tags, entities and scripts' text are not words. */
export function wordCount(html: string): number {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a post's HTML (rounded up, at least 1). */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / READ_WORDS_PER_MINUTE));
}

/** The read time a post shows, e.g. '3 min read'. */
export function readTimeLabel(html: string): string {
  return `${readTimeMinutes(html)} min read`;
}

/** The whole dollars of a price as the catalogue writes it ('$104 USD', '$1,250'); null if none. */
export function priceDollars(price: string): number | null {
  const match = /^\s*\$?\s*(\d[\d,]*(?:\.\d+)?)/.exec(price);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/**
 * The discount badge of an offer, e.g. '-30%': only when staff set an original price above
 * the current one; otherwise none.
 */
export function discountLabel(
  currentPrice: string,
  originalPrice: string | undefined,
): string | undefined {
  if (!originalPrice) return undefined;
  const current = priceDollars(currentPrice);
  const original = priceDollars(originalPrice);
  if (current === null || original === null || original <= current) return undefined;
  const percent = Math.round(((original - current) / original) * 100);
  return percent > 0 ? `-${percent}%` : undefined;
}

/** The original price must be above the current one (the studio's message). */
export const ORIGINAL_PRICE_NOT_ABOVE = 'The original price must be above the current price';

/**
 * The marketing figures (one value per claim, site-wide), kept in the database and edited by
 * staff in the admin's "Site figures" section. Counts are shown as "N+" and the satisfaction
 * as a percentage.
 */
export const siteFigureKeys = [
  'travelers',
  'families',
  'weddings',
  'partners',
  'ownerSatisfaction',
] as const;
export type SiteFigureKey = (typeof siteFigureKeys)[number];
/** The figures, one whole number each (bounds: siteFiguresSchema). */
export type SiteFigures = Record<SiteFigureKey, number>;

/** Each figure's label where it is shown. */
export const siteFigureLabels: Record<SiteFigureKey, string> = {
  travelers: 'Travelers trust us',
  families: 'Families hosted',
  weddings: 'Weddings planned',
  partners: 'Local partners',
  ownerSatisfaction: 'Owner satisfaction',
};

/** A figure as a page shows it: '227,000+', '95%'. */
export function siteFigureValue(key: SiteFigureKey, figures: SiteFigures): string {
  const value = figures[key];
  // groupDigits, not toLocaleString: a page's first Intl number formatter is a long task.
  return key === 'ownerSatisfaction' ? `${value}%` : `${groupDigits(value)}+`;
}

/** A figure strip's item: its value and label. */
export function siteFigure(
  key: SiteFigureKey,
  figures: SiteFigures,
): { value: string; label: string } {
  return { value: siteFigureValue(key, figures), label: siteFigureLabels[key] };
}
