import { lazy, type ComponentType } from 'react';

// Route-level code splitting: each screen is its own chunk.
const page = <Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) =>
  lazy(load);

export const pages = {
  home: page(() => import('../features/home/pages/HomePage.tsx')),
  resorts: page(() => import('../features/resorts/pages/ResortsListPage.tsx')),
  resortDetail: page(() => import('../features/resorts/pages/ResortDetailPage.tsx')),
  villas: page(() => import('../features/villas/pages/VillasListPage.tsx')),
  villaDetail: page(() => import('../features/villas/pages/VillaDetailPage.tsx')),
  adventures: page(() => import('../features/adventures/pages/AdventuresListPage.tsx')),
  adventureDetail: page(() => import('../features/adventures/pages/AdventureDetailPage.tsx')),
  blog: page(() => import('../features/blog/pages/BlogIndexPage.tsx')),
  blogPost: page(() => import('../features/blog/pages/BlogPostPage.tsx')),
  restaurants: page(() => import('../features/restaurants/pages/RestaurantsListPage.tsx')),
  restaurantDetail: page(() => import('../features/restaurants/pages/RestaurantDetailPage.tsx')),
  family: page(() => import('../features/group-trips/pages/FamilyTripPage.tsx')),
  bachelor: page(() => import('../features/group-trips/pages/BachelorTripPage.tsx')),
  corporate: page(() => import('../features/group-trips/pages/CorporateEventPage.tsx')),
  concierge: page(() => import('../features/group-trips/pages/LuxuryConciergePage.tsx')),
  influencer: page(() => import('../features/group-trips/pages/InfluencerProgramPage.tsx')),
  weddings: page(() => import('../features/leads/pages/WeddingsPage.tsx')),
  realEstate: page(() => import('../features/leads/pages/RealEstatePage.tsx')),
  propertyManagement: page(() => import('../features/leads/pages/PropertyManagementPage.tsx')),
  events: page(() => import('../features/leads/pages/EventsPage.tsx')),
  guides: page(() => import('../features/leads/pages/GuidesPage.tsx')),
  workWithUs: page(() => import('../features/leads/pages/WorkWithUsPage.tsx')),
  testForms: page(() => import('../features/test-forms/pages/TestFormsPage.tsx')),
  adminLogin: page(() => import('../features/admin/pages/AdminLoginPage.tsx')),
  adminDashboard: page(() => import('../features/admin/pages/AdminDashboardPage.tsx')),
};

/** The adventures list is also reached through fixed, pre-filtered paths (DECISIONS.md). */
export const adventureCategoryPaths = {
  atv: 'land',
  'private-yachts': 'luxury',
  'whale-watching': 'water',
} as const;

/**
 * Old landing links name adventures by slugs the slug rule no longer gives ("Cabo" is
 * dropped from slugs, spec 3.3); they redirect to the adventure's real slug.
 */
export const adventureSlugAliases: Record<string, string> = {
  'luxury-cabo-sailing': 'luxury-sailing',
};
