import { publicApiPaths, type BlogPostSummary } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/blog (newest first); the home page shows the first three. */
export const useLatestPosts = () =>
  useQuery<BlogPostSummary[], Error, BlogPostSummary[]>({
    queryKey: [publicApiPaths.blog],
    select: (posts) => posts.slice(0, 3),
  });
