import Router from '@koa/router';
import { apiPaths, type BlogPostSummary } from '@cabo/contract';
import type { Knex } from 'knex';
import { notFound } from '../catalogue/not-found.ts';
import { findBlogPostBySlug, listBlogPosts } from './repository.ts';

export function blogRouter(knex: Knex): Router {
  const router = new Router();
  router.get(apiPaths.blog, async (ctx) => {
    const body: BlogPostSummary[] = await listBlogPosts(knex);
    ctx.body = body;
  });
  router.get(apiPaths.blogPost, async (ctx) => {
    const post = await findBlogPostBySlug(knex, ctx.params.slug!);
    if (!post) throw notFound('Blog Post Not Found');
    ctx.body = post;
  });
  return router;
}
