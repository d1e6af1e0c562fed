/**
 * Window events and storage key shared by the header's framework-free cart script and the cart
 * islands. Events rather than a shared store, so pages without islands load no store library.
 */
import { STORAGE_PREFIX } from '../store/codec.ts';

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

/** The cart page (the /app mini-app; built by the /app screens). */
export const CART_PATH = '/app/cart/';
/** The checkout page. */
export const CHECKOUT_PATH = '/app/checkout/';


/** Whether a click should be left to the browser (new tab or window, download, not the main button). */
export const isModifiedClick = (event: MouseEvent): boolean =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
