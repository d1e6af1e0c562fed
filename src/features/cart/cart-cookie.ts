/**
 * The stored cart's mirror in a cookie (issue 24): the text of `localStorage['tasman:cart']`, sent with
 * requests to /app only (never to the cached content pages), so that the server renders a returning
 * buyer's /app/cart/ with their lines and the page works before React loads (static-screens.ts,
 * cart-cookie.server.ts). localStorage stays the cart's truth: the page's inline script compares the
 * two, and the app starts at once with the skeleton when they differ.
 *
 * The browser writes the mirror (so it is not HttpOnly) whenever the cart is written (cart-actions.ts)
 * and whenever a page's header reads the stored cart (cart-button.ts: carts stored before the mirror,
 * changes made in another tab). A cart too large for a cookie, or an empty one, deletes it: that buyer's
 * /app/cart/ starts the app as before. Framework-free and tiny: it is part of every page's script.
 */
import { browserStorage } from '../../lib/store/web-storage.ts';
import { CART_STORAGE_KEY } from './events.ts';

/** The cookie's name. */
export const CART_COOKIE = 'tasman_cart';
/**
 * The most `name=value` may take: browsers keep at least 4,096 bytes per cookie with its attributes,
 * and a request's headers stay small.
 */
export const CART_COOKIE_MAX_BYTES = 3_800;
/** Only /app reads it; a year, as long-lived as localStorage in practice (each page writes it again). */
const ATTRIBUTES = '; Path=/app; SameSite=Lax';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * What a cookie value may not hold (RFC 6265's cookie-octet: no space, control, `"`, `,`, `;`, `\`, or
 * non-ASCII), and `%`: these are percent-encoded as UTF-8, the rest of the JSON stays as it is (about a
 * third smaller than encodeURIComponent's output), and decodeURIComponent reads it back.
 */
const NOT_COOKIE_OCTET = /[^\x21\x23\x24\x26-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]/gu;

/**
 * The cookie value that carries a stored cart's text, or undefined when there is nothing to carry (no
 * cart, an empty one) or it cannot travel (too big; text that is not well-formed Unicode).
 */
export function cartCookieValue(stored: string | null | undefined): string | undefined {
  if (stored === null || stored === undefined || stored === '' || stored === '[]') return undefined;
  let encoded: string;
  try {
    encoded = stored.replace(NOT_COOKIE_OCTET, encodeURIComponent);
  } catch {
    return undefined; // a lone surrogate
  }
  return CART_COOKIE.length + 1 + encoded.length <= CART_COOKIE_MAX_BYTES ? encoded : undefined;
}

/** The `document.cookie` assignment that mirrors the stored cart's text, or deletes the mirror. */
export function cartCookie(stored: string | null | undefined, { secure }: { secure: boolean }): string {
  const value = cartCookieValue(stored);
  const attributes = `${ATTRIBUTES}${secure ? '; Secure' : ''}`;
  return value === undefined
    ? `${CART_COOKIE}=; Max-Age=0${attributes}`
    : `${CART_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}${attributes}`;
}

/** Mirror `stored` (by default the cart localStorage holds now) into the cookie. Never throws. */
export function mirrorCart(stored: string | null | undefined = browserStorage()?.getItem(CART_STORAGE_KEY)): void {
  try {
    document.cookie = cartCookie(stored, { secure: location.protocol === 'https:' });
  } catch {
    // No cookies here (a sandboxed frame): /app/cart/ starts the app at once, as without the mirror.
  }
}
