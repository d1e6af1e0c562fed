import { memoiseLoader } from '../content/memo.ts';
import { getSiteContent } from '../content/site-content.server.ts';
import type { SiteContent } from '../content/site-content.ts';
import { buildRoutes, ON_DEMAND_PAGE_PATHS, type Route } from './site-routes.ts';

/** Paths served by fixed route files rather than the content route table. */
const FIXED_PATHS = ['/search/', '/app/'];

export interface SiteRoutes {
  content: SiteContent;
  routes: Route[];
  /** Prerendered content routes (the knowledge hub index is served on demand). */
  staticRoutes: Route[];
  knownPaths: ReadonlySet<string>;
}

/** The route table of some content (the published site's, or a preview's). */
export function siteRoutesOf(content: SiteContent): SiteRoutes {
  const routes = buildRoutes(content);
  return {
    content,
    routes,
    staticRoutes: routes.filter((route) => !ON_DEMAND_PAGE_PATHS.has(route.path)),
    knownPaths: new Set([...routes.map((route) => route.path), ...FIXED_PATHS]),
  };
}

/** The published content, its route table and the set of served paths, built once per process. */
const loadOnce = memoiseLoader(async () => siteRoutesOf(await getSiteContent()));
export const getSiteRoutes = (): Promise<SiteRoutes> => loadOnce(undefined);

/** How long a page rendered on demand from the published content may be reused (ON_DEMAND_PAGE_PATHS). */
export const ON_DEMAND_PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** The published content's route at a path, if any. */
export async function routeAt(path: string): Promise<Route | undefined> {
  const { routes } = await getSiteRoutes();
  return routes.find((route) => route.path === path);
}
