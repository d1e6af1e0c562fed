/**
 * Removing a stored cart that the store's check refuses (stored-cart.ts), with the message
 * CART_MESSAGES.cartUnreadable. The header's cart button imports this module only when its display
 * read (stored-cart-view.ts) finds stored text it cannot count, so a content page loads the check only then.
 */
import { browserStorage } from '../../lib/store/web-storage.ts';
import { showToast } from '../../lib/toast/toast.ts';
import { mirrorCart } from './cart-cookie.ts';
import { CART_STORAGE_KEY } from './events.ts';
import { CART_MESSAGES } from './messages.ts';
import { checkStoredCart } from './stored-cart.ts';

/** Remove the stored cart if it is not a usable one, and say so. Returns whether it removed it. */
export function dropUnreadableCart(storage: Storage | undefined = browserStorage()): boolean {
  if (!storage || !checkStoredCart(storage.getItem(CART_STORAGE_KEY)).dropped) return false;
  storage.removeItem(CART_STORAGE_KEY);
  mirrorCart(null);
  showToast(CART_MESSAGES.cartUnreadable, { kind: 'error' });
  return true;
}
