import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { Providers } from '@cabo/ui/app/Providers';
import { useTrackLocation } from '../lib/previousLocation.ts';
import { notFoundPage, publicRoutes, redirects, type RouteDef } from './routes.tsx';
import { SiteLayout } from './SiteLayout.tsx';

const loading = <p role="status">Loading…</p>;

const routeElements = (routes: RouteDef[]) =>
  routes.map((r) => (
    <Route key={r.path} path={r.path}>
      {(params) => <r.page.Component {...params} {...r.props} />}
    </Route>
  ));

function PublicRoutes({ year }: { year: number }) {
  useTrackLocation();
  return (
    <SiteLayout year={year}>
      <Suspense fallback={loading}>
        <Switch>
          {redirects.map((r) => (
            <Route key={r.path} path={r.path}>
              {(params) => <Redirect to={r.to(params)} replace />}
            </Route>
          ))}
          {routeElements(publicRoutes)}
          <Route component={notFoundPage.Component} />
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}

export interface AppProps {
  /** The request path and query when rendering on the server; the browser uses its location. */
  ssrPath?: string;
  ssrSearch?: string;
  /** Made by the caller: one per request on the server, seeded from its cache in the browser. */
  queryClient: QueryClient;
  /** The footer's copyright year: Cabo's when the server rendered the page (its state). */
  year: number;
}

export function App({ ssrPath, ssrSearch, queryClient, year }: AppProps) {
  return (
    <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <Providers queryClient={queryClient}>
        <PublicRoutes year={year} />
      </Providers>
    </Router>
  );
}
