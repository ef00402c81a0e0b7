import { publicApiPaths, type BlogPostSummary } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** How many of the newest posts the home page shows. */
const LATEST_POST_COUNT = 3;

/** GET /api/blog?limit=3: the page (and its state) carries the posts it shows, no more. */
export const latestPostsPath = `${publicApiPaths.blog}?limit=${LATEST_POST_COUNT}`;

/** The newest posts, newest first. */
export const useLatestPosts = () => useQuery<BlogPostSummary[]>({ queryKey: [latestPostsPath] });
