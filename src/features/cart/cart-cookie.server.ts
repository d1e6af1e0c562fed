/**
 * The stored cart as the /app page's request carries it (cart-cookie.ts): anyone can send any cookie,
 * so the value is held to the size and layout the browser writes, each line to the stored cart's own
 * rules (stored-cart.ts), and the cart to one currency; anything else reads as no cart, never as an
 * error.
 */
import { rawCookieValue } from '../../lib/http/cookies.ts';
import type { ShownCartLine } from '../../lib/store/cart-line.ts';
import { STORED_TEXT_HASH_PATTERN } from '../../lib/store/text-hash.ts';
import { CART_COOKIE, CART_COOKIE_MAX_BYTES, CART_MIRROR } from './cart-cookie.ts';
import { isUsableLine } from './stored-cart.ts';
import { isCurrency } from './summary.ts';

/** A cart read from the request: the hash of the stored text it mirrors, and what its lines show. */
export interface RequestCart {
  hash: string;
  lines: ShownCartLine[];
}

/** A field back to its text (cart-cookie.ts `field`), or undefined when it is not one. */
function text(field: string): string | undefined {
  if (!/^[\w.!~*'()%+-]*$/.test(field)) return undefined;
  try {
    return decodeURIComponent(field.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function lineOf(row: string, currency: string): ShownCartLine | undefined {
  const fields = row.split(CART_MIRROR.fieldSeparator);
  if (fields.length !== 5) return undefined;
  const [id, category, quantity, amount, title] = fields.map(text);
  if (
    !id ||
    category === undefined ||
    !/^[1-9]\d{0,2}$/.test(quantity ?? '') ||
    amount === undefined ||
    title === undefined
  )
    return undefined;
  const line: ShownCartLine = {
    lineitem_id: id,
    title,
    quantity: Number(quantity),
    price: { currency, amount },
    product: { product_category: category === '' ? undefined : category },
  };
  return isUsableLine(line) ? line : undefined;
}

/** A mirror's value (cart-cookie.ts `compactCart`) read back, if it is a usable cart with lines. */
export function readCartMirror(value: string): RequestCart | undefined {
  if (CART_COOKIE.length + 1 + value.length > CART_COOKIE_MAX_BYTES) return undefined;
  const [head = '', ...rows] = value.split(CART_MIRROR.lineSeparator);
  const [version, hash = '', currency = '', ...rest] = head.split(CART_MIRROR.headSeparator);
  if (
    version !== CART_MIRROR.version ||
    rest.length > 0 ||
    !STORED_TEXT_HASH_PATTERN.test(hash) ||
    !isCurrency(currency) ||
    rows.length === 0
  )
    return undefined;
  const lines: ShownCartLine[] = [];
  for (const row of rows) {
    const line = lineOf(row, currency);
    if (!line) return undefined;
    lines.push(line);
  }
  return { hash, lines };
}

/** The cart the request's cookie mirrors, if it is a usable cart with lines. */
export function cartFromCookie(cookieHeader: string | null): RequestCart | undefined {
  const value = rawCookieValue(cookieHeader, CART_COOKIE);
  return value === undefined ? undefined : readCartMirror(value);
}
