/**
 * Checking a cart read back from localStorage. The store's codec already drops values that are not
 * JSON or not cart-shaped; this adds the rules the cart relies on (whole quantities 1..100, amounts
 * that parse, one known currency), so that a corrupt or old-shape cart is emptied with a message
 * (CART_MESSAGES.cartUnreadable) instead of crashing the drawer's totals.
 */
import { QUANTITY_MAX, toCents } from '../pricing/pricing.ts';
import type { CartLine, ShownCartLine } from '../../lib/store/cart-line.ts';
import { readArrayOf, readCartLine } from '../../lib/store/stored-shapes.ts';
import { isCurrency } from './summary.ts';

const parses = (amount: string): boolean => {
  try {
    toCents(amount);
    return true;
  } catch {
    return false;
  }
};

const readCartLines = readArrayOf(readCartLine);

/** Whether the cart can total a line: a whole quantity 1..100, a known currency, an amount that parses. */
export const isUsableLine = (line: ShownCartLine): boolean =>
  Number.isInteger(line.quantity) &&
  line.quantity >= 1 &&
  line.quantity <= QUANTITY_MAX &&
  isCurrency(line.price.currency) &&
  parses(line.price.amount);

/** The lines if `value` is a usable cart, else undefined. */
export function checkCartLines(value: unknown): CartLine[] | undefined {
  const lines = readCartLines(value);
  if (!lines?.every(isUsableLine)) return undefined;
  const currencies = new Set(lines.map((line) => line.price.currency));
  return currencies.size <= 1 ? lines : undefined;
}

/**
 * Read the stored cart's raw text (`localStorage['tasman:cart']`): `dropped` is true when there was
 * something stored that is not a usable cart (the caller removes it and says so).
 */
export function checkStoredCart(raw: string | null | undefined): { lines: CartLine[]; dropped: boolean } {
  if (raw === null || raw === undefined) return { lines: [], dropped: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { lines: [], dropped: true };
  }
  const lines = checkCartLines(parsed);
  return lines ? { lines, dropped: false } : { lines: [], dropped: true };
}
