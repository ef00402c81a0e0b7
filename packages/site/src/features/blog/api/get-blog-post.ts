import { apiPath, apiPaths, type BlogPost } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { api } from '../../../lib/api.ts';

/** GET /api/blog/:slug; an unknown slug (404) resolves to null so the page can say so. */
export const useBlogPost = (slug: string) =>
  useQuery<BlogPost | null>({
    queryKey: [apiPath(apiPaths.blogPost, { slug })],
    queryFn: async () => {
      try {
        return await api.get(apiPath(apiPaths.blogPost, { slug })).json<BlogPost>();
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 404) return null;
        throw error;
      }
    },
  });
