import { catalogueBlogPosts } from '@cabo/data';
import { describe, expect, it } from 'vitest';
import { blogChips, blogListQuery, blogPostsShown } from './blog-list.ts';

const posts = catalogueBlogPosts();
const none = blogListQuery.parse('');

describe('the blog index (docs/catalogue.md, "Blog")', () => {
  it('reads the category from the URL, every post without one', () => {
    expect(none).toEqual({ category: 'all' });
    expect(blogListQuery.format(none)).toBe('');
    expect(blogListQuery.parse('category=local-guides')).toEqual({ category: 'local-guides' });
    expect(blogListQuery.parse('category=Weddings')).toEqual(none);
    expect(blogListQuery.activeCount({ category: 'weddings' })).toBe(1);
    expect(blogListQuery.cleared({ category: 'weddings' })).toEqual(none);
  });

  it("shows the category's posts, newest first as served", () => {
    expect(blogPostsShown(posts, none)).toEqual(posts);
    const weddings = blogPostsShown(posts, { category: 'weddings' });
    expect(weddings.length).toBeGreaterThan(0);
    expect(weddings.length).toBeLessThan(posts.length);
    expect(weddings).toEqual(posts.filter((p) => p.category === 'Weddings'));
  });

  it('offers a chip per category that has posts, by its URL value', () => {
    const chips = blogChips(posts);
    expect(chips.map(([, label]) => label).sort()).toEqual(
      [...new Set(posts.map((p) => p.category))].sort(),
    );
    expect(chips).toContainEqual(['local-guides', 'Local Guides']);
  });
});
