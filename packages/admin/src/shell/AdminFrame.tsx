import { AdminShell, type AdminSection } from '@cabo/ui';
import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { adminAreas, areasFor } from '../routes.tsx';
import { useAdminSession } from './SignedIn.tsx';

export interface AdminFrameProps {
  /** The area of `adminAreas` the page belongs to: its label is the page's heading. */
  area?: string;
  /** A heading of the page's own, where it belongs to no area (a page not found). */
  title?: string;
  /** The area's sections, listed under it in the sidebar. */
  sections?: readonly AdminSection[];
  currentSection?: string;
  children: ReactNode;
}

/**
 * The frame of every signed-in page: the shell with the areas the account's role may open,
 * the page's sections, Logout, and the page's heading; the document title follows the page.
 * A page of an area the role may not open sends the account to its first area (an editor
 * signing in lands on the media library, not the leads).
 */
export function AdminFrame({ area, title, sections, currentSection, children }: AdminFrameProps) {
  const { role, logout, isLoggingOut } = useAdminSession();
  const areas = areasFor(role);
  const heading = title ?? adminAreas.find((a) => a.id === area)?.label ?? '';
  useEffect(() => {
    document.title = `Cabo Admin | ${heading}`;
  }, [heading]);
  if (area && !areas.some((a) => a.id === area) && areas[0]) {
    return <Redirect to={areas[0].href} replace />;
  }
  return (
    <AdminShell
      title={heading}
      areas={areas}
      currentArea={area}
      sections={sections}
      currentSection={currentSection}
      onLogout={logout}
      isLoggingOut={isLoggingOut}
    >
      {children}
    </AdminShell>
  );
}
