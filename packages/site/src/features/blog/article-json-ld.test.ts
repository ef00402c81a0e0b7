import { describe, expect, it } from 'vitest';
import { buildHead } from '../../lib/head.ts';
import { articleJsonLd } from './article-json-ld.ts';

const content = (tags: ReturnType<typeof buildHead>, id: string) =>
  tags.meta.find((m) => m.id === id)?.content;

describe('articleJsonLd', () => {
  it('writes Article JSON-LD with the organisation as author and publisher, escaped for a script', () => {
    const post = {
      title: 'Yachts </script><script>alert(1)</script>',
      excerpt: 'e',
      imageUrl: '/images/blog/y.svg',
      date: '2025-03-02',
      slug: 'y',
    };
    const head = buildHead({
      title: post.title,
      description: post.excerpt,
      path: '/blog/y',
      type: 'article',
      jsonLd: articleJsonLd(post),
    });
    expect(head.jsonLd).not.toContain('</script>');
    const data = JSON.parse(head.jsonLd ?? '{}');
    expect(data['@type']).toBe('Article');
    expect(data.author).toEqual(data.publisher);
    expect(data.author['@type']).toBe('Organization');
    expect(data.headline).toBe(post.title);
    expect(content(head, 'og:type')).toBe('article');
  });
});
