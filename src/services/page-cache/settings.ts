/**
 * The page cache's settings, read from the environment. Pure, like the other settings
 * services/config.ts collects.
 */
import { z } from 'zod';
import { blankToUndefined as blank, parseEnvironment, settingsObject, type Environment } from '../environment.ts';
import { defaultOf } from '../settings-table.ts';

/** How a publish's purge is sent (features/page-cache/purge-request.ts): JSON to a function of a CDN account, or Varnish's xkey. */
export type PurgeStyle = 'generic' | 'varnish';

export interface PageCacheSettings {
  /** Most bytes the kept pages may take in one instance (PAGE_CACHE_MAX_MB, default 64). */
  maxBytes: number;
  /** What shared caches (a CDN) are told: long with a purge per publish, a few seconds without. */
  shared: { maxAge: number; staleWhileRevalidate: number; staleIfError: number };
  /**
   * Called once per publish with the tags it changed (CDN_PURGE_URL with CDN_PURGE_TOKEN as a bearer token),
   * in the style the cache speaks (CDN_PURGE_STYLE: `generic` JSON, or `varnish` xkey soft purge).
   */
  purge: { url: string; token: string | undefined; style: PurgeStyle } | undefined;
  /** The header a page's purge tags are sent in (CDN_TAG_HEADER; by default with a purge Cache-Tag, Surrogate-Key for Varnish; none without). */
  tagHeader: 'Cache-Tag' | 'Surrogate-Key' | undefined;
}

const schema = settingsObject({
  PAGE_CACHE_MAX_MB: z.preprocess(
    blank,
    z.coerce
      .number()
      .int('must be a whole number')
      .min(1)
      .max(16_384)
      .default(Number(defaultOf('PAGE_CACHE_MAX_MB'))),
  ),
  CDN_PURGE_URL: z.preprocess(blank, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  CDN_PURGE_TOKEN: z.preprocess(blank, z.string().trim().optional()),
  CDN_PURGE_STYLE: z.preprocess(
    blank,
    z.enum(['generic', 'varnish'], { error: 'generic or varnish' }).default(defaultOf('CDN_PURGE_STYLE')),
  ),
  CDN_TAG_HEADER: z.preprocess(
    blank,
    z.enum(['Cache-Tag', 'Surrogate-Key', 'none'], { error: 'Cache-Tag, Surrogate-Key or none' }).optional(),
  ),
});

/** A day: how long a CDN that is purged on publish keeps a page, and serves one while the server fails. */
const DAY = 86_400;

/** Reads PAGE_CACHE_MAX_MB, CDN_PURGE_URL, CDN_PURGE_TOKEN, CDN_PURGE_STYLE and CDN_TAG_HEADER; a bad value throws `Bad environment, set: VAR: why`. */
export function pageCacheSettings(env: Environment): PageCacheSettings {
  const {
    PAGE_CACHE_MAX_MB: megabytes,
    CDN_PURGE_URL: url,
    CDN_PURGE_TOKEN: token,
    CDN_PURGE_STYLE: style,
    CDN_TAG_HEADER: header,
  } = parseEnvironment(schema, env);
  return {
    maxBytes: megabytes * 1024 * 1024,
    // Without a purge a CDN may only keep a page a moment, so a publish still reaches everyone within seconds.
    shared: url
      ? { maxAge: DAY, staleWhileRevalidate: 60, staleIfError: DAY }
      : { maxAge: 1, staleWhileRevalidate: 2, staleIfError: DAY },
    purge: url ? { url, token, style } : undefined,
    // Tags only help a CDN that is purged by them; without one they would only make every answer larger.
    tagHeader:
      header === 'none'
        ? undefined
        : (header ?? (url ? (style === 'varnish' ? 'Surrogate-Key' : 'Cache-Tag') : undefined)),
  };
}
