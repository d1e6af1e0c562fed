/**
 * Region change with a cart (docs/requirements.md#cart): an empty cart switches at once; a cart with lines of another
 * region asks first. A cart belongs to the region whose currency its lines are in, so switching to
 * the region the cart already belongs to (or to Global, which keeps the chosen region) asks nothing.
 */
import type { RegionCode } from '../../schemas/region-code.ts';
import { regionCurrency } from '../pricing/pricing.ts';
import { regionCodes } from '../../schemas/regions.ts';

// The site's regions as a plain list: the region-code schema (isRegionCode) would load zod on every page.
const isRegionCode = (code: string | undefined): code is RegionCode =>
  code !== undefined && (regionCodes as readonly string[]).includes(code);

/** The region a region-switcher link switches to (`data-region`), or undefined for Global and others. */
export const targetRegion = (code: string | undefined): RegionCode | undefined =>
  isRegionCode(code) ? code : undefined;

/**
 * Whether switching to `target` must wait for an empty cart (the dialog), given the currency of the
 * cart's lines (`cartCurrency`; undefined for an empty cart).
 */
export function needsEmptyCart(currency: string | undefined, target: RegionCode): boolean {
  return currency !== undefined && currency !== regionCurrency(target);
}
