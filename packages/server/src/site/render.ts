import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import { inject } from 'light-my-request';
import type { BrandOverrides, LcpImage, SiteRenderer } from '@cabo/contract';
import { PREVIEW_HEADER } from '../content/preview.ts';
import { HYDRATION_START_SCRIPT } from './hydration-start.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** A rendered answer: a document with its status, or a redirect. */
export type RenderedPage =
  { kind: 'html'; status: number; html: string } | { kind: 'redirect'; location: string };

export interface RenderOptions {
  /** A signed-in editor's preview: items read with their drafts, and marked noindex. */
  preview?: boolean;
}

export interface PageRenderer {
  render(url: string, options?: RenderOptions): Promise<RenderedPage>;
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
/**
 * The preload of a page's largest image. A responsive picture is preloaded as its first
 * `<source>` (srcset, sizes and type, docs/media.md): the browser fetches the very file
 * the `<picture>` takes, or, without that format, nothing, never a second copy.
 */
function lcpPreload(image: LcpImage | undefined, html: string): string {
  if (!image) return '';
  if (typeof image !== 'string') {
    return (
      `<link rel="preload" as="image" href="${escapeAttr(image.href)}"` +
      ` imagesrcset="${escapeAttr(image.srcSet)}" imagesizes="${escapeAttr(image.sizes)}"` +
      ` type="${escapeAttr(image.type)}" fetchpriority="high">`
    );
  }
  const href = escapeAttr(image);
  return html.includes(`<link rel="preload" as="image" href="${href}"`)
    ? ''
    : `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
}

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
  /** Sent with the page's API requests of a preview (content/preview.ts). */
  previewSecret?: string;
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
        .replace(/<\/style/gi, '<\\/style');
      cssText.set(href, text);
    }
    // The disabled link is never fetched; it marks the file as present, so the browser code,
    // on loading a page chunk that lists it, does not download it again.
    const attr = escapeAttr(href);
    return `<style data-href="${attr}">${text}</style><link rel="stylesheet" href="${attr}" disabled>`;
  };
  const template = fs
    .readFileSync(templateFile, 'utf8')
    .replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g, (_tag, href: string) =>
      inlineCss(href),
    );
  // A server-rendered page starts the same entry, and the chunks it imports, after its first
  // paint (./hydration-start.ts): nothing but the HTML and the largest image comes first.
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entryPreload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const entrySrc = template.match(entryScript)?.[1];
  if (!entrySrc) throw new Error(`${templateFile} has no module script`);
  const entryPreloads = [...template.matchAll(entryPreload)].map((m) => m[1]!);
  const pageTemplate = template.replace(entryPreload, '').replace(entryScript, '');
  const startScript = (preloads: string[]) =>
    `<script data-entry="${escapeAttr(entrySrc)}" data-preload="${escapeAttr(preloads.join(' '))}">${HYDRATION_START_SCRIPT}</script>`;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // What index.html already loads; a page links only the chunks beyond these.
  const entryChunks = chunkClosure(manifest, 'index.html');
  const entryCss = new Set([...entryChunks].flatMap((key) => manifest[key]?.css ?? []));

  /** A page's chunks beyond the entry's: their CSS inline, their files to preload. */
  const pageChunks = (modules: string[]) => {
    const keys = new Set<string>();
    for (const m of modules) chunkClosure(manifest, m, keys);
    const styles: string[] = [];
    const files: string[] = [];
    for (const key of keys) {
      if (entryChunks.has(key)) continue;
      const chunk = manifest[key]!;
      for (const css of chunk.css ?? []) if (!entryCss.has(css)) styles.push(inlineCss(`/${css}`));
      files.push(`/${chunk.file}`);
    }
    return { styles: styles.join(''), files };
  };

  let handler: ReturnType<Koa['callback']> | undefined;
  const fetchApi = async (apiPath: string, preview = false) => {
    // The same API routes a browser calls, in-process: one data path for both.
    handler ??= options.app.callback();
    const res = await inject(handler, {
      method: 'GET',
      url: apiPath,
      headers: {
        accept: 'application/json',
        // With a cookie the fast path, which answers by the path alone, lets the request by.
        ...(preview && options.previewSecret
          ? { [PREVIEW_HEADER]: options.previewSecret, cookie: 'preview=1' }
          : {}),
      },
    });
    const json = String(res.headers['content-type'] ?? '').includes('application/json');
    return { status: res.statusCode, body: json ? res.json() : res.payload };
  };

  return {
    async render(url, { preview = false } = {}) {
      const result = await entry.render({ url, fetchApi: (p) => fetchApi(p, preview) });
      if (result.kind === 'redirect') return { kind: 'redirect', location: result.location };
      // The largest image is the one request the first paint waits for (the page's LCP).
      // React preloads an <img fetchPriority="high"> itself; a poster or background it does not.
      const lcpLink = lcpPreload(result.lcpImage, result.html);
      const chunks = pageChunks(result.modules);
      const pageHead = preview
        ? result.head.replace(
            /<meta name="robots" content="[^"]*"/,
            '<meta name="robots" content="noindex"',
          )
        : result.head;
      const head = pageHead + lcpLink + chunks.styles;
      const html = pageTemplate
        // The page's own theme-color comes with its head tags.
        .replace(/<meta name="theme-color"[^>]*>\s*/, '')
        .replace(/<title>[\s\S]*?<\/title>/, () => head)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${result.html}</div>${result.stateScript}` +
            startScript([...entryPreloads, ...chunks.files]),
        );
      return { kind: 'html', status: result.status, html };
    },
  };
}
