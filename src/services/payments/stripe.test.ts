import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './port.ts';
import { StripePayments } from './stripe.ts';

/**
 * The Stripe adapter without Stripe: requests go to a stand-in fetch (what would be sent is checked),
 * and webhooks are events signed locally with stripe.webhooks.generateTestHeaderString.
 */
const settings = { secretKey: 'sk_test_123', webhookSecret: 'whsec_test_secret', returnOrigin: 'https://shop.example' };

function stripeWithFakeFetch(): { stripe: Stripe; sent: { url: string; body: URLSearchParams; headers: Headers }[] } {
  const sent: { url: string; body: URLSearchParams; headers: Headers }[] = [];
  const fakeFetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    sent.push({
      url: input instanceof Request ? input.url : input.toString(),
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      headers: new Headers(init?.headers),
    });
    return Promise.resolve(
      new Response(
        JSON.stringify({
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_1',
        }),
        {
          status: 200,
          headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
        },
      ),
    );
  };
  const stripe = new Stripe(settings.secretKey, {
    httpClient: Stripe.createFetchHttpClient(fakeFetch),
    maxNetworkRetries: 0,
  });
  return { stripe, sent };
}

const order = {
  weborder_id: 'WO-ABCD1234',
  currency: 'NZD',
  total_cents: 396_750,
  customer_email: 'ann@example.com',
  lines: [
    { name: 'Strata BIM, 1-year subscription', unit_cents: 345_000, quantity: 1 },
    { name: 'GST (15%)', unit_cents: 51_750, quantity: 1 },
  ],
};

describe('StripePayments.createCheckout', () => {
  it('creates a payment-mode Checkout Session with line items in cents, return URLs and the order number', async () => {
    const { stripe, sent } = stripeWithFakeFetch();
    const checkout = await new StripePayments(settings, stripe).createCheckout(order);
    expect(checkout).toEqual({ payment_link: 'https://checkout.stripe.com/c/pay/cs_test_1', reference: 'cs_test_1' });
    const [request] = sent;
    expect(request?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const body = Object.fromEntries(request?.body ?? []);
    expect(body).toMatchObject({
      mode: 'payment',
      client_reference_id: 'WO-ABCD1234',
      'metadata[weborder_id]': 'WO-ABCD1234',
      'line_items[0][price_data][currency]': 'nzd',
      'line_items[0][price_data][unit_amount]': '345000',
      'line_items[0][price_data][product_data][name]': 'Strata BIM, 1-year subscription',
      'line_items[0][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '51750',
      success_url: 'https://shop.example/app/thank-you-for-your-order/?order=WO-ABCD1234',
      cancel_url: 'https://shop.example/app/orders/',
      customer_email: 'ann@example.com',
    });
    expect(request?.headers.get('idempotency-key')).toContain('WO-ABCD1234');
  });
});

describe('StripePayments.readWebhook', () => {
  const adapter = new StripePayments(settings, stripeWithFakeFetch().stripe);
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: { object: { id: 'cs_test_1', object: 'checkout.session', ...object } },
    });
  const sign = (payload: string, secret = settings.webhookSecret) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const paid = { client_reference_id: 'WO-ABCD1234', payment_status: 'paid', amount_total: 396_750, currency: 'nzd' };

  it('reads a signed checkout.session.completed as paid, in cents and upper-case currency', () => {
    const payload = event('checkout.session.completed', paid);
    expect(adapter.readWebhook(payload, sign(payload))).toEqual({
      kind: 'paid',
      weborder_id: 'WO-ABCD1234',
      amount_cents: 396_750,
      currency: 'NZD',
      reference: 'cs_test_1',
    });
  });

  it('refuses a wrong secret, a changed body and a missing signature', () => {
    const payload = event('checkout.session.completed', paid);
    expect(() => adapter.readWebhook(payload, sign(payload, 'whsec_other'))).toThrow(WebhookSignatureError);
    expect(() => adapter.readWebhook(payload.replace('396750', '1'), sign(payload))).toThrow(WebhookSignatureError);
    expect(() => adapter.readWebhook(payload, null)).toThrow(WebhookSignatureError);
  });

  it('ignores unpaid sessions and other events', () => {
    const unpaid = event('checkout.session.completed', { ...paid, payment_status: 'unpaid' });
    expect(adapter.readWebhook(unpaid, sign(unpaid))).toEqual({ kind: 'ignored', type: 'checkout.session.completed' });
    const other = event('customer.created', {});
    expect(adapter.readWebhook(other, sign(other))).toEqual({ kind: 'ignored', type: 'customer.created' });
  });
});
