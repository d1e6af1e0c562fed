/**
 * The cart rules bound to the client store: what the islands call. Each action applies a pure rule
 * from cart.ts to `$cart` / `$cartState`, and reports the change to the data layer (docs/requirements.md#cart).
 */
import { batch } from 'nanostores';
import { $cart, $cartState } from '../../lib/store/stores.ts';
import type { CartLine } from '../../lib/store/types.ts';
import { browserStorage } from '../../lib/store/web-storage.ts';
import { showToast } from '../../lib/toast/toast.ts';
import { addToCartEvent, quantityChangeEvent, removeFromCartEvent } from './analytics.ts';
import { addLine, cartCount, clearCart, conflictsWithCart, linesAdded, removeLine, setQuantity } from './cart.ts';
import { mirrorCart } from './cart-cookie.ts';
import { pushEcommerce } from '../analytics/data-layer.ts';
import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from './events.ts';
import { CART_MESSAGES } from './messages.ts';
import { checkCartLines, checkStoredCart } from './stored-cart.ts';

/** Every write of the cart goes here: the store persists it, and /app's cookie mirrors it (cart-cookie.ts). */
function setCart(lines: CartLine[]): void {
  $cart.set(lines);
  mirrorCart();
}

/**
 * Add lines (the buy-now selections) to the cart; hardware brings `freight`. Returns 'conflict'
 * without changing anything when the cart holds another currency (another region's lines).
 */
export function addToCart(lines: readonly CartLine[], freight?: CartLine): 'added' | 'conflict' {
  const before = $cart.get();
  if (lines.some((line) => conflictsWithCart(before, line))) return 'conflict';
  const after = lines.reduce<CartLine[]>((cart, line) => addLine(cart, line, freight ? { freight } : {}), [...before]);
  setCart(after);
  pushEcommerce(addToCartEvent(linesAdded(before, after)));
  return 'added';
}

/** Remove a line (and freight with the last hardware line). */
export function removeFromCart(lineitemId: string): void {
  const before = $cart.get();
  const after = removeLine(before, lineitemId);
  setCart(after);
  pushEcommerce(removeFromCartEvent(linesAdded(after, before)));
}

/** Change a line's quantity (clamped to 1..100 by the rule). */
export function changeQuantity(lineitemId: string, quantity: number): void {
  const before = $cart.get();
  const after = setQuantity(before, lineitemId, quantity);
  const old = before.find((line) => line.lineitem_id === lineitemId);
  const changed = after.find((line) => line.lineitem_id === lineitemId);
  setCart(after);
  if (old && changed) pushEcommerce(quantityChangeEvent(changed, old.quantity, changed.quantity));
}

/** Empty the cart and the buy-now selections (docs/requirements.md#cart clearCart). */
export function emptyCart(): void {
  const { cart, cartState } = clearCart();
  batch(() => {
    setCart(cart);
    $cartState.set(cartState);
  });
}

/**
 * Drop a stored cart that is corrupt or of an old shape, with a toast: the raw stored text (which
 * the store's codec silently reads as empty) and the lines in memory (which the codec's shape check
 * lets through even with mixed currencies or bad quantities). Returns whether it dropped anything.
 */
export function ensureReadableCart(): boolean {
  const stored = checkStoredCart(browserStorage()?.getItem(CART_STORAGE_KEY));
  if (!stored.dropped && checkCartLines($cart.get())) return false;
  emptyCart();
  showToast(CART_MESSAGES.cartUnreadable, { kind: 'error' });
  return true;
}

/** Tell the header's cart badge about every cart change; returns the unsubscribe function. */
export function broadcastCartCount(): () => void {
  return $cart.subscribe((lines) => {
    window.dispatchEvent(new CustomEvent<number>(CART_CHANGE_EVENT, { detail: cartCount(lines) }));
  });
}
