/**
 * The one request a publish sends to purge the shared cache by tag, in the style the cache speaks
 * (CDN_PURGE_STYLE). Pure: publish.server.ts sends it.
 *  - `generic`: `POST` with `{"tags": [...]}` as JSON, for a small function of a CDN account that calls
 *    the vendor's purge-by-tag API (Cloudflare, Fastly).
 *  - `varnish`: `PURGE` with the tags space-separated in the `xkey` header, which Varnish's xkey module
 *    soft-purges by (deploy/varnish/default.vcl): the pages turn stale and are served while they re-render.
 */
import type { PurgeStyle } from '../../services/page-cache/settings.ts';
import { OVERFLOW_TAG, headerTag, purgeRequestTags } from './http.ts';
import { SITE_WIDE_TAGS } from './tags.ts';

/**
 * Longest `xkey` header a purge sends. Varnish refuses a request header over `http_req_hdr_len` (8 KB by
 * default) with a 400, and a managed Varnish may not let a team raise it.
 */
export const MAX_PURGE_HEADER_BYTES = 6000;

export interface PurgeRequest {
  method: 'POST' | 'PURGE';
  headers: Record<string, string>;
  body: string | null;
}

/**
 * The tags of a `varnish` purge, as one header value. A publish whose tags do not fit (an import of
 * hundreds of documents) names the site-wide tags instead, which every kept page carries: everything is
 * soft-purged, which is what such a publish changes anyway.
 */
export function xkeyHeaderValue(tags: readonly string[]): string {
  const value = purgeRequestTags(tags).join(' ');
  if (value.length <= MAX_PURGE_HEADER_BYTES) return value;
  return [...SITE_WIDE_TAGS.map(headerTag), OVERFLOW_TAG].join(' ');
}

/** The purge request of a publish's tags, with CDN_PURGE_TOKEN as a bearer token when there is one. */
export function purgeRequest(style: PurgeStyle, token: string | undefined, tags: readonly string[]): PurgeRequest {
  const authorization: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (style === 'varnish')
    return { method: 'PURGE', headers: { ...authorization, xkey: xkeyHeaderValue(tags) }, body: null };
  return {
    method: 'POST',
    headers: { ...authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify({ tags: purgeRequestTags(tags) }),
  };
}
