/**
 * The contract between the server and the site's server renderer (the site's
 * entry-server, which the server imports from the site's build): what the server passes in
 * and what a render gives back. Types only.
 */

/** The brand facts a deployment may change at run time (the server's environment). */
export interface BrandOverrides {
  publicBaseUrl?: string;
  contactEmail?: string;
  phone?: string;
  whatsappNumber?: string;
}

/** An API answer, as the server's own routes gave it (in-process, no network). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface RenderRequest {
  /** Path and query of the request, e.g. "/blog/some-post?x=1". */
  url: string;
  /** GETs an API path through the server's own routes. */
  fetchApi: (path: string) => Promise<ApiAnswer>;
}

/**
 * A page's largest image: a plain URL, or a responsive picture (docs/media.md, "On pages"),
 * preloaded as the `<picture>`'s first source so the browser fetches the one file it shows.
 */
export type LcpImage = string | { href: string; srcSet: string; sizes: string; type: string };

export type RenderResult =
  | { kind: 'redirect'; status: 301; location: string }
  | {
      kind: 'page';
      status: number;
      /** Head tags (title, meta, links, JSON-LD) as HTML. */
      head: string;
      /** The rendered app, for inside #root. */
      html: string;
      /** The page-state script (dehydrated cache and brand) as HTML. */
      stateScript: string;
      /** Build-manifest keys of the page's module, for modulepreload and CSS links. */
      modules: string[];
      /** The page's largest image, preloaded with high priority. */
      lcpImage?: LcpImage;
    };

/** What the site's server entry exports. */
export interface SiteRenderer {
  /** Called once at the server's start with its deployment settings. */
  configure(options: { brand: BrandOverrides }): void;
  render(request: RenderRequest): Promise<RenderResult>;
}
