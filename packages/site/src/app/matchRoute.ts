import { parse } from 'regexparam';
import { matchRoute as match } from 'wouter';
import { publicRoutes, redirects, type RedirectDef, type RouteDef } from './routes.tsx';

type Params = Record<string, string | undefined>;

export type RouteMatch =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; route: RouteDef; params: Params }
  | { kind: 'not-found' };

const firstMatch = <T extends { path: string }>(list: T[], path: string) => {
  for (const item of list) {
    const [ok, params] = match(parse, item.path, path);
    if (ok) return { item, params: params as Params };
  }
  return undefined;
};

/** The same matching wouter's <Switch> does, for the server to pick a route before rendering. */
export function matchPath(path: string): RouteMatch {
  const redirect = firstMatch<RedirectDef>(redirects, path);
  if (redirect) return { kind: 'redirect', to: redirect.item.to(redirect.params) };
  const found = firstMatch(publicRoutes, path);
  if (found) return { kind: 'page', route: found.item, params: found.params };
  return { kind: 'not-found' };
}
