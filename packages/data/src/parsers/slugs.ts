import type { AdventureCategory } from '@cabo/contract';

/** Removes accents so 'Paraíso' and 'José' become 'paraiso' and 'jose' instead of losing letters. */
function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Lower-case, every run of non-alphanumerics to one hyphen, no hyphens at the ends. */
export function slugify(text: string): string {
  return stripDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Resort slug: derived from the name (docs/stays.md). */
export function resortSlug(name: string): string {
  return slugify(name);
}

/**
 * Villa slug (docs/stays.md): strip a leading word Villa, lower-case, replace every run of
 * non-alphanumerics with one hyphen, trim hyphens from the ends, prefix villa-.
 */
export function villaSlug(name: string): string {
  return `villa-${slugify(name.trim().replace(/^villa\s+/i, ''))}`;
}

// Duration phrases that may appear in an adventure title: '3 Hours', '2-Hour', '90 min',
// 'Half Day', 'Full-Day'.
const durationPattern =
  /\b\d+(?:\.\d+)?\s*-?\s*(?:hours?|hrs?|minutes?|mins?|days?)\b|\b(?:half|full)[\s-]*day\b/gi;
const productPattern = /\bcabo\b/gi;

/**
 * Adventure slug (docs/adventures-and-restaurants.md): the title without duration words and without the word
 * 'Cabo' ({product}), non-alphanumerics turned into hyphens, the first 3 segments kept.
 * The adventure's own duration text is removed too when the title repeats it.
 */
export function adventureSlug(title: string, duration = ''): string {
  let text = title;
  const ownDuration = duration.trim();
  if (ownDuration) text = text.split(new RegExp(escapeRegExp(ownDuration), 'gi')).join(' ');
  text = text.replace(durationPattern, ' ').replace(productPattern, ' ');
  return slugify(text).split('-').filter(Boolean).slice(0, 3).join('-');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// In the spec's order: the first rule whose keyword the title contains wins.
const categoryRules: ReadonlyArray<readonly [AdventureCategory, readonly string[]]> = [
  ['luxury', ['luxury', 'private']],
  ['water', ['snorkel', 'whale', 'sailing']],
  ['land', ['camel', 'atv', 'outdoor']],
  ['family', ['family', 'kids']],
];

/**
 * Adventure category from title keywords (docs/adventures-and-restaurants.md), case-insensitive substring match
 * ('Snorkeling' contains 'snorkel'). A title matching no rule has no category.
 */
export function adventureCategory(title: string): AdventureCategory | undefined {
  const lower = title.toLowerCase();
  return categoryRules.find(([, words]) => words.some((word) => lower.includes(word)))?.[0];
}
