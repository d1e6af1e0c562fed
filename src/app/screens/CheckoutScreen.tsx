/**
 * /app/checkout, the details step: who receives the order and where, and the buying account
 * (CheckoutDetailsForm.tsx, loaded only when there is something to order). Without a verified contact
 * with marketing info the register modal shows instead (docs/requirements.md#who-may-do-what).
 */
import { useStore } from '@nanostores/react';
import { canPlaceOrder, isLoggedIn } from '../../features/account/state.ts';
import { useCartSummary } from '../../features/cart/CartContents.tsx';
import { $contact, $user } from '../../lib/store/stores.ts';
import { useCartPage } from '../use-cart-page.ts';
import { useLazyComponent } from '../use-lazy-component.ts';
import { EmptyCart } from '../ui/EmptyCart.tsx';
import { LazyRegisterPrompt as RegisterPrompt } from '../ui/LazyRegisterPrompt.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

const loadDetailsForm = () => import('./CheckoutDetailsForm.tsx').then((module) => module.default);

/** The form, once its code is here ('Fetching resources...' for that moment, docs/requirements.md#messages). */
function DetailsForm() {
  const Form = useLazyComponent(loadDetailsForm);
  return Form ? <Form /> : <p role="status">Fetching resources...</p>;
}

export default function CheckoutScreen() {
  useCartPage();
  const summary = useCartSummary();
  const user = useStore($user);
  const contact = useStore($contact);
  const empty = !summary || summary.lines.length === 0;
  return (
    <section className="app-screen">
      <ScreenHeading>Checkout</ScreenHeading>
      {empty ? (
        <EmptyCart />
      ) : (
        <>
          <p>Step 1 of 2: your details. You review the order and its total before it is sent.</p>
          {canPlaceOrder(contact) ? <DetailsForm /> : <RegisterPrompt signedIn={isLoggedIn(user)} />}
        </>
      )}
    </section>
  );
}
