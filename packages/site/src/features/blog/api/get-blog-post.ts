import { apiPath, publicApiPaths, type BlogPost } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/blog/:slug; an unknown slug (404) is null, so the page can say so. */
export const useBlogPost = (slug: string) =>
  useQuery<BlogPost | null>({ queryKey: [apiPath(publicApiPaths.blogPost, { slug })] });
