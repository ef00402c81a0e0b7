import { apiPath, apiPaths, canCallAdminApi, contentKinds, type StaffRole } from '@cabo/contract';
import type { AdminSection } from '@cabo/ui';
import { lazy, type ComponentType } from 'react';

/**
 * The staff app's route table (docs/admin.md, "Adding a section"). Every /admin path gets
 * the app's shell from the server; the browser picks the page here.
 */

type PageProps = Record<string, string | undefined>;

export interface AdminRoute {
  /** wouter pattern, under /admin. */
  path: string;
  /** Loaded with its first visit. */
  page: ComponentType<PageProps>;
}

/** Where anyone who is not a signed-in admin is sent; the one page outside `SignedIn`. */
export const LOGIN_PATH = '/admin/login';

export const loginPage = lazy(() => import('./pages/AdminLoginPage.tsx'));

/** Pages of a signed-in admin, in match order; any other /admin path shows "Page not found". */
export const adminRoutes: AdminRoute[] = [
  { path: '/admin', page: lazy(() => import('./pages/AdminDashboardPage.tsx')) },
  { path: '/admin/leads/:id', page: lazy(() => import('./pages/AdminLeadPage.tsx')) },
  { path: '/admin/studio', page: lazy(() => import('./pages/AdminStudioPage.tsx')) },
  // Before `:kind`: reviews are not a content kind.
  {
    path: '/admin/studio/reviews',
    page: lazy(() => import('./pages/AdminStudioReviewsPage.tsx')),
  },
  { path: '/admin/studio/:kind', page: lazy(() => import('./pages/AdminStudioPage.tsx')) },
  { path: '/admin/studio/:kind/new', page: lazy(() => import('./pages/AdminStudioNewPage.tsx')) },
  { path: '/admin/studio/:kind/:id', page: lazy(() => import('./pages/AdminStudioItemPage.tsx')) },
  { path: '/admin/media', page: lazy(() => import('./pages/AdminMediaPage.tsx')) },
  { path: '/admin/users', page: lazy(() => import('./pages/AdminUsersPage.tsx')) },
  { path: '/admin/figures', page: lazy(() => import('./pages/AdminSiteFiguresPage.tsx')) },
  { path: '/admin/contacts', page: lazy(() => import('./pages/AdminContactsPage.tsx')) },
  { path: '/admin/contacts/:id', page: lazy(() => import('./pages/AdminContactPage.tsx')) },
];

/** An area of the sidebar, and the API call it opens with (whose access decides who sees it). */
export interface AdminArea extends AdminSection {
  opensWith: string;
}

/**
 * The sidebar's areas, in order. The sidebar lists them once there are two; a page names
 * its area in `<AdminFrame area="…">`, whose label is the page's heading. An account sees
 * the areas its role may open (the server's policy, `canCallAdminApi`).
 */
export const adminAreas: readonly AdminArea[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/admin', opensWith: apiPaths.adminAnalytics },
  { id: 'contacts', label: 'Contacts', href: '/admin/contacts', opensWith: apiPaths.adminContacts },
  {
    id: 'studio',
    label: 'Content',
    href: '/admin/studio',
    opensWith: apiPath(apiPaths.adminContentList, { kind: contentKinds[0] }),
  },
  { id: 'media', label: 'Media', href: '/admin/media', opensWith: apiPaths.adminMedia },
  { id: 'users', label: 'Staff accounts', href: '/admin/users', opensWith: apiPaths.adminUsers },
  {
    id: 'figures',
    label: 'Site figures',
    href: '/admin/figures',
    opensWith: apiPaths.adminSiteFigures,
  },
];

export const areasFor = (role: StaffRole) =>
  adminAreas.filter((area) => canCallAdminApi(role, 'GET', area.opensWith));
