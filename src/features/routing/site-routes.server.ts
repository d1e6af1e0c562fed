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

async function load(preview: boolean): Promise<SiteRoutes> {
  const content = await getSiteContent(preview);
  const routes = buildRoutes(content);
  return {
    content,
    routes,
    staticRoutes: routes.filter((route) => !ON_DEMAND_PAGE_PATHS.has(route.path)),
    knownPaths: new Set([...routes.map((route) => route.path), ...FIXED_PATHS]),
  };
}

/** The content, its route table and the set of served paths, built once per process. */
const loadOnce = memoiseLoader(load);
export const getSiteRoutes = (preview = false): Promise<SiteRoutes> => loadOnce(preview);
