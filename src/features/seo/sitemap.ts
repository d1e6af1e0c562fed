/**
 * Which URLs the sitemap lists, decided from the route table and the content (no built HTML to read:
 * pages are rendered on demand, and a publish changes both). Pure; sitemap.server.ts feeds it the
 * published content and sitemap-xml.ts writes the files.
 */
import type { SiteContent } from '../content/site-content.ts';
import { documentIdOf, type Route } from '../content/site-routes.ts';
import { isSitemapPath } from './sitemap-filter.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

/**
 * Document types whose fields the sitemap reads beyond the route table (`seo.noIndex`, `_updatedAt`):
 * the sitemap's page-cache tags, so that a publish that only flips a flag or edits a page refreshes it.
 */
export const SITEMAP_SOURCE_TYPES = ['page', 'productFamily', 'industry', 'blog', 'trainingCourse'] as const;

/** A W3C datetime from Sanity's `_updatedAt`, or nothing when the value is no date. */
function lastmodOf(updatedAt: string | undefined): string | undefined {
  const time = updatedAt === undefined ? Number.NaN : Date.parse(updatedAt);
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

/**
 * The URLs of the sitemap, sorted by address: every route of the table whose path `isSitemapPath`
 * admits (the on-demand listings /products/, /knowledge-hub/ and the training catalogues included),
 * except a page whose document says `seo.noIndex` (its template writes `<meta name="robots"
 * content="noindex">`: features/seo/build-seo.ts) and a product root that shows the buy-now page,
 * whose canonical URL is the buy-now path listed beside it (a sitemap names canonical URLs only).
 * `lastmod` is the shown document's `_updatedAt` when it has one.
 */
export function sitemapUrls(
  routes: readonly Route[],
  content: Pick<SiteContent, 'byId'>,
  site: URL | string,
): SitemapUrl[] {
  return routes
    .flatMap((route): SitemapUrl[] => {
      const url = new URL(route.path, site);
      if (!isSitemapPath(url.pathname)) return [];
      if (route.kind === 'product' && route.canonicalPath !== route.path) return [];
      const id = documentIdOf(route);
      const document = id === undefined ? undefined : content.byId.get(id);
      if (document !== undefined && 'seo' in document && document.seo?.noIndex === true) return [];
      const lastmod = lastmodOf(document?._updatedAt);
      return [lastmod === undefined ? { loc: url.href } : { loc: url.href, lastmod }];
    })
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
}
