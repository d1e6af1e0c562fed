/** What the cart, checkout and review screens show for an empty cart: the fact, and a way on. */
import { CART_MESSAGES } from '../../features/cart/messages.ts';

export function EmptyCart() {
  return (
    <>
      <p>{CART_MESSAGES.cartEmpty}</p>
      <p>
        <a className="button button--primary" href="/products/">
          Browse products
        </a>
      </p>
    </>
  );
}
