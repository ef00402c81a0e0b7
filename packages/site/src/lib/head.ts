import { createContext, useContext, useEffect } from 'react';
import type { LcpImage } from '@cabo/contract';
import { absoluteUrl, brand } from './brand.ts';

/** Search metadata constants (docs/catalogue.md), shared by every page. */
export const searchMeta = {
  keywords: 'Cabo San Lucas, Los Cabos, Mexico, travel, tourism',
  robots: 'index, follow',
  language: 'en',
  ogLocale: 'en_US',
  themeColor: '#2F4F4F',
} as const;

/** Site pages search engines should not index (robots.txt disallows /test-forms as well; a
 * visitor's own pages, /requests and /account, also answer `X-Robots-Tag: noindex`; the admin
 * is an app of its own, sent with its own noindex). */
export const noindexPrefixes = ['/test-forms', '/requests', '/account'];
const isNoindex = (path: string) =>
  noindexPrefixes.some((p) => path === p || path.startsWith(`${p}/`));

export interface HeadInput {
  /** Page title without the site suffix. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/blog/luxury-yacht-charters-guide". */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  /** Structured data (schema.org), written as one JSON-LD script. */
  jsonLd?: Record<string, unknown>;
  /** The page's largest image above the fold: the server preloads it with high priority. */
  lcpImage?: LcpImage;
  /** A staff preview of a draft (`?preview`, docs/admin.md): never indexed. */
  preview?: boolean;
}

export interface HeadTags {
  title: string;
  meta: { key: 'name' | 'property'; id: string; content: string }[];
  links: { rel: string; href: string; hreflang?: string }[];
  jsonLd?: string;
  lcpImage?: LcpImage;
}

/** Every head tag of a page, computed without touching the DOM (so it also runs on a server). */
export function buildHead(input: HeadInput): HeadTags {
  const title = `${input.title} | ${brand.siteTitle}`;
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? brand.defaultShareImage);
  const meta: HeadTags['meta'] = [
    { key: 'name', id: 'description', content: input.description },
    { key: 'name', id: 'keywords', content: searchMeta.keywords },
    {
      key: 'name',
      id: 'robots',
      content: input.preview
        ? 'noindex'
        : isNoindex(input.path)
          ? 'noindex, nofollow'
          : searchMeta.robots,
    },
    { key: 'name', id: 'language', content: searchMeta.language },
    { key: 'name', id: 'theme-color', content: searchMeta.themeColor },
    { key: 'property', id: 'og:title', content: title },
    { key: 'property', id: 'og:description', content: input.description },
    { key: 'property', id: 'og:url', content: url },
    { key: 'property', id: 'og:image', content: image },
    { key: 'property', id: 'og:type', content: input.type ?? 'website' },
    { key: 'property', id: 'og:locale', content: searchMeta.ogLocale },
    { key: 'property', id: 'og:site_name', content: brand.siteTitle },
    { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', id: 'twitter:site', content: brand.handle },
    { key: 'name', id: 'twitter:creator', content: brand.handle },
    { key: 'name', id: 'twitter:title', content: title },
    { key: 'name', id: 'twitter:description', content: input.description },
    { key: 'name', id: 'twitter:image', content: image },
  ];
  // One language today: the alternate links name it and the x-default fallback.
  const links: HeadTags['links'] = [
    { rel: 'canonical', href: url },
    { rel: 'alternate', hreflang: 'en', href: url },
    { rel: 'alternate', hreflang: 'x-default', href: url },
  ];
  return {
    title,
    meta,
    links,
    jsonLd: input.jsonLd ? JSON.stringify(input.jsonLd).replace(/</g, '\\u003c') : undefined,
    lcpImage: input.lcpImage,
  };
}

const MARK = 'data-page-head';

/** Writes the page's head tags; tags from the previous page are replaced, not piled up. */
export function applyHead(doc: Document, tags: HeadTags) {
  doc.title = tags.title;
  doc.head.querySelectorAll(`[${MARK}]`).forEach((el) => el.remove());
  const fresh: Element[] = [];
  for (const m of tags.meta) {
    doc.head.querySelector(`meta[${m.key}="${m.id}"]`)?.remove();
    const el = doc.createElement('meta');
    el.setAttribute(m.key, m.id);
    el.setAttribute('content', m.content);
    fresh.push(el);
  }
  for (const l of tags.links) {
    const el = doc.createElement('link');
    el.setAttribute('rel', l.rel);
    el.setAttribute('href', l.href);
    if (l.hreflang) el.setAttribute('hreflang', l.hreflang);
    fresh.push(el);
  }
  if (tags.jsonLd) {
    // Data, not code: a JSON-LD script created from JS is allowed by a CSP without inline scripts.
    const el = doc.createElement('script');
    el.setAttribute('type', 'application/ld+json');
    el.textContent = tags.jsonLd;
    fresh.push(el);
  }
  for (const el of fresh) {
    el.setAttribute(MARK, '');
    doc.head.append(el);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same tags as HTML, for the server to write into the document's head. */
export function headTagsToHtml(tags: HeadTags): string {
  const mark = `${MARK}=""`;
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map(
      (m) => `<meta ${m.key}="${escapeHtml(m.id)}" content="${escapeHtml(m.content)}" ${mark}>`,
    ),
    ...tags.links.map(
      (l) =>
        `<link rel="${escapeHtml(l.rel)}" href="${escapeHtml(l.href)}"` +
        (l.hreflang ? ` hreflang="${escapeHtml(l.hreflang)}"` : '') +
        ` ${mark}>`,
    ),
    // JSON-LD is data; buildHead already escaped every "<" so it cannot close the script.
    ...(tags.jsonLd ? [`<script type="application/ld+json" ${mark}>${tags.jsonLd}</script>`] : []),
  ].join('');
}

/** Where a server render collects the page's head; the browser has none and uses effects. */
export type HeadCollector = (tags: HeadTags) => void;
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/**
 * Sets the page's head. On the server the tags are collected during render and written
 * into the HTML; in the browser they are applied after render (no browser globals here).
 */
export function useHead(input: HeadInput) {
  const collector = useContext(HeadCollectorContext);
  // The innermost page renders last, so its head wins over the layout's.
  collector?.(buildHead(input));
  const serialized = JSON.stringify(input);
  useEffect(() => {
    // The server marks a preview noindex; the head written after hydration must keep it so.
    const preview = new URLSearchParams(window.location.search).has('preview');
    applyHead(document, buildHead({ ...(JSON.parse(serialized) as HeadInput), preview }));
  }, [serialized]);
}
