/**
 * The embedded payments adapter: no gateway, the order is paid on the site's own test payment page
 * (/pay/{weborder_id}), which takes test card numbers only and is marked as a test. Offline and free,
 * for development, demos and end-to-end tests; never chosen when a gateway is configured.
 */
import type { Checkout, CheckoutRequest, PaymentsPort } from './port.ts';

/** The path of the test payment page of an order. */
export const testPaymentPath = (weborder_id: string): string => `/pay/${encodeURIComponent(weborder_id)}`;

/** Payments on the site's test payment page. */
export class EmbeddedPayments implements PaymentsPort {
  readonly kind = 'embedded' as const;

  createCheckout(request: CheckoutRequest): Promise<Checkout> {
    return Promise.resolve({ payment_link: testPaymentPath(request.weborder_id) });
  }
}
