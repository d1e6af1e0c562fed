/**
 * Window events and storage key shared by the header's framework-free cart script and the cart
 * islands. Events rather than a shared store, so pages without islands load no store library.
 */
import { STORAGE_PREFIX } from '../../lib/store/codec.ts';
import type { RegionCode } from '../../schemas/regions.ts';

/** localStorage key of the persisted cart (`$cart`). */
export const CART_STORAGE_KEY = `${STORAGE_PREFIX}cart`;
/** localStorage key of the persisted region (`$region`). */
export const REGION_STORAGE_KEY = `${STORAGE_PREFIX}region`;

/** Dispatched by the islands when the cart changes; `detail` is the new item count. */
export const CART_CHANGE_EVENT = 'tasman:cart-change';
/** Dispatched by the header's cart button on a page with a cart drawer: open it. */
export const OPEN_CART_EVENT = 'tasman:open-cart';
/** Set on <html> while a cart drawer island is ready to open (the header button then opens it). */
export const DRAWER_READY_ATTRIBUTE = 'data-cart-drawer';
/**
 * On the element of an island that hosts a cart drawer, in the server's HTML: the header button then
 * opens the drawer even before the island hydrated (it asks with OPEN_CART_REQUESTED_ATTRIBUTE and
 * OPEN_CART_EVENT, which wakes a `client:intent` island).
 */
export const DRAWER_HOST_ATTRIBUTE = 'data-cart-drawer-host';
/** Set on <html> by the header button until a drawer host opens the drawer (it may not be live yet). */
export const OPEN_CART_REQUESTED_ATTRIBUTE = 'data-cart-open-requested';
/**
 * Dispatched by Buy now when the cart holds another region's lines: the region's page script
 * (features/region/start-region.ts) asks whether to empty it and switch. `detail` is a CartRegionConflict.
 */
export const CART_REGION_CONFLICT_EVENT = 'tasman:cart-region-conflict';
/** What a Buy now in another region's currency wanted: its region and the page to come back to. */
export interface CartRegionConflict {
  region: RegionCode;
  href: string;
}

/**
 * On a quantity field's − and + buttons (QuantityInput.tsx), with the step (-1 or 1): before the /app is
 * live, the page's inline script (app/early-presses.ts) steps the server's field itself, and the app
 * takes the number over as typed.
 */
export const QUANTITY_STEP_ATTRIBUTE = 'data-quantity-step';

/** The cart page (the /app mini-app; built by the /app screens). */
export const CART_PATH = '/app/cart/';
/** The checkout page. */
export const CHECKOUT_PATH = '/app/checkout/';

/** Whether a click should be left to the browser (new tab or window, download, not the main button). */
export const isModifiedClick = (event: MouseEvent): boolean =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
