/**
 * The header's view of the stored cart: the badge count and the cart's currency (for the region-link
 * guard), read from localStorage's raw text without the store's schemas, so that a content page loads
 * no zod. Display only: ordering, pricing and emptying read the cart through the store (`$cart`) and
 * the schema check of stored-cart.ts.
 *
 * Stored text it cannot count (not JSON, not a list, a line without a product or a whole quantity of
 * at least 1) is `readable: false`: the header then loads that schema check to remove it with a
 * message (drop-unreadable-cart.ts). A cart it can count that the schemas still refuse (mixed
 * currencies, a line without its id) is emptied by the islands that load the store (ensureReadableCart).
 */
import { isJsonObject, parseStoredJson } from '../../lib/store/stored-json.ts';
import { cartCount, type CountedLine } from './cart.ts';

export interface StoredCartView {
  /** Items for the badge (freight is not an item); 0 when nothing countable is stored. */
  count: number;
  /** The first line's currency: the region the cart belongs to. */
  currency: string | undefined;
  /** False when text is stored that the badge cannot count. */
  readable: boolean;
}

const EMPTY: StoredCartView = { count: 0, currency: undefined, readable: true };
const UNREADABLE: StoredCartView = { count: 0, currency: undefined, readable: false };

function isCountedLine(value: unknown): value is CountedLine {
  if (!isJsonObject(value)) return false;
  const { quantity, product } = value;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || !isJsonObject(product))
    return false;
  const category = product['product_category'];
  return category === undefined || typeof category === 'string';
}

function currencyOf(line: unknown): string | undefined {
  const price = isJsonObject(line) ? line['price'] : undefined;
  const currency = isJsonObject(price) ? price['currency'] : undefined;
  return typeof currency === 'string' ? currency : undefined;
}

/** The view of the stored cart's raw text (`localStorage['tasman:cart']`). Pure; never throws. */
export function storedCartView(raw: string | null | undefined): StoredCartView {
  const stored = parseStoredJson(raw);
  if (stored.kind === 'absent') return EMPTY;
  if (stored.kind === 'unreadable' || !Array.isArray(stored.value)) return UNREADABLE;
  const lines: unknown[] = stored.value;
  if (!lines.every(isCountedLine)) return UNREADABLE;
  return { count: cartCount(lines), currency: currencyOf(lines[0]), readable: true };
}
