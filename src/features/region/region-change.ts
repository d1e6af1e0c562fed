/**
 * Region change with a cart (SPEC §4): an empty cart switches at once; a cart with lines of another
 * region asks first. A cart belongs to the region whose currency its lines are in, so switching to
 * the region the cart already belongs to (or to Global, which keeps the chosen region) asks nothing.
 */
import { cartCurrency } from '../cart/cart.ts';
import { regionCurrency } from '../pricing/pricing.ts';
import { isRegionCode } from '../store/types.ts';
import type { CartLine, RegionCode } from '../store/types.ts';

/** The region a region-switcher link switches to (`data-region`), or undefined for Global and others. */
export const targetRegion = (code: string | undefined): RegionCode | undefined => (isRegionCode(code) ? code : undefined);

/** Whether switching to `target` must wait for an empty cart (the dialog). */
export function needsEmptyCart(lines: readonly CartLine[], target: RegionCode): boolean {
  const currency = cartCurrency(lines);
  return currency !== undefined && currency !== regionCurrency(target);
}
