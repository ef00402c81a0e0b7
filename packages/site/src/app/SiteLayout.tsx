import { publicApiPaths, type SiteMenu } from '@cabo/contract';
import { ChatButton, Footer, NavBar, whatsappHref } from '@cabo/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { brand } from '../lib/brand.ts';
import {
  RequestConfirmationProvider,
  RequestConfirmationSlot,
} from '../lib/confirmation/RequestConfirmationProvider.tsx';
import { LoginDialogProvider } from '../features/account/LoginDialogProvider.tsx';
import { useNavAccount } from '../features/account/useNavAccount.ts';
import { GuideRequestProvider } from '../features/guides/GuideRequestProvider.tsx';
import { socialLinks } from './navigation.ts';
import * as styles from './SiteLayout.css';

// Search and its index, and the mobile menu, load on first use, not with every page.
const SiteSearchPanel = lazy(() => import('./search/SiteSearchPanel.tsx'));
const MobileNavDrawer = lazy(() =>
  import('@cabo/ui/lazy/MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })),
);

/**
 * Public chrome: navigation bar above; chat button and footer below (docs/catalogue.md); the
 * guide and account dialogs any page can open.
 */
export function SiteLayout({ year, children }: { year: number; children: ReactNode }) {
  return (
    <GuideRequestProvider>
      <LoginDialogProvider>
        <RequestConfirmationProvider>
          <SiteChrome year={year}>{children}</SiteChrome>
        </RequestConfirmationProvider>
      </LoginDialogProvider>
    </GuideRequestProvider>
  );
}

/**
 * The menu's and the footer's links, the menu's with their pictures from the media library
 * (docs/media.md): in every page's state, so their text is not in every page's script.
 */
function useSiteMenu(): SiteMenu {
  const { data } = useQuery<SiteMenu>({ queryKey: [publicApiPaths.siteMenu] });
  return data ?? { sections: [], footer: [] };
}

function SiteChrome({ year, children }: { year: number; children: ReactNode }) {
  const account = useNavAccount();
  const menu = useSiteMenu();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <NavBar
        siteName={brand.siteName}
        sections={menu.sections}
        onSearch={() => {
          setSearchUsed(true);
          setSearchOpen(true);
        }}
        onOpenMenu={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
        account={account}
      />
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            isOpen={drawerOpen}
            onOpenChange={setDrawerOpen}
            sections={menu.sections}
            social={socialLinks}
            account={account}
          />
        </Suspense>
      ) : null}
      <main id="main" className={styles.main}>
        <RequestConfirmationSlot />
        {children}
      </main>
      <ChatButton whatsappNumber={brand.whatsappNumber} text={brand.whatsappText} />
      <Footer
        siteName={brand.siteName}
        tagline={brand.tagline}
        groups={menu.footer}
        email={brand.contactEmail}
        phone={brand.phone}
        phoneHref={brand.phoneHref}
        whatsappHref={whatsappHref(brand.whatsappNumber, brand.whatsappText)}
        social={socialLinks}
        year={year}
      />
      {searchUsed ? (
        <Suspense fallback={null}>
          <SiteSearchPanel isOpen={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
