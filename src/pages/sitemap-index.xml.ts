import type { APIRoute } from 'astro';
import { cacheThisPage } from '../features/page-cache/mark.ts';
import { SITEMAP_CACHE_TAGS, currentSitemapFiles, sitemapResponse } from '../features/seo/sitemap.server.ts';
import { sitemapIndexXml } from '../features/seo/sitemap-xml.ts';

// Rendered on demand: a publish changes the route table.
export const prerender = false;

/** The sitemap index: every sitemap file of the published site, by absolute URL (robots.txt names it). */
export const GET: APIRoute = async ({ site, url, locals }) => {
  const origin = site ?? url.origin;
  const files = await currentSitemapFiles(origin);
  cacheThisPage(locals, SITEMAP_CACHE_TAGS);
  return sitemapResponse(sitemapIndexXml(files, origin));
};
