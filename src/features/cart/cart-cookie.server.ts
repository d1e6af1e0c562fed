/**
 * The stored cart as the /app page's request carries it (cart-cookie.ts): anyone can send any cookie,
 * so the text is held to the size the browser writes and to the stored cart's own check
 * (stored-cart.ts); anything else reads as no cart, never as an error.
 */
import { cookieValue } from '../../lib/http/cookies.ts';
import type { CartLine } from '../../lib/store/cart-line.ts';
import { CART_COOKIE, CART_COOKIE_MAX_BYTES } from './cart-cookie.ts';
import { checkStoredCart } from './stored-cart.ts';

/** A cart read from the request: its stored text (exactly localStorage's, when they agree) and its lines. */
export interface RequestCart {
  text: string;
  lines: CartLine[];
}

/** The cart the request's cookie mirrors, if it is a usable cart with lines. */
export function cartFromCookie(cookieHeader: string | null): RequestCart | undefined {
  const text = cookieValue(cookieHeader, CART_COOKIE);
  if (text === undefined || text.length > CART_COOKIE_MAX_BYTES) return undefined;
  const { lines, dropped } = checkStoredCart(text);
  return dropped || lines.length === 0 ? undefined : { text, lines };
}
