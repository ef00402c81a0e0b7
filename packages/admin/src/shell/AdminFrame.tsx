import { AdminShell, type AdminSection } from '@cabo/ui';
import { useEffect, type ReactNode } from 'react';
import { adminAreas } from '../routes.tsx';
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
 * The frame of every signed-in page: the shell with the app's areas, the page's sections,
 * Logout, and the page's heading; the document title follows the page.
 */
export function AdminFrame({ area, title, sections, currentSection, children }: AdminFrameProps) {
  const { logout, isLoggingOut } = useAdminSession();
  const heading = title ?? adminAreas.find((a) => a.id === area)?.label ?? '';
  useEffect(() => {
    document.title = `Cabo Admin | ${heading}`;
  }, [heading]);
  return (
    <AdminShell
      title={heading}
      areas={adminAreas}
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
