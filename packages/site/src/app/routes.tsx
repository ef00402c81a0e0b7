import {
  CONFIRM_EMAIL_PATH,
  MY_REQUESTS_PATH,
  adventureActivities,
  apiPath,
  publicApiPaths,
  requestApiPath,
} from '@cabo/contract';
import type { SitePictureSet } from '@cabo/data/site-pictures';
import { sitePicturesPath } from '../lib/sitePictures.ts';
import { featuredVillasPath } from '../features/home/api/get-featured-villas.ts';
import { latestPostsPath } from '../features/home/api/get-latest-posts.ts';
import { guideTopics } from '@cabo/data/guide-topics';
import type { ComponentType } from 'react';
import { loadable, type Loadable } from '../lib/loadable.tsx';
import { nextTask } from '../lib/nextTask.ts';

/**
 * The one route table: each public route names its page module and the API paths its page
 * reads (their query keys). The server answers those queries before rendering, and the
 * browser hydrates from the same cache (docs/architecture.md, "How a page renders").
 */

type PageProps = Record<string, string | undefined>;
interface PageModule {
  default: ComponentType<PageProps>;
  /**
   * Parts of the page in chunks of their own (a form with its schemas): loaded with the page,
   * so the server renders them and hydration finds them ready, but evaluated in a task of
   * their own rather than in the page's.
   */
  parts?: Loadable<never>[];
}

// Every page module, so a route names its page by path and the server can find the page's
// chunk and CSS in the build manifest (key: `src/features/…`).
const pageModules = import.meta.glob<PageModule>('../features/*/pages/*Page.tsx');

export interface LazyPage extends Loadable<PageProps> {
  /** The page's module and its parts' (known once loaded), for the server's links. */
  moduleIds: () => string[];
}

/** A page loaded on demand, with its parts; once loaded it renders synchronously. */
function page(name: string): LazyPage {
  const moduleId = `src/features/${name}.tsx`;
  const load = pageModules[`../features/${name}.tsx`];
  if (!load) throw new Error(`No page module features/${name}.tsx`);
  let parts: Loadable<never>[] = [];
  const loaded = loadable(moduleId, async () => {
    const m = await load();
    parts = m.parts ?? [];
    // A module already downloaded runs as soon as it is imported: without a break, the parts
    // would run in the same task as the page.
    if (parts.length) await nextTask();
    await Promise.all(parts.map((part) => part.preload()));
    return m.default;
  });
  return { ...loaded, moduleIds: () => [moduleId, ...parts.map((part) => part.moduleId)] };
}

export interface RouteDef {
  /** wouter pattern. */
  path: string;
  page: LazyPage;
  /** Fixed props of the page (e.g. the pre-selected adventure category). */
  props?: PageProps;
  /**
   * API paths the page reads, from the route's params (and query string: a status page's
   * signed link); the server loads them first.
   */
  queries?: (params: PageProps, search: URLSearchParams) => string[];
}

export interface RedirectDef {
  path: string;
  /** Where it permanently moved (the server answers 301, the browser replaces the URL). */
  to: (params: PageProps) => string;
}

/**
 * Old landing links name adventures by slugs the slug rule no longer gives ("Cabo" is
 * dropped from slugs); they redirect to the adventure's real slug.
 */
export const adventureSlugAliases: Record<string, string> = {
  'luxury-cabo-sailing': 'luxury-sailing',
};

const param = (params: PageProps, name: string) => params[name] ?? '';

export const redirects: RedirectDef[] = [
  {
    path: '/adventure/:slug',
    to: (p) => {
      const slug = param(p, 'slug');
      return `/adventures/${encodeURIComponent(adventureSlugAliases[slug] ?? slug)}`;
    },
  },
  { path: '/concierge', to: () => '/group-trips/luxury-concierge' },
];

/**
 * The not-found page, in a chunk of its own (its search box would otherwise weigh on every
 * page's first load): the server loads it before rendering a 404 and links its chunk.
 */
export const notFoundPage = loadable('src/app/NotFoundPage.tsx', () =>
  import('./NotFoundPage.tsx').then((m) => m.NotFoundPage),
);

const adventures = page('adventures/pages/AdventuresListPage');
const guides = page('guides/pages/GuidesPage');

/**
 * The landing pages show the marketing figures staff keep (docs/catalogue.md, "Figures")
 * and their own pictures (docs/media.md, "Site pictures").
 */
const landing = (set: SitePictureSet) => () => [publicApiPaths.siteFigures, sitePicturesPath(set)];
/** A lead page (features/leads/pages/<name>Page.tsx): one page type, with its figures and pictures. */
const landingRoute = (path: string, name: string, set: SitePictureSet): RouteDef => ({
  path,
  page: page(`leads/pages/${name}Page`),
  queries: landing(set),
});
const guidePictures = () => [sitePicturesPath('guides')];

/** Public routes, in match order; an unmatched path renders the 404 page. */
export const publicRoutes: RouteDef[] = [
  {
    path: '/',
    page: page('home/pages/HomePage'),
    queries: () => [
      featuredVillasPath,
      latestPostsPath,
      publicApiPaths.siteFigures,
      sitePicturesPath('home'),
    ],
  },
  {
    path: '/resorts',
    page: page('resorts/pages/ResortsListPage'),
    queries: () => [publicApiPaths.resorts],
  },
  {
    path: '/resorts/:slug',
    page: page('resorts/pages/ResortDetailPage'),
    queries: (p) => [apiPath(publicApiPaths.resort, { slug: param(p, 'slug') })],
  },
  {
    path: '/villas',
    page: page('villas/pages/VillasListPage'),
    queries: () => [publicApiPaths.villas, publicApiPaths.pricingSettings],
  },
  {
    path: '/villas/:slug',
    page: page('villas/pages/VillaDetailPage'),
    queries: (p) => [
      apiPath(publicApiPaths.villa, { slug: param(p, 'slug') }),
      publicApiPaths.pricingSettings,
    ],
  },
  { path: '/adventures', page: adventures, queries: () => [publicApiPaths.adventures] },
  // Fixed paths listing one activity's tours (docs/catalogue.md).
  ...Object.keys(adventureActivities).map((activity) => ({
    path: `/adventures/${activity}`,
    page: adventures,
    props: { activity },
    queries: () => [publicApiPaths.adventures],
  })),
  {
    path: '/adventures/:slug',
    page: page('adventures/pages/AdventureDetailPage'),
    queries: (p) => [apiPath(publicApiPaths.adventure, { slug: param(p, 'slug') })],
  },
  { path: '/blog', page: page('blog/pages/BlogIndexPage'), queries: () => [publicApiPaths.blog] },
  {
    path: '/blog/:slug',
    page: page('blog/pages/BlogPostPage'),
    queries: (p) => [
      apiPath(publicApiPaths.blogPost, { slug: param(p, 'slug') }),
      publicApiPaths.blog,
      sitePicturesPath('blog'),
    ],
  },
  {
    path: '/restaurants',
    page: page('restaurants/pages/RestaurantsListPage'),
    queries: () => [publicApiPaths.restaurants],
  },
  {
    path: '/restaurants/:id',
    page: page('restaurants/pages/RestaurantDetailPage'),
    queries: (p) => [apiPath(publicApiPaths.restaurant, { id: param(p, 'id') })],
  },
  landingRoute('/group-trips/family', 'FamilyTrip', 'family'),
  landingRoute('/group-trips/bachelor-bachelorette', 'BachelorTrip', 'bachelor'),
  landingRoute('/group-trips/corporate', 'CorporateEvent', 'corporate'),
  landingRoute('/group-trips/luxury-concierge', 'LuxuryConcierge', 'concierge'),
  landingRoute('/group-trips/influencer', 'InfluencerProgram', 'influencer'),
  landingRoute('/weddings', 'Weddings', 'wedding'),
  {
    path: '/real-estate',
    page: page('real-estate/pages/RealEstatePage'),
    queries: () => [publicApiPaths.realEstateListings],
  },
  landingRoute('/property-management', 'PropertyManagement', 'propertyManagement'),
  {
    path: '/events',
    page: page('events/pages/EventsPage'),
    queries: () => [publicApiPaths.events],
  },
  { path: '/guides', page: guides, queries: guidePictures },
  // One route per guide: any other topic is a 404.
  ...guideTopics.map((topic) => ({
    path: `/guides/${topic}`,
    page: guides,
    props: { topic },
    queries: guidePictures,
  })),
  landingRoute('/work-with-us', 'WorkWithUs', 'partner'),
  { path: '/test-forms', page: page('test-forms/pages/TestFormsPage') },
  { path: '/privacy', page: page('privacy/pages/PrivacyPage') },
  // A visitor's own requests (docs/lead-forms.md, "After success"): never cached or indexed.
  {
    path: '/requests/:reference',
    page: page('requests/pages/RequestStatusPage'),
    queries: (p, search) => {
      const token = search.get('t');
      return token ? [requestApiPath(param(p, 'reference'), token)] : [];
    },
  },
  { path: MY_REQUESTS_PATH, page: page('requests/pages/MyRequestsPage') },
  { path: CONFIRM_EMAIL_PATH, page: page('requests/pages/ConfirmEmailPage') },
];
