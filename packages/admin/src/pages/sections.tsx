import type { ComponentType } from 'react';
import { AnalyticsView } from '../views/AnalyticsView.tsx';
import { BookingsView } from '../views/BookingsView.tsx';
import { GuideDownloadsView } from '../views/GuideDownloadsView.tsx';
import { IntegrationsView } from '../views/IntegrationsView.tsx';
import { LeadsView } from '../views/LeadsView.tsx';

/**
 * The dashboard's sections in sidebar order (docs/admin.md). The section is kept in the URL:
 * Analytics is `/admin`, the others `/admin?section=<id>`. To add one, import its view and
 * name it here.
 */
export const adminSections: readonly { id: string; label: string; View: ComponentType }[] = [
  { id: 'analytics', label: 'Analytics', View: AnalyticsView },
  { id: 'leads', label: 'Leads', View: LeadsView },
  { id: 'bookings', label: 'Bookings', View: BookingsView },
  { id: 'guide-downloads', label: 'Guide Downloads', View: GuideDownloadsView },
  { id: 'integrations', label: 'Integrations', View: IntegrationsView },
];

export const DEFAULT_ADMIN_SECTION = 'analytics';

export const adminSectionHref = (id: string) =>
  id === DEFAULT_ADMIN_SECTION ? '/admin' : `/admin?section=${encodeURIComponent(id)}`;

/** The section a query string names; an unknown or missing one is Analytics. */
export function adminSectionFor(search: string) {
  const id = new URLSearchParams(search).get('section');
  return (
    adminSections.find((s) => s.id === id) ??
    adminSections.find((s) => s.id === DEFAULT_ADMIN_SECTION)!
  );
}
