/**
 * The stored cart's mirror in a cookie: what /app/cart/ shows of `localStorage['tasman:cart']`,
 * sent with requests to /app only (never to the cached content pages), so that the server renders a
 * returning buyer's /app/cart/ with their lines and the page works before React loads (static-screens.ts,
 * cart-cookie.server.ts). localStorage stays the cart's truth: the cookie also carries a hash of the
 * stored text (lib/store/text-hash.ts), the page's inline script hashes localStorage's text and compares,
 * and the app starts at once with the skeleton when they differ.
 *
 * The value is `1.<hash>.<currency>` then, per line, `|<id>:<category>:<quantity>:<amount>:<title>`:
 * only what the cart screen renders (ShownCartLine), each text percent-encoded with a space as `+` (as
 * a form would), so that a typical line of the demo catalogue takes about 70 bytes instead of 900.
 *
 * The browser writes the mirror (so it is not HttpOnly) whenever the cart is written (cart-actions.ts)
 * and whenever a page's header reads the stored cart (cart-button.ts: carts stored before the mirror,
 * changes made in another tab). A cart too large for a cookie, one it cannot read, or an empty one,
 * deletes it: that buyer's /app/cart/ starts the app as before. Framework-free and tiny: it is part of
 * every page's script.
 */
import type { ShownCartLine } from '../../lib/store/cart-line.ts';
import { isJsonObject, parseStoredJson } from '../../lib/store/stored-json.ts';
import { storedTextHash } from '../../lib/store/text-hash.ts';
import { browserStorage } from '../../lib/store/web-storage.ts';
import { CART_STORAGE_KEY } from './events.ts';

/** The cookie's name. */
export const CART_COOKIE = 'tasman_cart';
/**
 * The most `name=value` may take: browsers keep at least 4,096 bytes per cookie with its attributes,
 * and a request's headers stay small.
 */
export const CART_COOKIE_MAX_BYTES = 3_800;
/** The value's layout (cart-cookie.server.ts reads it): a value of another version reads as no cart. */
export const CART_MIRROR = { version: '1', headSeparator: '.', lineSeparator: '|', fieldSeparator: ':' } as const;
/** Only /app reads it; a year, as long-lived as localStorage in practice (each page writes it again). */
const ATTRIBUTES = '; Path=/app; SameSite=Lax';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * A text as a field of the value: encodeURIComponent leaves only letters, digits and `-_.!~*'()` (all
 * of them cookie octets, none a separator), and a space, the commonest escape in a title, becomes `+`.
 * Throws a URIError for text that is not well-formed Unicode.
 */
const field = (text: string): string => encodeURIComponent(text).replace(/%20/g, '+');

/** What the cart screen shows of a stored line, if the line has it all. */
function shownLine(value: unknown): ShownCartLine | undefined {
  if (!isJsonObject(value) || !isJsonObject(value['price']) || !isJsonObject(value['product'])) return undefined;
  const { lineitem_id: id, title, quantity } = value;
  const { currency, amount } = value['price'];
  const category = value['product']['product_category'];
  if (
    typeof id !== 'string' ||
    typeof title !== 'string' ||
    typeof quantity !== 'number' ||
    typeof currency !== 'string' ||
    typeof amount !== 'string' ||
    !(category === undefined || typeof category === 'string')
  )
    return undefined;
  return { lineitem_id: id, title, quantity, price: { currency, amount }, product: { product_category: category } };
}

/**
 * The mirror of lines whose stored text hashes to `hash`, or undefined when lines of several currencies
 * (a cart the app empties) or text that is not well-formed Unicode cannot be carried.
 */
export function compactCart(hash: string, lines: readonly ShownCartLine[]): string | undefined {
  const { version, headSeparator, lineSeparator, fieldSeparator } = CART_MIRROR;
  const currency = lines[0]?.price.currency;
  if (currency === undefined || lines.some((line) => line.price.currency !== currency)) return undefined;
  try {
    return (
      [version, hash, field(currency)].join(headSeparator) +
      lines
        .map(
          (line) =>
            lineSeparator +
            [
              field(line.lineitem_id),
              field(line.product.product_category ?? ''),
              String(line.quantity),
              field(line.price.amount),
              field(line.title),
            ].join(fieldSeparator),
        )
        .join('')
    );
  } catch {
    return undefined; // a lone surrogate
  }
}

/**
 * The cookie value that mirrors a stored cart's text, or undefined when there is nothing to carry (no
 * cart, an empty one) or it cannot travel (not a list of lines the cart screen can show, too big).
 */
export function cartCookieValue(stored: string | null | undefined): string | undefined {
  const parsed = parseStoredJson(stored);
  if (typeof stored !== 'string' || parsed.kind !== 'json' || !Array.isArray(parsed.value)) return undefined;
  const lines = parsed.value.map(shownLine);
  if (lines.length === 0 || !lines.every((line) => line !== undefined)) return undefined;
  const value = compactCart(storedTextHash(stored), lines);
  return value !== undefined && CART_COOKIE.length + 1 + value.length <= CART_COOKIE_MAX_BYTES ? value : undefined;
}

/** The `document.cookie` assignment that mirrors the stored cart, or deletes the mirror. */
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
