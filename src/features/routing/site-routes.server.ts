import { getSiteContent } from '../content/site-content.server.ts';
import type { SiteContent } from '../content/site-content.ts';
import { trackedContent, trackedPaths } from '../content/tracking.ts';
import { currentTags } from '../page-cache/collector.server.ts';
import { pathTag } from '../page-cache/tags.ts';
import { buildRoutes, type Route } from './site-routes.ts';

/** Paths served by fixed route files rather than the content route table. */
const FIXED_PATHS = ['/search/', '/app/'];

export interface SiteRoutes {
  content: SiteContent;
  routes: Route[];
  /** Each content route by its path. */
  byPath: ReadonlyMap<string, Route>;
  knownPaths: ReadonlySet<string>;
}

/** The route table of some content (the published site's, or a preview's). */
export function siteRoutesOf(content: SiteContent): SiteRoutes {
  const routes = buildRoutes(content);
  return {
    content,
    routes,
    byPath: new Map(routes.map((route) => [route.path, route])),
    knownPaths: new Set([...routes.map((route) => route.path), ...FIXED_PATHS]),
  };
}

/** Route tables by the content they were built from: one per version of the published content. */
const tables = new WeakMap<SiteContent, SiteRoutes>();

/** The route table of a version of the content, built once. */
export function routesOf(content: SiteContent): SiteRoutes {
  let table = tables.get(content);
  if (!table) tables.set(content, (table = siteRoutesOf(content)));
  return table;
}

/** The published content, its route table and the set of served paths, as this instance holds them now. */
export const getSiteRoutes = async (): Promise<SiteRoutes> => routesOf(await getSiteContent());

const views = new WeakMap<Set<string>, { site: SiteRoutes; view: SiteRoutes }>();

/**
 * What a page renders from: the published site, seen through the page cache's tracking when a cached
 * render is under way, so that the page is tagged with each document, listing and path it read.
 */
export async function renderSite(): Promise<SiteRoutes> {
  const site = await getSiteRoutes();
  const tags = currentTags();
  if (!tags) return site;
  const known = views.get(tags);
  if (known?.site === site) return known.view;
  const record = (tag: string) => tags.add(tag);
  const view: SiteRoutes = { ...site, content: trackedContent(site.content, record), knownPaths: trackedPaths(site.knownPaths, record) };
  views.set(tags, { site, view });
  return view;
}

/** The published content's route at a path, if any (a render that asks is tagged with the path). */
export async function routeAt(path: string): Promise<Route | undefined> {
  currentTags()?.add(pathTag(path));
  return (await getSiteRoutes()).byPath.get(path);
}
