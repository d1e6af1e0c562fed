import type { APIRoute } from 'astro';
import { cacheThisPage } from '../features/page-cache/mark.ts';
import { SITEMAP_CACHE_TAGS, currentSitemapFiles, sitemapResponse } from '../features/seo/sitemap.server.ts';
import { sitemapFileNumber, urlsetXml } from '../features/seo/sitemap-xml.ts';

// Rendered on demand: a publish changes the route table.
export const prerender = false;

/** One sitemap file (`/sitemap-0.xml`, ...); 404 for a number the index does not name. */
export const GET: APIRoute = async ({ params, site, url, locals }) => {
  const files = await currentSitemapFiles(site ?? url.origin);
  const index = sitemapFileNumber(params['index'], files.length);
  const urls = index === undefined ? undefined : files[index];
  if (urls === undefined) return sitemapResponse(undefined);
  // Only real files are kept: any number asked for would otherwise fill the cache with 404s.
  cacheThisPage(locals, SITEMAP_CACHE_TAGS);
  return sitemapResponse(urlsetXml(urls));
};
