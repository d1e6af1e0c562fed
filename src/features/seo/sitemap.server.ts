/**
 * The sitemap of the published content as it is now (a publish changes the route table, so
 * the sitemap is rendered on demand and kept in the page cache until a publish changes what it read).
 */
import { ROUTES_TAG, typeTag } from '../page-cache/tags.ts';
import { getSiteRoutes } from '../content/site-routes.server.ts';
import { SITEMAP_SOURCE_TYPES, sitemapUrls } from './sitemap.ts';
import { sitemapFiles, type SitemapUrl } from './sitemap-xml.ts';

/**
 * The page-cache tags of every sitemap answer: the route table, and each type whose `seo.noIndex` or
 * `_updatedAt` it lists (a publish may change those without moving a route).
 */
export const SITEMAP_CACHE_TAGS: readonly string[] = [ROUTES_TAG, ...SITEMAP_SOURCE_TYPES.map(typeTag)];

/** The published site's sitemap files (absolute URLs against `site`), at most SITEMAP_MAX_URLS each. */
export async function currentSitemapFiles(site: URL | string): Promise<SitemapUrl[][]> {
  const { content, routes } = await getSiteRoutes();
  return sitemapFiles(sitemapUrls(routes, content, site));
}

/** A sitemap answer: the XML, or a 404 for a file that does not exist. */
export const sitemapResponse = (xml: string | undefined): Response =>
  xml === undefined
    ? new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    : new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
