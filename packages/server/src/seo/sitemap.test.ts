import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  it('writes absolute URLs on the public base URL, escaped, with lastmod where known', () => {
    const xml = sitemapXml('https://cabo.example', [
      { path: '/' },
      { path: '/blog/a&b', lastmod: new Date('2026-02-03T04:05:06.789Z') },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://cabo.example/</loc></url>',
        '  <url><loc>https://cabo.example/blog/a&amp;b</loc><lastmod>2026-02-03T04:05:06Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('robotsTxt', () => {
  it('names the sitemap on the public base URL', () => {
    expect(robotsTxt('https://cabo.example/')).toContain(
      'Sitemap: https://cabo.example/sitemap.xml',
    );
  });
});
