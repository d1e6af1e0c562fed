/**
 * Stripe's webhook: a verified checkout.session.completed (or async_payment_succeeded) marks the order
 * paid, once, and only when Stripe charged exactly the order's total in its currency. Anything else is
 * acknowledged and left alone, so Stripe does not retry events the site has no use for.
 */
import { services } from '../../services/config.ts';
import { getWebOrder } from '../../services/db/orders.ts';
import { WebhookSignatureError } from '../../services/payments/port.ts';
import { json, problem, readBodyText } from '../../lib/http/json-response.ts';
import { recordPayment } from './record-payment.server.ts';

const received = (note?: string): Response => json({ received: true, ...(note ? { note } : {}) });

/** POST /api/payments/stripe/webhook: 404 unless Stripe is configured, 400 for a bad signature, else 200. */
export async function handleStripeWebhook(request: Request): Promise<Response> {
  const port = services().payments();
  if (!port.readWebhook) return problem('Stripe payments are not configured on this site.', 404);
  // Stripe's events are a few kB; 256 kB leaves room for the largest checkout session.
  const body = await readBodyText(request, 256 * 1024);
  if ('response' in body) return body.response;
  let event;
  try {
    event = await port.readWebhook(body.text, request.headers.get('stripe-signature'));
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      return problem(`The webhook signature does not verify: ${error.message}`, 400);
    throw error;
  }
  if (event.kind === 'ignored') return received(`ignored ${event.type}`);
  const db = await services().database();
  const order = await getWebOrder(db, event.weborder_id);
  if (!order) {
    console.warn(`payments: Stripe reported ${event.reference} paid for an unknown order ${event.weborder_id}.`);
    return received('unknown order');
  }
  if (order.total_cents !== event.amount_cents || order.currency !== event.currency) {
    console.error(
      `payments: Stripe charged ${event.amount_cents} ${event.currency} for order ${order.weborder_id}, which totals ${order.total_cents} ${order.currency}; not marked paid.`,
    );
    return received('amount does not match the order');
  }
  await recordPayment(order.weborder_id);
  console.info(`[payments] order ${order.weborder_id} paid through Stripe (${event.reference}).`);
  return received();
}
