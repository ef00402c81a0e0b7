import { apiPaths, type BlogPost, type BlogPostSummary } from '@cabo/contract';
import { catalogueHandlers } from './catalogue-helpers.ts';
import { mockBlogPosts, mockBlogPostSummaries } from './fixtures.ts';

/** Handler groups: `blog` (default), `blogEmpty`, `blogError`, `blogSlow`. */
export const {
  ok: blog,
  empty: blogEmpty,
  error: blogError,
  slow: blogSlow,
} = catalogueHandlers<BlogPostSummary, BlogPost>({
  listPath: apiPaths.blog,
  detailPath: apiPaths.blogPost,
  list: mockBlogPostSummaries,
  find: (slug) => mockBlogPosts.find((p) => p.slug === slug),
  notFoundMessage: 'Blog Post Not Found',
});
