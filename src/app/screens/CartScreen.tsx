/**
 * /app/cart: the cart as a page (docs/requirements.md#pages-and-routes): lines with quantities that can be changed or removed,
 * subtotal excl. GST, GST and total incl. GST, then checkout. Emptying asks nothing: the lines are
 * one click away on their product pages.
 */
import { CartLineList, CartTotals, useCartSummary } from '../../features/cart/CartContents.tsx';
import { emptyCart } from '../../features/cart/cart-actions.ts';
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import { useCartPage } from '../use-cart-page.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { EmptyCart } from '../ui/EmptyCart.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

export default function CartScreen() {
  useCartPage();
  const summary = useCartSummary();
  return (
    <section className="app-screen">
      <ScreenHeading>Your cart</ScreenHeading>
      {!summary || summary.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <CartLineList summary={summary} editable />
          <CartTotals summary={summary} />
          <div className="app-form__actions app-cart__actions">
            <AppLink to={ACCOUNT_ROUTES.checkout} className="button button--primary">
              Checkout
            </AppLink>
            <button type="button" className="button button--secondary" onClick={emptyCart}>
              Empty cart
            </button>
            <a href="/products/">Continue shopping</a>
          </div>
        </>
      )}
    </section>
  );
}
