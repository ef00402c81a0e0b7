import { Providers } from '@cabo/ui/app/Providers';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import AdminNotFoundPage from './pages/AdminNotFoundPage.tsx';
import { adminRoutes, LOGIN_PATH, loginPage as LoginPage } from './routes.tsx';
import { SignedIn } from './shell/SignedIn.tsx';

const loading = <p role="status">Loading…</p>;

/** The route table's pages: the login, then every other page behind the session check. */
export function AdminRoutes() {
  return (
    <Suspense fallback={loading}>
      <Switch>
        <Route path={LOGIN_PATH}>
          <LoginPage />
        </Route>
        <Route>
          <SignedIn>
            <Suspense fallback={loading}>
              <Switch>
                {adminRoutes.map((r) => (
                  <Route key={r.path} path={r.path}>
                    {(params) => <r.page {...params} />}
                  </Route>
                ))}
                <Route component={AdminNotFoundPage} />
              </Switch>
            </Suspense>
          </SignedIn>
        </Route>
      </Switch>
    </Suspense>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Router>
      <Providers queryClient={queryClient}>
        <AdminRoutes />
      </Providers>
    </Router>
  );
}
