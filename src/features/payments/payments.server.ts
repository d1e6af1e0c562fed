/**
 * The server's payments adapter and starting a payment for a stored order. The adapter follows the
 * environment: Stripe Checkout when STRIPE_SECRET_KEY is set, else the embedded test payment page.
 */
import { getEnvironment, readEnvironment } from '../../services/config.ts';
import type { Database } from '../../services/db/database.server.ts';
import { setPaymentLink, type WebOrderRow } from '../../services/db/orders.ts';
import { identitySettings } from '../../services/identity/settings.ts';
import { EmbeddedPayments } from '../../services/payments/embedded.ts';
import type { PaymentsPort } from '../../services/payments/port.ts';
import { StripePayments } from '../../services/payments/stripe.ts';
import { checkoutRequest } from './checkout.ts';
import { paymentsSettings } from './settings.ts';

let cached: { key: string; port: PaymentsPort } | undefined;

/**
 * The payments adapter for the current environment, built once per configuration. The environment is
 * read afresh (not the cached copy) so that switching gateways takes effect without a restart.
 * Stripe's success and cancel URLs are built on AUTH_BASE_URL, the origin browsers reach the site on.
 */
export function getPaymentsPort(): PaymentsPort {
  const settings = paymentsSettings(readEnvironment());
  const key = settings.kind === 'stripe' ? `stripe:${settings.secretKey}:${settings.webhookSecret}` : 'embedded';
  if (cached?.key === key) return cached.port;
  const port = settings.kind === 'stripe'
    ? new StripePayments({ secretKey: settings.secretKey, webhookSecret: settings.webhookSecret, returnOrigin: identitySettings(getEnvironment()).baseURL })
    : new EmbeddedPayments();
  cached = { key, port };
  return port;
}

/**
 * Starts the payment of a stored order and records where the browser goes to pay. Undefined when the
 * gateway failed (logged): the order stays 'processing' without a link, and a retry with the same
 * Idempotency-Key starts the payment again.
 */
export async function startPayment(db: Database, order: WebOrderRow, titles: ReadonlyMap<string, string>, email?: string): Promise<WebOrderRow | undefined> {
  try {
    const checkout = await getPaymentsPort().createCheckout(checkoutRequest(order, titles, email));
    return await setPaymentLink(db, order.weborder_id, checkout.payment_link);
  } catch (error) {
    console.error(`payments: could not start the payment of order ${order.weborder_id}.`, error);
    return undefined;
  }
}
