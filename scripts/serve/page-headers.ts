/**
 * The headers Astro computed for each prerendered page at build time (@astrojs/node `staticHeaders`:
 * dist/_headers.json), i.e. the page's Content-Security-Policy with the hashes of the inline scripts
 * Astro emitted and the configured vendors' sources (src/middleware.ts). A static page is sent by
 * sirv, before Astro could add them, so the server wrapper sends them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Page path without trailing slash ('/' for the home page) to its headers. */
export type PageHeaders = ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>;

interface HeadersEntry {
  pathname: string;
  headers: Array<{ key: string; value: string }>;
}

const isHeadersEntry = (value: unknown): value is HeadersEntry =>
  typeof value === 'object' &&
  value !== null &&
  'pathname' in value &&
  typeof value.pathname === 'string' &&
  'headers' in value &&
  Array.isArray(value.headers);

/** `/about-us/`, `/about-us/index.html` and `/about-us` all name the page `/about-us`. */
export const pageKey = (pathname: string): string => pathname.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');

/** Reads `<outDir>/_headers.json`; none (a build without staticHeaders) means no page headers. */
export function readPageHeaders(outDir: string): PageHeaders {
  const file = join(outDir, '_headers.json');
  if (!existsSync(file)) return new Map();
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries) || !entries.every(isHeadersEntry))
    throw new Error(`${file} is not a list of {pathname, headers}.`);
  return new Map(
    entries.map((entry) => [pageKey(entry.pathname), entry.headers.map(({ key, value }) => [key, value] as const)]),
  );
}

/**
 * The headers for a static file at `pathname`. Built for http and https alike, a page's policy gets
 * upgrade-insecure-requests here on https only (as src/lib/security/headers.ts does for rendered
 * pages): over plain http it would break every subresource.
 */
export function pageHeadersFor(
  pages: PageHeaders,
  pathname: string,
  { https }: { https: boolean },
): Array<readonly [string, string]> {
  return (pages.get(pageKey(pathname)) ?? []).map(([name, value]) =>
    https && name.toLowerCase() === 'content-security-policy'
      ? [name, `${value}; upgrade-insecure-requests`]
      : [name, value],
  );
}
