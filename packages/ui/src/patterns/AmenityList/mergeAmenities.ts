/**
 * `base` first, then the listing's own amenities that are not already there (compared without
 * case or surrounding spaces), keeping the first spelling (docs/stays.md: the villa base list).
 */
export function mergeAmenities(base: readonly string[], own: readonly string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const amenity of [...base, ...own]) {
    const key = amenity.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    merged.push(amenity.trim());
  }
  return merged;
}
