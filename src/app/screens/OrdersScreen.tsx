/** /app/orders: the user's web orders, newest first; the shop issue fills the list. */
import { useStore } from '@nanostores/react';
import { ACCOUNT_ROUTES } from '../../features/account/routes.ts';
import { $orders } from '../../features/store/stores.ts';
import { formatOrderDate, orderRows } from '../orders.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

export default function OrdersScreen() {
  const rows = orderRows(useStore($orders));
  return (
    <section className="app-screen">
      <ScreenHeading>Your orders</ScreenHeading>
      {rows.length === 0 ? (
        <p>No orders yet</p>
      ) : (
        <ul className="app-orders">
          {rows.map((row) => (
            <li key={row.id} className="app-orders__item">
              <span className="app-orders__id">Order {row.id}</span>
              {row.placedAt && <time dateTime={row.placedAt}>{formatOrderDate(row.placedAt)}</time>}
              <span className="app-orders__status">Status: {row.status}</span>
            </li>
          ))}
        </ul>
      )}
      <p><AppLink to={ACCOUNT_ROUTES.account}>Back to your account</AppLink></p>
    </section>
  );
}
