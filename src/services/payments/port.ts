/**
 * The payments port: start a card payment for a priced order and learn when it was paid. Two adapters:
 * the embedded test payment page on this site (embedded.ts) and Stripe Checkout (stripe.ts), chosen from
 * the environment. Adapters take and return plain values in integer cents; the order itself, its owner
 * and its status stay with the orders feature.
 */

/** Where the browser lands after paying (docs/requirements.md#pages-and-routes fixed route /app/thank-you-for-your-order). */
export const successPath = (weborder_id: string): string =>
  `/app/thank-you-for-your-order/?order=${encodeURIComponent(weborder_id)}`;

/** Where the browser lands after giving up at the gateway: the orders page, where the order waits unpaid. */
export const CANCEL_PATH = '/app/orders/';

/** One line the customer pays for, in the order's currency (GST comes as a line of its own). */
export interface CheckoutLine {
  name: string;
  /** Integer cents. */
  unit_cents: number;
  quantity: number;
}

/** What a payment is started for: the order's number, currency and lines whose sum is `total_cents`. */
export interface CheckoutRequest {
  weborder_id: string;
  /** ISO code, upper case (NZD, AUD). */
  currency: string;
  lines: CheckoutLine[];
  /** Integer cents: the sum of unit_cents × quantity over `lines`. */
  total_cents: number;
  /** Pre-fills the gateway's form where it has one. */
  customer_email?: string | undefined;
}

/** Where the browser goes to pay (an absolute URL, or a path on this site for the test page). */
export interface Checkout {
  payment_link: string;
  /** The gateway's own id of the payment session, for logs. */
  reference?: string | undefined;
}

/** A gateway notification, reduced to what the orders feature acts on. */
export type PaymentEvent =
  | { kind: 'paid'; weborder_id: string; amount_cents: number; currency: string; reference: string }
  | { kind: 'ignored'; type: string };

/** Thrown when a webhook's signature does not verify: the caller answers 400 and changes nothing. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A payments adapter. */
export interface PaymentsPort {
  /** 'embedded' takes test cards on /pay/{weborder_id}; 'stripe' redirects to Stripe Checkout. */
  readonly kind: 'embedded' | 'stripe';
  /** Starts a payment for an order and says where the browser goes to pay it. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Verifies and reads a gateway webhook (raw body and signature header as received). Adapters without
   * webhooks (embedded) leave it out. Throws (or rejects with) WebhookSignatureError when the signature
   * does not verify. A promise when the adapter's SDK is still to be loaded (payments/settings.ts).
   */
  readWebhook?(rawBody: string, signature: string | null): PaymentEvent | Promise<PaymentEvent>;
}
