/**
 * The cart rules (docs/requirements.md#cart): adding, removing, quantities and the freight line that follows hardware.
 * Pure: every function takes lines and returns new lines (never mutating its input), so the store,
 * the islands and the /app cart all apply the same rules.
 */
import { QUANTITY_MAX } from '../pricing/pricing.ts';
import type { CartLine, CartState } from '../../lib/store/types.ts';
import { hasFixedQuantity, isCts, isFreight, isHardware, isLicensing, type CategorisedLine } from './line.ts';

const copy = (line: CartLine): CartLine => ({ ...line, product: { ...line.product }, price: { ...line.price } });

/** Whether `existing` is the line `added` takes the place of. */
function isReplacedBy(existing: CartLine, added: CartLine): boolean {
  // Licensing: one line per product_id; CTS: one plan per cart; everything else: one line per _key.
  if (isLicensing(added)) return existing.product.product_id === added.product.product_id;
  if (isCts(added)) return isCts(existing);
  return existing._key === added._key;
}

/**
 * Freight follows hardware: one freight line when hardware is in the cart (if a freight line to add
 * was given), none when no hardware remains. Freight is kept last, after the items.
 */
export function reconcileFreight(lines: readonly CartLine[], freight?: CartLine): CartLine[] {
  const items = lines.filter((line) => !isFreight(line)).map(copy);
  if (!items.some(isHardware)) return items;
  const existing = lines.filter(isFreight).map(copy);
  if (existing.length > 0) return [...items, ...existing];
  return freight ? [...items, { ...copy(freight), quantity: 1 }] : items;
}

/**
 * Add a line (docs/requirements.md#cart): a licensing line replaces the line with the same product_id, a CTS plan
 * replaces the cart's plan, other lines replace the line with the same `_key`. Hardware added to a
 * cart without freight brings `freight` (built for the region by `freightLine`). Fixed-quantity lines
 * (CTS) are added with quantity 1. Callers check `conflictsWithCart` first: a cart holds one currency.
 */
export function addLine(lines: readonly CartLine[], line: CartLine, options: { freight?: CartLine } = {}): CartLine[] {
  const added = { ...copy(line), quantity: hasFixedQuantity(line) ? 1 : clampQuantity(line.quantity) };
  const kept = lines.filter((existing) => !isReplacedBy(existing, added));
  return reconcileFreight([...kept, added], options.freight);
}

/** Remove a line by id; the freight line goes when no hardware remains. */
export function removeLine(lines: readonly CartLine[], lineitemId: string): CartLine[] {
  return reconcileFreight(lines.filter((line) => line.lineitem_id !== lineitemId));
}

/** A whole quantity within 1..QUANTITY_MAX (docs/requirements.md#quantities); anything else becomes the nearest bound (NaN: 1). */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return quantity === Number.POSITIVE_INFINITY ? QUANTITY_MAX : 1;
  return Math.min(QUANTITY_MAX, Math.max(1, Math.trunc(quantity)));
}

/** Set a line's quantity (clamped to 1..100); freight and CTS lines stay at 1. */
export function setQuantity(lines: readonly CartLine[], lineitemId: string, quantity: number): CartLine[] {
  return lines.map((line) =>
    line.lineitem_id === lineitemId && !hasFixedQuantity(line)
      ? { ...copy(line), quantity: clampQuantity(quantity) }
      : copy(line),
  );
}

/** An empty cart and cleared buy-now selections (docs/requirements.md#cart: clearCart also resets cartState). */
export function clearCart(): { cart: CartLine[]; cartState: CartState } {
  return { cart: [], cartState: {} };
}

/** The currency of the cart's lines (they all share one), or undefined for an empty cart. */
export const cartCurrency = (lines: readonly CartLine[]): string | undefined => lines[0]?.price.currency;

/** Whether adding `line` would mix currencies (the cart belongs to one region). */
export function conflictsWithCart(lines: readonly CartLine[], line: CartLine): boolean {
  const currency = cartCurrency(lines);
  return currency !== undefined && currency !== line.price.currency;
}

/** What counting reads of a line: its quantity and whether it is freight. */
export type CountedLine = CategorisedLine & Pick<CartLine, 'quantity'>;

/** Items for the header badge: the quantities of every line but freight (which is not an item). */
export const cartCount = (lines: readonly CountedLine[]): number =>
  lines.reduce((count, line) => (isFreight(line) ? count : count + line.quantity), 0);

/** The lines `next` has that `previous` had not (by line id): what an add put in the cart. */
export const linesAdded = (previous: readonly CartLine[], next: readonly CartLine[]): CartLine[] =>
  next.filter((line) => !previous.some((old) => old.lineitem_id === line.lineitem_id));
