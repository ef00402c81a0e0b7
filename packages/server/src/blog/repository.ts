import { readTimeLabel, type BlogPost, type BlogPostSummary } from '@cabo/contract';
import type { Knex } from 'knex';
import { withCovers, withOwnPictures, type Row } from '../media/pictures.ts';

export interface BlogPostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content?: string;
  image_url: string;
  category: BlogPost['category'];
  author: string;
  date: string;
  cta_type: BlogPost['ctaType'];
}

// `date` as text: pg would turn a date into a local-midnight Date and shift the day.
const summaryColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'image_url',
  'category',
  'author',
  // The read time is counted from the words (readTimeLabel), so the list reads them too.
  'content',
  'cta_type',
  'gallery_ids',
] as const;

export function blogPostSummaryFromRow(row: BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.image_url,
    category: row.category,
    author: row.author,
    date: row.date,
    readTime: readTimeLabel(row.content ?? ''),
    ctaType: row.cta_type,
  };
}

/** Newest first. */
export async function listBlogPosts(knex: Knex): Promise<BlogPostSummary[]> {
  const rows = (await knex('blog_posts')
    .select(...summaryColumns, knex.raw(`to_char(date, 'YYYY-MM-DD') as date`))
    .where('status', 'published')
    .orderBy([
      { column: 'blog_posts.date', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])) as BlogPostRow[];
  return withCovers(knex, rows, (row) => blogPostSummaryFromRow(row));
}

export async function findBlogPostBySlug(knex: Knex, slug: string): Promise<BlogPost | undefined> {
  const row = (await knex('blog_posts')
    .select(...summaryColumns, knex.raw(`to_char(date, 'YYYY-MM-DD') as date`))
    .where({ slug, status: 'published' })
    .first()) as BlogPostRow | undefined;
  return withOwnPictures(
    knex,
    row as Row | undefined,
    row && { ...blogPostSummaryFromRow(row), content: row.content ?? '' },
  );
}
