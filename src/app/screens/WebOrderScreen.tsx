/**
 * /app/web-order, the review step: the cart's lines and totals, the delivery and billing details,
 * then 'Place order' (docs/requirements.md#orders order submission). Pending while it is sent (the button says so and
 * cannot be pressed twice); a refused order keeps the cart and shows what the server said, line by
 * line. Retrying sends the same Idempotency-Key, so an order whose answer was lost is not made twice.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { browserFetch } from '../../lib/http/fetch-json.ts';
import { formatBusinessNumber } from '../../schemas/business-number.ts';
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import { canPlaceOrder, isLoggedIn } from '../../features/account/state.ts';
import { purchaseEvent } from '../../features/cart/analytics.ts';
import { CartLineList, CartTotals, useCartSummary } from '../../features/cart/CartContents.tsx';
import { emptyCart } from '../../features/cart/cart-actions.ts';
import { pushEcommerce } from '../../features/analytics/data-layer.ts';
import { billingAddressOf, orderPayload, type CheckoutDetails } from '../../features/checkout/details.ts';
import { clearSavedCheckout, readSavedCheckout, readPlacedOrder } from '../../features/checkout/saved-checkout.ts';
import { CHECKOUT_MESSAGES as M } from '../../features/checkout/messages.ts';
import { sendOrder } from '../../features/checkout/orders-client.ts';
import { problemsByLine, submitOrder } from '../../features/checkout/submit-order.ts';
import type { OrderProblem } from '../../schemas/order.ts';
import { $cart, $contact, $orders, $region, $user } from '../../lib/store/stores.ts';
import { showToast } from '../../lib/toast/toast.ts';
import { navigate } from '../router.ts';
import { useCartPage } from '../use-cart-page.ts';
import { usePending } from '../use-pending.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { EmptyCart } from '../ui/EmptyCart.tsx';
import { LazyRegisterPrompt as RegisterPrompt } from '../ui/LazyRegisterPrompt.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

/** One address as lines of text. */
function AddressText({ lines }: { lines: readonly (string | undefined)[] }) {
  return (
    <address className="app-address">
      {lines.filter(Boolean).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

function DetailsSummary({ details }: { details: CheckoutDetails }) {
  const { delivery } = details;
  const billing = billingAddressOf(details);
  return (
    <div className="app-review__details">
      <section aria-labelledby="review-delivery">
        <h2 id="review-delivery">Delivery</h2>
        <AddressText
          lines={[
            `${delivery.first_name} ${delivery.last_name}`,
            delivery.companyName,
            delivery.address_line_one,
            delivery.address_line_two,
            `${delivery.suburb}, ${delivery.city}`,
            `${delivery.region} ${delivery.postcode}`,
            delivery.country,
            delivery.phone,
            delivery.email,
          ]}
        />
      </section>
      <section aria-labelledby="review-billing">
        <h2 id="review-billing">Billing</h2>
        <AddressText
          lines={[
            details.account_name,
            details.registered_business_no && formatBusinessNumber(details.registered_business_no),
            billing.address_line_one,
            billing.address_line_two,
            `${billing.suburb}, ${billing.city}`,
            `${billing.region} ${billing.postcode}`,
            billing.country,
          ]}
        />
      </section>
    </div>
  );
}

/** What the server said about a refused order: its message and the problems not tied to a shown line. */
function Refusal({ message, problems }: { message: string | undefined; problems: readonly OrderProblem[] }) {
  if (!message && problems.length === 0) return null;
  return (
    <div className="app-notice app-notice--error" role="alert">
      {message && <p>{message}</p>}
      {problems.length > 0 && (
        <ul>
          {problems.map((problem) => (
            <li key={problem.message}>{problem.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Review({
  details,
  idempotencyKey,
  onSent,
}: {
  details: CheckoutDetails;
  idempotencyKey: string;
  onSent: () => void;
}) {
  const summary = useCartSummary();
  const contact = useStore($contact);
  const [pending, run] = usePending();
  const [refusal, setRefusal] = useState<{ message: string | undefined; problems: OrderProblem[] }>();
  const problems = useMemo(
    () => problemsByLine(refusal?.problems ?? [], new Set(summary?.lines.map((line) => line.lineitemId))),
    [refusal, summary],
  );

  if (!summary || summary.lines.length === 0) return <EmptyCart />;

  const send = () =>
    run(async () => {
      const lines = $cart.get();
      const contactId = contact?.contact_id ?? $user.get()?.uid;
      if (!contactId) return;
      const result = await submitOrder(orderPayload(lines, details, contactId, $region.get()), idempotencyKey, {
        send: (payload, key) => sendOrder(browserFetch, payload, key),
        orders: {
          get: () => $orders.get(),
          set: (orders) => {
            $orders.set(orders);
          },
        },
        clearCart: (order) => {
          onSent();
          emptyCart();
          clearSavedCheckout(order.weborder_id);
        },
        trackPurchase: (orderId) => pushEcommerce(purchaseEvent(orderId, lines)),
        toast: (message, kind) => {
          showToast(message, { kind });
        },
        goTo: (url) => {
          window.location.assign(url);
        },
        navigate: (path) => {
          navigate(path);
        },
      });
      setRefusal(result.status === 'failed' ? { message: result.message, problems: result.problems } : undefined);
    });

  return (
    <>
      <section aria-labelledby="review-items">
        <h2 id="review-items">Items</h2>
        <CartLineList summary={summary} editable={false} problems={problems.byLine} />
        <CartTotals summary={summary} />
      </section>
      <DetailsSummary details={details} />
      <Refusal message={refusal?.message} problems={problems.other} />
      <div className="app-form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={send}
        >
          {pending ? M.sending : 'Place order'}
        </button>
        <AppLink to={ACCOUNT_ROUTES.checkout}>Change details</AppLink>
        <AppLink to={ACCOUNT_ROUTES.cart}>Change cart</AppLink>
      </div>
    </>
  );
}

export default function WebOrderScreen() {
  useCartPage();
  const user = useStore($user);
  const contact = useStore($contact);
  const [saved] = useState(() => readSavedCheckout());
  const [sent, setSent] = useState(false);
  const cartHasLines = useStore($cart).length > 0;
  useEffect(() => {
    // The review needs the details step first (a reload keeps them; a new tab starts there).
    if (!saved && cartHasLines && canPlaceOrder(contact)) navigate(ACCOUNT_ROUTES.checkout, { replace: true });
  }, [saved, cartHasLines, contact]);
  // Back after paying: the review of an order already placed is that order's thank-you page.
  const placed = !sent && !cartHasLines ? readPlacedOrder() : undefined;
  useEffect(() => {
    if (placed) navigate(`${ACCOUNT_ROUTES.thankYou}?order=${encodeURIComponent(placed)}`, { replace: true });
  }, [placed]);
  if (placed)
    return (
      <section className="app-screen">
        <ScreenHeading>Review your order</ScreenHeading>
      </section>
    );
  return (
    <section className="app-screen">
      <ScreenHeading>Review your order</ScreenHeading>
      {sent ? (
        <p role="status">{M.orderSentGoingOn}</p>
      ) : !cartHasLines ? (
        <EmptyCart />
      ) : !canPlaceOrder(contact) ? (
        <RegisterPrompt signedIn={isLoggedIn(user)} />
      ) : (
        saved && (
          <>
            <p>Step 2 of 2: check your order. You pay by card on the next page.</p>
            <Review details={saved.details} idempotencyKey={saved.idempotencyKey} onSent={() => setSent(true)} />
          </>
        )
      )}
    </section>
  );
}
