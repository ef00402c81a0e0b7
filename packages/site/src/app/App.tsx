import { Suspense } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { NotFoundPage } from './NotFoundPage.tsx';
import { adventureCategoryPaths, adventureSlugAliases, pages as P } from './routes.tsx';
import { Providers } from './Providers.tsx';
import { SiteLayout } from './SiteLayout.tsx';

function PublicRoutes() {
  return (
    <SiteLayout>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Switch>
          <Route path="/" component={P.home} />
          <Route path="/resorts" component={P.resorts} />
          <Route path="/resorts/:slug">{(params) => <P.resortDetail slug={params.slug} />}</Route>
          <Route path="/villas" component={P.villas} />
          <Route path="/villas/:slug">{(params) => <P.villaDetail slug={params.slug} />}</Route>
          <Route path="/adventures">
            <P.adventures />
          </Route>
          {Object.entries(adventureCategoryPaths).map(([path, category]) => (
            <Route key={path} path={`/adventures/${path}`}>
              <P.adventures category={category} />
            </Route>
          ))}
          <Route path="/adventures/:slug">
            {(params) => <P.adventureDetail slug={params.slug} />}
          </Route>
          <Route path="/adventure/:slug">
            {(params) => (
              <Redirect
                to={`/adventures/${adventureSlugAliases[params.slug] ?? params.slug}`}
                replace
              />
            )}
          </Route>
          <Route path="/blog" component={P.blog} />
          <Route path="/blog/:slug">{(params) => <P.blogPost slug={params.slug} />}</Route>
          <Route path="/restaurants" component={P.restaurants} />
          <Route path="/restaurants/:id">{(params) => <P.restaurantDetail id={params.id} />}</Route>
          <Route path="/group-trips/family" component={P.family} />
          <Route path="/group-trips/bachelor-bachelorette" component={P.bachelor} />
          <Route path="/group-trips/corporate" component={P.corporate} />
          <Route path="/group-trips/luxury-concierge" component={P.concierge} />
          <Route path="/group-trips/influencer" component={P.influencer} />
          <Route path="/concierge">
            <Redirect to="/group-trips/luxury-concierge" replace />
          </Route>
          <Route path="/weddings" component={P.weddings} />
          <Route path="/real-estate" component={P.realEstate} />
          <Route path="/property-management" component={P.propertyManagement} />
          <Route path="/events" component={P.events} />
          <Route path="/guides">
            <P.guides />
          </Route>
          <Route path="/guides/:topic">{(params) => <P.guides topic={params.topic} />}</Route>
          <Route path="/work-with-us" component={P.workWithUs} />
          <Route path="/test-forms" component={P.testForms} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}

/** `ssrPath` lets a server renderer pass the request path; the browser uses its location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <Providers>
        <Switch>
          <Route path="/admin/login">
            <Suspense fallback={<p role="status">Loading…</p>}>
              <P.adminLogin />
            </Suspense>
          </Route>
          <Route path="/admin">
            <Suspense fallback={<p role="status">Loading…</p>}>
              <P.adminDashboard />
            </Suspense>
          </Route>
          <Route>
            <PublicRoutes />
          </Route>
        </Switch>
      </Providers>
    </Router>
  );
}
