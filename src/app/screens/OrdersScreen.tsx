/**
 * /app/orders: the user's web orders, newest first (docs/requirements.md#orders), with date, status and total, refreshed
 * from the server on each visit, each with its lines (product, quantity, line total excl. GST); an order
 * still waiting for payment links to its payment page, a paid one to its tax invoice.
 */
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import { formatOrderDate, orderRows } from '../orders.ts';
import { useMyOrders } from '../use-orders.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { InvoiceLink } from '../ui/InvoiceLink.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

export default function OrdersScreen() {
  const { orders, state } = useMyOrders();
  const rows = orderRows(orders);
  return (
    <section className="app-screen">
      <ScreenHeading>Your orders</ScreenHeading>
      {state === 'loading' && rows.length === 0 && <p role="status">Fetching resources...</p>}
      {state === 'failed' && (
        <p role="alert">
          Your orders could not be loaded just now{rows.length > 0 ? '; these are the ones last seen' : ''}. Please try
          again later.
        </p>
      )}
      {state !== 'loading' && rows.length === 0 && state === 'loaded' && <p>No orders yet</p>}
      {rows.length > 0 && (
        <ul className="app-orders">
          {rows.map((row) => (
            <li key={row.id} className="app-orders__item" data-testid="order">
              <span className="app-orders__id">Order {row.id}</span>
              {row.placedAt && <time dateTime={row.placedAt}>{formatOrderDate(row.placedAt)}</time>}
              <span className="app-orders__status">Status: {row.status}</span>
              {row.total && <span className="app-orders__total">{row.total}</span>}
              {row.payLink && (
                <a href={row.payLink}>
                  Pay now<span className="sr-only"> for order {row.id}</span>
                </a>
              )}
              {row.invoice && <InvoiceLink invoice={row.invoice} />}
              {row.lines.length > 0 && (
                <ul className="app-orders__lines" aria-label={`Items in order ${row.id}`}>
                  {row.lines.map((line) => (
                    <li key={line.key} className="app-orders__line" data-testid="order-line">
                      <span>{line.title}</span>
                      <span>Qty {line.quantity}</span>
                      {line.total && <span>{line.total}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <AppLink to={ACCOUNT_ROUTES.account}>Back to your account</AppLink>
      </p>
    </section>
  );
}
