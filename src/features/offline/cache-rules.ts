/**
 * What the service worker does with each request (pure, so it is unit-tested apart from the worker):
 * the docs/requirements.md#page-loading-and-offline service worker keeps visited pages and their assets for offline use, but the account
 * area, the APIs, search, payment and preview pages are always asked of the network, never served
 * stale: they show a person's own data or a price being paid.
 */

/** How one request is answered. */
export type CacheRule =
  /** Not the worker's business: the browser fetches as if there were no worker. */
  | 'network-only'
  /** Content-hashed build files (/_astro/): from the cache when there, else the network, then kept. */
  | 'cache-first'
  /** Pages: the network first (kept for later), the kept copy when offline, else the offline page. */
  | 'page'
  /** Other files of the site (images, icons, fonts): the network first, the kept copy when offline. */
  | 'network-first';

/** Paths never served from the cache (and never stored). */
const NEVER_CACHED = /^\/(app|api|1|pay|preview|_actions|_server-islands)(\/|$)|^\/build\.json$|^\/sw\.js$/;

/** The rule for a request, given its method, URL, mode and the site's origin. */
export function cacheRuleFor(request: { method: string; url: string; mode: string }, origin: string): CacheRule {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || NEVER_CACHED.test(url.pathname)) return 'network-only';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/_astro/')) return 'cache-first';
  return 'network-first';
}

/** The offline page, shown for a page that was never visited when the network is down. */
export const OFFLINE_PATH = '/offline/';

/** Cache names: the build's precache (offline page, icons), and the kept pages and files. */
export const CACHE_NAMES = { pages: 'tasman-pages-v1', assets: 'tasman-assets-v1' } as const;
export const precacheName = (version: string): string => `tasman-precache-${version}`;
