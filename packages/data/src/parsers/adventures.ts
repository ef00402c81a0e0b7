import type { AdventureCategory } from '@cabo/contract';
import { adventureCategory, adventureSlug } from './slugs.ts';

export interface DerivedAdventureFields {
  id: number;
  slug: string;
  category: AdventureCategory | undefined;
}

/**
 * Adds the derived fields (docs/adventures-and-restaurants.md): id (position from 1), slug from the title and
 * category from title keywords. Two titles giving the same slug would make one adventure
 * unreachable, so that is an error here rather than a silent overwrite in the seed.
 */
export function withDerivedAdventureFields<T extends { title: string; duration: string }>(
  sources: readonly T[],
): Array<T & DerivedAdventureFields> {
  const seen = new Set<string>();
  return sources.map((source, index) => {
    const slug = adventureSlug(source.title, source.duration);
    if (!slug || seen.has(slug)) {
      throw new Error(`Adventure "${source.title}" gives an empty or repeated slug "${slug}"`);
    }
    seen.add(slug);
    return { ...source, id: index + 1, slug, category: adventureCategory(source.title) };
  });
}
