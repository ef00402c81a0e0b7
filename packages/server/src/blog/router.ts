import type Router from '@koa/router';
import { apiPaths } from '@cabo/contract';
import { catalogueRouter } from '../catalogue/router.ts';
import type { Database } from '../db/knex.ts';
import { findBlogPostBySlug, listBlogPosts } from './repository.ts';

export function blogRouter(db: Database): Router {
  return catalogueRouter(db, {
    list: { path: apiPaths.blog, load: listBlogPosts },
    detail: { path: apiPaths.blogPost, load: findBlogPostBySlug },
    notFound: 'Blog Post Not Found',
  });
}
