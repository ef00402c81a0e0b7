import { describe, expect, it } from 'vitest';
import { buildHead } from './head.ts';

const content = (tags: ReturnType<typeof buildHead>, id: string) =>
  tags.meta.find((m) => m.id === id)?.content;

describe('buildHead', () => {
  const tags = buildHead({
    title: 'Cabo Travel Blog',
    description: 'Stories from Los Cabos.',
    path: '/blog',
  });

  it('gives the title, description, canonical and the constants of docs/catalogue.md', () => {
    expect(tags.title).toBe('Cabo Travel Blog | Cabo Travel & Concierge');
    expect(content(tags, 'description')).toBe('Stories from Los Cabos.');
    expect(content(tags, 'keywords')).toBe('Cabo San Lucas, Los Cabos, Mexico, travel, tourism');
    expect(content(tags, 'robots')).toBe('index, follow');
    expect(content(tags, 'language')).toBe('en');
    expect(content(tags, 'theme-color')).toBe('#2F4F4F');
    expect(content(tags, 'og:locale')).toBe('en_US');
    expect(content(tags, 'twitter:site')).toBe('@Cabo');
    expect(tags.links).toEqual([
      { rel: 'canonical', href: 'http://localhost:3000/blog' },
      { rel: 'alternate', hreflang: 'en', href: 'http://localhost:3000/blog' },
      { rel: 'alternate', hreflang: 'x-default', href: 'http://localhost:3000/blog' },
    ]);
  });

  it('uses the default share image unless the page gives one', () => {
    expect(content(tags, 'og:image')).toBe('http://localhost:3000/images/brand/share.svg');
    const withImage = buildHead({
      ...{ title: 't', description: 'd', path: '/' },
      image: '/x.svg',
    });
    expect(content(withImage, 'twitter:image')).toBe('http://localhost:3000/x.svg');
  });

  it('marks a staff preview noindex, whatever the page', () => {
    const preview = buildHead({ title: 't', description: 'd', path: '/villas/x', preview: true });
    expect(content(preview, 'robots')).toBe('noindex');
  });
});
