import { BlogCard, BlogFilterBar, CardGrid, CardGridItem } from '@cabo/ui';
import { useMemo } from 'react';
import { ListPage } from '../../../lib/ListPage.tsx';
import { useHead } from '../../../lib/head.ts';
import { useListState } from '../../../lib/useListState.ts';
import { useBlogPosts } from '../api/get-blog-posts.ts';
import { blogChips, blogListQuery, blogPostsShown } from '../blog-list.ts';
import * as styles from './Blog.css';

/**
 * /blog (docs/catalogue.md, "Blog"): the category chips, the featured post and the rest. The
 * category lives in the URL (useListState), so a shared link shows the same posts and the
 * server renders them.
 */
export default function BlogIndexPage() {
  useHead({
    title: 'Cabo Travel Blog',
    description:
      'Local guides, luxury travel tips and wedding planning advice for Cabo San Lucas and Los Cabos, written by people who live here.',
    path: '/blog',
  });
  const posts = useBlogPosts();
  const all = useMemo(() => posts.data ?? [], [posts.data]);
  const { filters, setFilters, clearFilters } = useListState(blogListQuery);
  const categories = useMemo(() => blogChips(all), [all]);
  const shown = blogPostsShown(all, filters);
  const [first, ...rest] = shown;

  return (
    <ListPage
      hero={{
        tone: 'sea',
        title: 'Cabo Travel Blog',
        intro:
          'Hidden beaches, yacht days, wedding planning and the tables locals book: stories and advice from Los Cabos.',
      }}
      query={posts}
      noun="blog"
      loading={<p role="status">Loading posts…</p>}
      filtersSpace="xl"
      filterBar={
        <BlogFilterBar
          categories={categories}
          value={filters.category}
          resultCount={shown.length}
          total={all.length}
          onChange={(category) => setFilters({ category })}
          onClear={clearFilters}
        />
      }
    >
      {first ? (
        <div className={styles.featured}>
          <BlogCard post={first} variant="featured" headingLevel={2} eager />
        </div>
      ) : (
        <p>No posts in this category yet.</p>
      )}
      <CardGrid aria-label="More posts">
        {rest.map((post) => (
          <CardGridItem key={post.slug}>
            <BlogCard post={post} />
          </CardGridItem>
        ))}
      </CardGrid>
    </ListPage>
  );
}
