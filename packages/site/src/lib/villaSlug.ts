/**
 * The villa page slug from a villa's name (spec 000 §3.2: drop a leading "Villa", lower-case,
 * runs of other characters to one hyphen, prefix "villa-"). GET /api/villas sends the spec's
 * record, which has no slug, so links are derived with the same rule as the server's parser.
 */
export function villaSlug(name: string): string {
  const base = name
    .trim()
    .replace(/^villa\s+/i, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `villa-${base}`;
}
