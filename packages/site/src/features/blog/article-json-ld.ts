import { absoluteUrl, brand } from '../../lib/brand.ts';

/** schema.org Article for a blog post; the organisation is author and publisher (docs/catalogue.md). */
export function articleJsonLd(post: {
  title: string;
  excerpt: string;
  imageUrl: string;
  date: string;
  slug: string;
}): Record<string, unknown> {
  const organisation = { '@type': 'Organization', name: brand.siteTitle, url: brand.publicBaseUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.imageUrl),
    datePublished: post.date,
    mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
    author: organisation,
    publisher: organisation,
  };
}
