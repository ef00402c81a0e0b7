import { BlogCard, CardGrid, CardGridItem, Hero } from '@cabo/ui';
import { useMemo, useState } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { useHead } from '../../../lib/head.ts';
import { useBlogPosts } from '../api/get-blog-posts.ts';
import * as styles from './Blog.css';

const ALL = 'All Posts';

export default function BlogIndexPage() {
  useHead({
    title: 'Cabo Travel Blog',
    description:
      'Local guides, luxury travel tips and wedding planning advice for Cabo San Lucas and Los Cabos, written by people who live here.',
    path: '/blog',
  });
  const posts = useBlogPosts();
  const [category, setCategory] = useState<string>(ALL);

  const categories = useMemo(
    () => [ALL, ...new Set((posts.data ?? []).map((p) => p.category))],
    [posts.data],
  );
  const shown = (posts.data ?? []).filter((p) => category === ALL || p.category === category);
  const [first, ...rest] = shown;

  return (
    <>
      <Hero
        tone="sea"
        title="Cabo Travel Blog"
        intro="Hidden beaches, yacht days, wedding planning and the tables locals book: stories and advice from Los Cabos."
      />
      <div className={styles.container}>
        {posts.isError ? (
          <p role="alert">The blog could not be loaded. Please try again later.</p>
        ) : posts.isPending ? (
          <p role="status">Loading posts…</p>
        ) : (
          <>
            <ToggleButtonGroup
              aria-label="Filter posts by category"
              className={styles.chips}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[category]}
              onSelectionChange={(keys: Set<Key>) => {
                const [next] = keys;
                if (next !== undefined) setCategory(String(next));
              }}
            >
              {categories.map((c) => (
                <ToggleButton key={c} id={c} className={styles.chip}>
                  {c}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {first ? (
              <div className={styles.featured}>
                <BlogCard post={first} variant="featured" headingLevel={2} eager />
              </div>
            ) : null}
            <CardGrid aria-label="More posts">
              {rest.map((post) => (
                <CardGridItem key={post.slug}>
                  <BlogCard post={post} />
                </CardGridItem>
              ))}
            </CardGrid>
          </>
        )}
      </div>
    </>
  );
}
