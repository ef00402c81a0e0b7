import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import { inject } from 'light-my-request';
import type { BrandOverrides, SiteRenderer } from '@cabo/contract';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
}

/**
 * The Latin text and heading faces every page uses (the theme's Inter and Playfair Display
 * 600): preloaded, they are there for the first paint, so no text reflows when they arrive.
 */
const PRELOADED_FONTS =
  /\/(inter-latin-wght-normal|playfair-display-latin-600-normal)-[\w-]+\.woff2$/;
type Manifest = Record<string, ManifestChunk>;

/** A rendered answer: a document with its status, or a redirect. */
export type RenderedPage =
  { kind: 'html'; status: number; html: string } | { kind: 'redirect'; location: string };

export interface PageRenderer {
  render(url: string): Promise<RenderedPage>;
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Every file a chunk needs before it runs: its own, its static imports', and their CSS. */
function chunkClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) chunkClosure(manifest, dep, into);
  return into;
}

/**
 * Where the site's build is: `siteDist` holds the browser build (index.html, assets and
 * .vite/manifest.json); the renderer sits beside it in dist-ssr/entry-server.js.
 * Without a renderer build the server still serves the browser build as a single-page app.
 */
export function ssrEntryPath(siteDist: string): string {
  return path.join(path.dirname(path.resolve(siteDist)), 'dist-ssr', 'entry-server.js');
}

/**
 * Renders public pages on the server (docs/architecture.md, "How a page renders"): the
 * route's queries are answered in-process by the app's own API routes, the site renders
 * the page, and the result is written into the built index.html with the page's head,
 * the links to its chunks and CSS, and the page state the browser hydrates from.
 */
export async function createPageRenderer(options: {
  siteDist: string;
  /** The Koa app whose API routes answer the page's queries (no network hop). */
  app: Koa;
  brand: BrandOverrides;
}): Promise<PageRenderer | null> {
  const entryFile = ssrEntryPath(options.siteDist);
  const templateFile = path.join(options.siteDist, 'index.html');
  const manifestFile = path.join(options.siteDist, '.vite', 'manifest.json');
  if (![entryFile, templateFile, manifestFile].every((f) => fs.existsSync(f))) return null;

  const entry = (await import(pathToFileURL(entryFile).href)) as SiteRenderer;
  entry.configure({ brand: options.brand });
  // Styles go inline: a page paints from its HTML alone, with no request blocking the first
  // paint (the whole stylesheet is a few KB compressed). The CSP allows inline styles.
  const cssText = new Map<string, string>();
  const inlineCss = (href: string) => {
    let text = cssText.get(href);
    if (text === undefined) {
      text = fs
        .readFileSync(path.join(options.siteDist, href), 'utf8')
        // A server-rendered page is readable at once: a face that arrives after the first
        // paint must not reflow it (layout shift). The text faces are preloaded and almost
        // always in time; otherwise the metric-matched fallback stays for that page view.
        .replace(/font-display:\s*swap/g, 'font-display:optional')
        .replace(/<\/style/gi, '<\\/style');
      cssText.set(href, text);
    }
    // The print-only link marks the file as present, so the browser code, on loading a page
    // chunk that lists it, does not add it again (it would re-apply the faces as "swap").
    const attr = escapeAttr(href);
    return `<style data-href="${attr}">${text}</style><link rel="stylesheet" href="${attr}" media="print">`;
  };
  const template = fs
    .readFileSync(templateFile, 'utf8')
    .replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g, (_tag, href: string) =>
      inlineCss(href),
    )
    // Scripts only hydrate what is already on screen: the fonts and the largest image go first.
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // What index.html already loads; a page links only the chunks beyond these.
  const entryChunks = chunkClosure(manifest, 'index.html');
  const entryCss = new Set([...entryChunks].flatMap((key) => manifest[key]?.css ?? []));
  const fontLinks = (manifest['index.html']?.assets ?? [])
    .filter((asset) => PRELOADED_FONTS.test(`/${asset}`))
    .map((asset) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${asset}">`)
    .join('');

  const pageLinks = (modules: string[]) => {
    const keys = new Set<string>();
    for (const m of modules) chunkClosure(manifest, m, keys);
    const links: string[] = [];
    for (const key of keys) {
      if (entryChunks.has(key)) continue;
      const chunk = manifest[key]!;
      for (const css of chunk.css ?? []) if (!entryCss.has(css)) links.push(inlineCss(`/${css}`));
      links.push(
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk.file}">`,
      );
    }
    return links.join('');
  };

  let handler: ReturnType<Koa['callback']> | undefined;
  const fetchApi = async (apiPath: string) => {
    // The same API routes a browser calls, in-process: one data path for both.
    handler ??= options.app.callback();
    const res = await inject(handler, {
      method: 'GET',
      url: apiPath,
      headers: { accept: 'application/json' },
    });
    const json = String(res.headers['content-type'] ?? '').includes('application/json');
    return { status: res.statusCode, body: json ? res.json() : res.payload };
  };

  return {
    async render(url) {
      const result = await entry.render({ url, fetchApi });
      if (result.kind === 'redirect') return { kind: 'redirect', location: result.location };
      if (result.kind === 'client-only') return { kind: 'html', status: 200, html: template };
      // The largest image first: it is the page's LCP, and it competes with the faces.
      const lcpLink = result.lcpImage
        ? `<link rel="preload" as="image" href="${escapeAttr(result.lcpImage)}" fetchpriority="high">`
        : '';
      const head = result.head + lcpLink + fontLinks + pageLinks(result.modules);
      const html = template
        // The page's own theme-color comes with its head tags.
        .replace(/<meta name="theme-color"[^>]*>\s*/, '')
        .replace(/<title>[\s\S]*?<\/title>/, () => head)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${result.html}</div>${result.stateScript}`,
        );
      return { kind: 'html', status: result.status, html };
    },
  };
}
