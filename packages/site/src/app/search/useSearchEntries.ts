import {
  apiPaths,
  type Adventure,
  type BlogPostSummary,
  type ResortSummary,
  type Restaurant,
  type VillaSummary,
} from '@cabo/contract';
import type { SearchEntry } from '@cabo/ui';
import { useQueries } from '@tanstack/react-query';
import { villaSlug } from '@cabo/data/parsers/slugs';

/**
 * The site search index, built from the catalogue lists (the same cached queries the list
 * pages use). Loaded only once the search dialog is first opened.
 */
export function useSearchEntries(enabled: boolean) {
  return useQueries({
    queries: [
      { queryKey: [apiPaths.resorts], enabled },
      { queryKey: [apiPaths.villas], enabled },
      { queryKey: [apiPaths.adventures], enabled },
      { queryKey: [apiPaths.restaurants], enabled },
      { queryKey: [apiPaths.blog], enabled },
    ],
    combine: (results) => {
      const [resorts, villas, adventures, restaurants, posts] = results.map((r) => r.data) as [
        ResortSummary[] | undefined,
        VillaSummary[] | undefined,
        Adventure[] | undefined,
        Restaurant[] | undefined,
        BlogPostSummary[] | undefined,
      ];
      const entries: SearchEntry[] = [
        ...(resorts ?? []).map((r) => ({
          kind: 'Resorts' as const,
          title: r.name,
          href: `/resorts/${r.slug}`,
          detail: r.location,
        })),
        ...(villas ?? []).map((v) => ({
          kind: 'Villas' as const,
          title: v.name,
          href: `/villas/${villaSlug(v.name)}`,
          detail: v.location,
        })),
        ...(adventures ?? []).map((a) => ({
          kind: 'Adventures' as const,
          title: a.title,
          href: `/adventures/${a.slug}`,
          detail: a.duration,
        })),
        ...(restaurants ?? []).map((r) => ({
          kind: 'Restaurants' as const,
          title: r.name,
          href: `/restaurants/${r.id}`,
          detail: `${r.cuisine} · ${r.location}`,
        })),
        ...(posts ?? []).map((p) => ({
          kind: 'Posts' as const,
          title: p.title,
          href: `/blog/${p.slug}`,
          detail: p.category,
        })),
      ];
      return { entries, isLoading: enabled && results.some((r) => r.isPending) };
    },
  });
}
