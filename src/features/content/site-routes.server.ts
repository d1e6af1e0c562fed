import { getSiteContent } from './site-content.server.ts';
import { trackedContent, trackedPaths } from './tracking.ts';
import { currentTags } from '../page-cache/collector.server.ts';
import { pathTag } from '../page-cache/tags.ts';
import { routesOf, type Route, type SiteRoutes } from './site-routes.ts';

export { routesOf, siteRoutesOf, type SiteRoutes } from './site-routes.ts';

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
  const view: SiteRoutes = {
    ...site,
    content: trackedContent(site.content, record),
    knownPaths: trackedPaths(site.knownPaths, record),
  };
  views.set(tags, { site, view });
  return view;
}

/** The published content's route at a path, if any (a render that asks is tagged with the path). */
export async function routeAt(path: string): Promise<Route | undefined> {
  currentTags()?.add(pathTag(path));
  return (await getSiteRoutes()).byPath.get(path);
}
