import { ALL_POSTS, blogCategories, type BlogPostSummary } from '@cabo/contract';
import { listQuery, oneOfField } from '../../lib/listQuery.ts';

/** A category's value in the URL: 'Local Guides' → 'local-guides'. */
export const blogCategoryKey = (category: string) => category.toLowerCase().replace(/\s+/g, '-');

export interface BlogFilters {
  category: string;
}

/**
 * The blog index's state in the URL (docs/catalogue.md, "Blog"): ?category=local-guides, left
 * out for every post, so a shared or reloaded link shows the same posts, rendered by the server.
 */
export const blogListQuery = listQuery<BlogFilters>({
  category: oneOfField<string>('category', blogCategories.map(blogCategoryKey), ALL_POSTS),
});

/** The categories that have posts, in the order they first appear (newest first), as chips. */
export const blogChips = (posts: readonly BlogPostSummary[]): [string, string][] =>
  [...new Set(posts.map((p) => p.category))].map((c) => [blogCategoryKey(c), c]);

/** The posts of the chosen category, newest first as served. */
export const blogPostsShown = <P extends Pick<BlogPostSummary, 'category'>>(
  posts: readonly P[],
  filters: BlogFilters,
): P[] =>
  filters.category === ALL_POSTS
    ? [...posts]
    : posts.filter((p) => blogCategoryKey(p.category) === filters.category);
