/**
 * Region suggestion in the browser (docs/requirements.md#regions), framework-free because every page loads it: unless the
 * URL says `noredirect=true` or the page is a preview, it finds the visitor's region — the IP
 * geolocation service when one is configured (`<html data-geo-lookup>`), else the browser's
 * coordinates through GET /api/location (only when the visitor already allowed this site to know them:
 * asking on page load would be a prompt nobody asked for), else the time zone — and, when that differs
 * from the region being browsed, imports the dialog (suggestion-dialog.ts, which also decides where
 * 'Browse {region}' goes) and asks once. The answer is
 * remembered in localStorage, so no page asks again. It also makes the stored region follow the page's
 * region (except on home pages and while the cart belongs to another region).
 */
import { STORAGE_PREFIX } from '../../lib/store/codec.ts';
import { browserStorage } from '../../lib/store/web-storage.ts';
import { regionOfPath } from '../content/site-routes.ts';
import { DEFAULT_REGION } from '../../schemas/regions.ts';
import type { RegionCode } from '../../schemas/region-code.ts';
import { needsEmptyCart } from './region-change.ts';
import { cartCurrency, rememberRegion, storedRegion } from './stored-region.ts';
import { countryOfLookup, maySuggest, regionForCountry, regionForTimeZone } from './suggestion.ts';

/** localStorage key set once the visitor answered the suggestion (either way). */
export const SUGGESTION_ANSWERED_KEY = `${STORAGE_PREFIX}regionSuggestionAnswered`;

/** How long a lookup may take before the next way is tried (ms). */
const LOOKUP_TIMEOUT = 3000;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT),
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The browser's position, only when the visitor has already granted this site geolocation. */
async function grantedPosition(): Promise<GeolocationCoordinates | undefined> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return undefined;
    const position = await new Promise<GeolocationPosition>((resolve, reject) => {
      navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: LOOKUP_TIMEOUT, maximumAge: 3_600_000 });
    });
    return position.coords;
  } catch {
    return undefined;
  }
}

/** The country an answer names: a code, null (none: at sea), or undefined when the lookup failed. */
async function countryFrom(
  lookup: () => Promise<unknown>,
  read: (answer: unknown) => string | null | undefined,
): Promise<string | null | undefined> {
  try {
    return read(await lookup());
  } catch {
    return undefined;
  }
}

const countryOfLocationAnswer = (answer: unknown): string | null | undefined => {
  if (typeof answer !== 'object' || answer === null || !('country' in answer)) return undefined;
  const { country } = answer;
  return typeof country === 'string' ? country : null;
};

/** The visitor's region by the first way that knows a country, else the time zone; undefined for elsewhere. */
export async function detectRegion(ipLookupUrl: string | undefined): Promise<RegionCode | undefined> {
  if (ipLookupUrl) {
    const country = await countryFrom(() => fetchJson(ipLookupUrl), countryOfLookup);
    if (country) return regionForCountry(country);
  }
  const coords = await grantedPosition();
  if (coords) {
    const query = new URLSearchParams({ lat: coords.latitude.toFixed(4), lon: coords.longitude.toFixed(4) });
    const country = await countryFrom(() => fetchJson(`/api/location?${query}`), countryOfLocationAnswer);
    if (country) return regionForCountry(country);
  }
  return regionForTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * docs/requirements.md#regions "Region follows the page's region unless on home": a regional page other than its region's
 * home stores that region, unless the cart is in another region's currency (that switch asks first).
 */
export function followPageRegion(path: string): void {
  const storage = browserStorage();
  const region = regionOfPath(path);
  if (!region || path === `/${region}/` || needsEmptyCart(cartCurrency(storage), region)) return;
  if (storedRegion(storage) !== region) rememberRegion(region);
}

/** Ask, when this page may and the visitor's region differs from the one browsed. */
export async function suggestRegion(root: Document = document): Promise<void> {
  const { pathname, search } = window.location;
  const storage = browserStorage();
  if (!storage || storage.getItem(SUGGESTION_ANSWERED_KEY) || !maySuggest(pathname, search)) return;
  const current = regionOfPath(pathname) ?? storedRegion(storage) ?? DEFAULT_REGION;
  const suggested = await detectRegion(root.documentElement.dataset['geoLookup']);
  // The region's name comes from the header's region switcher; a page without one (bare) does not ask.
  const title = suggested && root.querySelector<HTMLAnchorElement>(`a[data-region="${suggested}"]`)?.title;
  if (!suggested || suggested === current || !title) return;
  const { askRegion } = await import('./suggestion-dialog.ts');
  askRegion({
    region: suggested,
    regionTitle: title,
    onAnswer: () => storage.setItem(SUGGESTION_ANSWERED_KEY, 'true'),
  });
}
