import { publicApiPaths, type BlogPostSummary } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/blog: every post, newest first, without content. */
export const useBlogPosts = () => useQuery<BlogPostSummary[]>({ queryKey: [publicApiPaths.blog] });
