/**
 * The page cache's HTTP rules, pure: which requests it may answer, the key of a page, the
 * headers a kept page is answered with (browsers revalidate every time with the ETag; a CDN keeps it
 * and may serve it stale while it revalidates or when the server fails; tags a CDN can purge by).
 */
import { ROUTES_TAG, SITE_WIDE_TAGS } from './tags.ts';

/** Paths never cached: endpoints (and /metrics), the app, payments, previews, search protocol, framework files. */
const NEVER_CACHED = /^\/(?:api|app|pay|preview|1|metrics|_astro|_image|_actions|_server-islands)(?:\/|$)/;
/** Endpoints whose answer only a publish changes, kept like pages: they must still ask (mark.ts). */
const KEPT_ENDPOINTS = new Set(['/api/values', '/api/values/']);

/** Query parameters no page reads (campaign tracking): one page, however it was linked. */
const TRACKING_PARAMETER =
  /^(?:utm_.*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|yclid)$/i;

/** A query longer than this is rendered each time rather than kept: nobody links to it. */
const MAX_KEYED_QUERY = 256;

/**
 * The cache key of a request, or undefined when the page cache does not answer it. Scheme and host
 * are part of the key (a page's policy differs over https; a forged Host never reaches another's page);
 * query parameters are sorted, tracking ones dropped.
 */
export function pageCacheKey(method: string, url: URL): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (NEVER_CACHED.test(url.pathname) && !KEPT_ENDPOINTS.has(url.pathname)) return undefined;
  const params = [...url.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  if (query.length > MAX_KEYED_QUERY) return undefined;
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `${url.protocol}//${url.host}${path}${query ? `?${query}` : ''}`;
}

/** Headers of a render that belong to one answer only, never to the kept page. */
const PER_ANSWER = new Set([
  'x-request-id',
  'set-cookie',
  'date',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'cdn-cache-control',
  'vary',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'cache-tag',
  'surrogate-key',
  'x-cache',
]);

/** The headers of a render worth keeping with the page (its type, its security policy with script hashes, ...). */
export const keptHeaders = (headers: Headers): Array<readonly [string, string]> =>
  [...headers].filter(([name]) => !PER_ANSWER.has(name.toLowerCase()));

/** How long shared caches (a CDN) may keep a page, and serve it stale. */
export interface SharedCachePolicy {
  /** Seconds a CDN keeps a page fresh: long when a publish purges it (CDN_PURGE_URL), short otherwise. */
  maxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
}

/**
 * Cache-Control: browsers keep nothing without asking (`max-age=0, must-revalidate`: a 304 costs a
 * round trip, never a stale page after a publish); shared caches read `s-maxage` and the stale windows.
 */
export function pageCacheControl(policy: SharedCachePolicy): string {
  return `public, max-age=0, must-revalidate, s-maxage=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}, stale-if-error=${policy.staleIfError}`;
}

/**
 * The same for CDNs in their own header (RFC 9213 CDN-Cache-Control, obeyed before Cache-Control by
 * the CDNs that know it), without `must-revalidate`, which would forbid them to serve stale at all.
 */
export function sharedCacheControl(policy: SharedCachePolicy): string {
  return `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}, stale-if-error=${policy.staleIfError}`;
}

/**
 * The policy of a page that turns stale by itself at `until` (a promo boundary changes its prices with
 * no publish), answered at `now`: no shared cache keeps it fresh, or serves it stale while it
 * revalidates, past that moment. A cache that fetched it late is told only the time left.
 */
export function policyUntil(policy: SharedCachePolicy, until: number | undefined, now: number): SharedCachePolicy {
  if (until === undefined) return policy;
  const left = Math.max(0, Math.floor((until - now) / 1000));
  return left >= policy.maxAge + policy.staleWhileRevalidate
    ? policy
    : { ...policy, maxAge: Math.min(policy.maxAge, left), staleWhileRevalidate: 0 };
}

/**
 * Longest tag header sent. CDNs accept 16 KB, but a proxy in front of the server refuses a header block
 * larger than its buffer (nginx: 4 or 8 KB by default, a 502), and the page's policy takes 1 KB already.
 */
export const MAX_TAG_HEADER_BYTES = 2000;
/** Carried by a page whose tags did not all fit its header: every purge names it too. */
export const OVERFLOW_TAG = 'many';

/** A tag as a header token: percent-encoded as in a URL (no comma, space or `%` survives), `/` and `:` kept for reading. */
export const headerTag = (tag: string): string => encodeURIComponent(tag).replace(/%2F/g, '/').replace(/%3A/g, ':');

/**
 * The tags a CDN purges a page by, within MAX_TAG_HEADER_BYTES: the site-wide tags first, then
 * documents and listings. The served-path tags the page cache keeps exactly (`p:/…/`, one per link
 * checked) become one `routes` tag here: a CDN page is purged on any route change (a page created,
 * deleted or renamed: rare), which keeps the header short. A page whose tags do not all fit carries
 * OVERFLOW_TAG instead of the rest, and every purge names OVERFLOW_TAG too.
 */
export function purgeTags(tags: readonly string[]): string[] {
  const order = (tag: string) =>
    SITE_WIDE_TAGS.includes(tag) ? 0 : tag.startsWith('d:') ? 1 : tag.startsWith('t:') ? 2 : 3;
  const collapsed = new Set(tags.map((tag) => (tag.startsWith('p:') ? ROUTES_TAG : tag)));
  const sorted = [...collapsed].sort((a, b) => order(a) - order(b)).map(headerTag);
  const kept: string[] = [];
  let bytes = 0;
  for (const tag of sorted) {
    if (bytes + tag.length + 1 > MAX_TAG_HEADER_BYTES - OVERFLOW_TAG.length - 1) return [...kept, OVERFLOW_TAG];
    kept.push(tag);
    bytes += tag.length + 1;
  }
  return kept;
}

/** The tags a purge names for a publish's tags: as the pages carry them (paths as `routes`), and OVERFLOW_TAG. */
export const purgeRequestTags = (tags: readonly string[]): string[] => [
  ...new Set([...tags.map((tag) => headerTag(tag.startsWith('p:') ? ROUTES_TAG : tag)), OVERFLOW_TAG]),
];

/** Whether an If-None-Match header names this validator (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}

/** The encoding to answer with, from Accept-Encoding (brotli preferred; `q=0` refuses). */
export function chooseEncoding(
  acceptEncoding: string | null,
  available: readonly ('br' | 'gzip')[],
): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((name) => available.includes(name) && (accepted.get(name) ?? wildcard) > 0);
}
