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
