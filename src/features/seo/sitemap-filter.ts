/**
 * Which paths search engines should index: the sitemap's path rule (features/seo/sitemap.ts) and
 * robots.txt. Pure.
 */
import { regionCodes } from '../../schemas/regions.ts';

/** First path segments that are never indexable content (also under a region prefix). */
const NON_CONTENT_SEGMENTS: ReadonlySet<string> = new Set([
  'app', // the client-only account area
  'api', // endpoints
  'search', // result lists (thin, query-driven)
  'preview', // drafts for editors
  '404',
  '500',
  'offline', // the service worker's page for pages never visited
  'page-data',
  'slice-data',
]);

/** A regional prefix (`au`, `nz`) does not make a non-content path indexable. */
const withoutRegion = (segments: string[]): string[] =>
  segments.length > 1 && regionCodes.some((region) => region === segments[0]) ? segments.slice(1) : segments;

/**
 * Whether a pathname belongs in the sitemap: content pages yes; /app, /api, /search, /404, /500,
 * preview paths, files (robots.txt, .xml, images), hidden or draft segments (`_x`, `.x`, `drafts.`)
 * and malformed paths no. Pages whose document says `seo.noIndex` cannot be seen from the path:
 * sitemap.ts leaves them out from the content.
 */
export function isSitemapPath(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURI(pathname).toLowerCase();
  } catch {
    return false;
  }
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const segments = path
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .split('/')
    .filter(Boolean);
  if (segments.some((segment) => segment.startsWith('_') || segment.startsWith('.') || segment.startsWith('drafts.')))
    return false;
  const last = segments.at(-1);
  if (last !== undefined && /\.[a-z0-9]+$/.test(last)) return false;
  const first = withoutRegion(segments)[0];
  return first === undefined || !NON_CONTENT_SEGMENTS.has(first);
}

/** Path patterns robots.txt keeps crawlers out of (`$` ends a pattern, so `/search` does not block `/searchlight/`). */
export const ROBOTS_DISALLOW = ['/app$', '/app/', '/api/', '/search$', '/search/', '/search?', '/preview/'] as const;

/** The robots.txt text: everything allowed except the app, the API and search; the sitemap index. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((pattern) => `Disallow: ${pattern}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
