import { apiPaths, type BlogPost, type BlogPostSummary } from '@cabo/contract';
import { http, HttpResponse } from 'msw';
import { getError, getSlow, notFound } from './catalogue-helpers.ts';
import { mockBlogPosts, mockBlogPostSummaries } from './fixtures.ts';

/** Handler groups: `blog` (default), `blogEmpty`, `blogError`, `blogSlow`. */
export const blog = [
  http.get(apiPaths.blog, () => HttpResponse.json<BlogPostSummary[]>(mockBlogPostSummaries)),
  http.get(apiPaths.blogPost, ({ params }) => {
    const post = mockBlogPosts.find((p) => p.slug === params.slug);
    return post ? HttpResponse.json<BlogPost>(post) : notFound('Blog Post Not Found');
  }),
];

export const blogEmpty = [
  http.get(apiPaths.blog, () => HttpResponse.json<BlogPostSummary[]>([])),
  http.get(apiPaths.blogPost, () => notFound('Blog Post Not Found')),
];

export const blogError = getError(apiPaths.blog, apiPaths.blogPost);
export const blogSlow = getSlow(apiPaths.blog, apiPaths.blogPost);
