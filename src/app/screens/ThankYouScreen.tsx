/**
 * /app/thank-you-for-your-order: where a payment returns (`?order=WO-…`). Reads the order from the
 * server (the payment just changed it) and says what was bought and whether it is paid. The stored copy
 * of the order is not shown meanwhile: it was stored before the payment, so it still says
 * "processing"; until the server answers the screen says only that it is loading.
 */
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import { orderRows } from '../orders.ts';
import { useMyOrder } from '../use-orders.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { InvoiceLink } from '../ui/InvoiceLink.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

/** The order number the payment page sent back, if it looks like one. */
function orderParameter(): string | undefined {
  const value = new URLSearchParams(window.location.search).get('order')?.trim();
  return value && /^[A-Za-z0-9-]{1,100}$/.test(value) ? value : undefined;
}

export default function ThankYouScreen() {
  const { order, state } = useMyOrder(orderParameter());
  const [row] = order ? orderRows([order]) : [];
  return (
    <section className="app-screen">
      <ScreenHeading>Thank you for your order</ScreenHeading>
      {row && state === 'loaded' ? (
        <dl className="app-summary" data-testid="thank-you-order">
          <dt>Order</dt>
          <dd>{row.id}</dd>
          <dt>Status</dt>
          <dd>{row.status}</dd>
          {row.total && (
            <>
              <dt>Total</dt>
              <dd>{row.total}</dd>
            </>
          )}
          {row.invoice && (
            <>
              <dt>Tax invoice</dt>
              <dd>
                <InvoiceLink invoice={row.invoice} />
              </dd>
            </>
          )}
        </dl>
      ) : state === 'loading' ? (
        <p role="status">Fetching resources...</p>
      ) : (
        <p>We have your order. You will find it, with its status, in your orders.</p>
      )}
      <p>
        If you have questions about your order, please <a href="/get-in-touch/">contact us</a>.
      </p>
      <p>
        <AppLink to={ACCOUNT_ROUTES.orders} className="button button--primary">
          View your orders
        </AppLink>
      </p>
    </section>
  );
}
