/**
 * Starting a payment for a stored order with the configured payments adapter (services/config.ts:
 * Stripe Checkout when STRIPE_SECRET_KEY is set, else the embedded test payment page).
 */
import { services } from '../../services/config.ts';
import type { Database } from '../../services/db/database.server.ts';
import type { Order } from '../../schemas/order.ts';
import { setPaymentLink } from '../../services/db/orders.ts';
import { checkoutRequest } from './checkout.ts';
import { logFailure } from '../../services/log-failure.ts';

/**
 * Starts the payment of a stored order and records where the browser goes to pay. Undefined when the
 * gateway failed (logged): the order stays 'processing' without a link, and a retry with the same
 * Idempotency-Key starts the payment again.
 */
export async function startPayment(
  db: Database,
  order: Order,
  titles: ReadonlyMap<string, string>,
  email?: string,
): Promise<Order | undefined> {
  try {
    const checkout = await services()
      .payments()
      .createCheckout(checkoutRequest(order, titles, email));
    return await setPaymentLink(db, order.weborder_id, checkout.payment_link);
  } catch (error) {
    logFailure(`payments: could not start the payment of order ${order.weborder_id}.`, error);
    return undefined;
  }
}
