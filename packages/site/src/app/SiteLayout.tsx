import { ChatButton, Footer, MobileNavDrawer, NavBar, SiteSearch, whatsappHref } from '@cabo/ui';
import { useState, type ReactNode } from 'react';
import { brand } from '../lib/brand.ts';
import { GuideRequestProvider } from './guide-request/GuideRequestProvider.tsx';
import { useSearchEntries } from './search/useSearchEntries.ts';
import {
  drawerTiles,
  footerGroups,
  groupTrips,
  moreItems,
  navSections,
  socialLinks,
} from './navigation.ts';
import * as styles from './SiteLayout.css';

const year = new Date().getFullYear();

/** Public chrome: navigation bar above; chat button and footer below (spec 000 §2.1). */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const search = useSearchEntries(searchUsed);
  return (
    <GuideRequestProvider>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          Skip to content
        </a>
        <NavBar
          siteName={brand.siteName}
          sections={navSections}
          onSearch={() => {
            setSearchUsed(true);
            setSearchOpen(true);
          }}
          onOpenMenu={() => setDrawerOpen(true)}
        />
        <MobileNavDrawer
          isOpen={drawerOpen}
          onOpenChange={setDrawerOpen}
          tiles={drawerTiles}
          groupTrips={groupTrips}
          more={moreItems}
          social={socialLinks}
        />
        <main id="main" className={styles.main}>
          {children}
        </main>
        <ChatButton whatsappNumber={brand.whatsappNumber} text={brand.whatsappText} />
        <Footer
          siteName={brand.siteName}
          tagline={brand.tagline}
          groups={footerGroups}
          email={brand.contactEmail}
          phone={brand.phone}
          phoneHref={brand.phoneHref}
          whatsappHref={whatsappHref(brand.whatsappNumber, brand.whatsappText)}
          social={socialLinks}
          year={year}
        />
        <SiteSearch
          isOpen={searchOpen}
          onOpenChange={setSearchOpen}
          entries={search.entries}
          isLoading={search.isLoading}
        />
      </div>
    </GuideRequestProvider>
  );
}
