import type { APIRoute } from 'astro';
import { robotsTxt } from '../features/seo/sitemap-filter.ts';

export const prerender = true;

/** robots.txt: crawl everything but /app/, /api/ and /search; the sitemap index by absolute URL. */
export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt(new URL('/sitemap-index.xml', site ?? url.origin).href), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
