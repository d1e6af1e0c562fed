/**
 * What a screen that shows the cart does once: drop a stored cart that cannot be read (with its toast)
 * and keep the header's cart count in step while quantities change here.
 */
import { useEffect } from 'react';
import { broadcastCartCount, ensureReadableCart } from '../features/cart/cart-actions.ts';

export function useCartPage(): void {
  useEffect(() => {
    ensureReadableCart();
    return broadcastCartCount();
  }, []);
}
