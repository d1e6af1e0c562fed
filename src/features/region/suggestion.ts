/**
 * Region suggestion (docs/requirements.md#regions), the pure part: whether a page may ask at all, which region a country or
 * a time zone suggests, and what the IP geolocation service's answer says. No DOM, no zod (this runs in
 * the small script every page loads).
 */
import type { RegionCode } from '../../schemas/region-code.ts';

/** Preview pages (branch preview) never ask; neither does the client-only /app. */
const NEVER_ASK = /^\/(preview|app)(\/|$)/;

/** Whether a page at `path` with `search` may suggest a region: not with `noredirect=true`, not on a preview. */
export function maySuggest(path: string, search: string): boolean {
  return new URLSearchParams(search).get('noredirect') !== 'true' && !NEVER_ASK.test(path);
}

/** The site's region for an ISO country code (`AU` -> au, `NZ` -> nz); other countries have none. */
export function regionForCountry(country: string | null | undefined): RegionCode | undefined {
  const code = country?.trim().toUpperCase();
  if (code === 'AU') return 'au';
  if (code === 'NZ') return 'nz';
  return undefined;
}

/** New Zealand's IANA zones (and their old aliases); Australia's all start with `Australia/`. */
const NZ_ZONES = new Set([
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Antarctica/McMurdo',
  'Antarctica/South_Pole',
  'NZ',
  'NZ-CHAT',
]);

/** The region a browser's IANA time zone suggests, if it is one of the site's. */
export function regionForTimeZone(timeZone: string | undefined): RegionCode | undefined {
  if (!timeZone) return undefined;
  if (timeZone.startsWith('Australia/')) return 'au';
  return NZ_ZONES.has(timeZone) ? 'nz' : undefined;
}

/**
 * The country code in an IP geolocation answer: `country_code` (ipapi.co, ipwho.is), `countryCode`
 * (ip-api.com) or a two-letter `country` (ipinfo.io); undefined when none is there.
 */
export function countryOfLookup(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const record = answer as Record<string, unknown>;
  for (const key of ['country_code', 'countryCode', 'country']) {
    const value = record[key];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  return undefined;
}

/**
 * The path 'Browse {region}' goes to: the page's own variant in that region when the page lists one
 * (its hreflang alternates, absolute on the public SITE_URL: only their path is taken, so the link
 * stays on the origin the visitor is on), else the region's home.
 */
export function suggestionTarget(
  region: RegionCode,
  alternates: readonly { hrefLang: string; href: string }[],
): string {
  const wanted = region === 'au' ? 'en-au' : 'en-nz';
  const alternate = alternates.find((link) => link.hrefLang.toLowerCase() === wanted);
  return alternate ? new URL(alternate.href, 'https://site.invalid').pathname : `/${region}/`;
}
