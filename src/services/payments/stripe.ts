/**
 * The Stripe adapter: a hosted Stripe Checkout Session per order (mode payment, line items in cents from
 * the server's priced order) and the webhook that says it was paid. Stripe's objects are zod-parsed at
 * this edge, so the rest of the site sees the port's own types only.
 */
import Stripe from 'stripe';
import { z } from 'zod';
import {
  CANCEL_PATH,
  WebhookSignatureError,
  successPath,
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentsPort,
} from './port.ts';

/** What the adapter needs: keys, and the site origin browsers return to after paying. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** e.g. https://www.tasmancad.example; success and cancel URLs are built on it. */
  returnOrigin: string;
}

const createdSessionSchema = z.object({ id: z.string(), url: z.url() });

/** The part of a Checkout Session event the site acts on. */
const sessionEventSchema = z.object({
  type: z.string(),
  data: z.object({
    object: z.looseObject({
      id: z.string(),
      client_reference_id: z.string().nullish(),
      payment_status: z.string().nullish(),
      amount_total: z.number().int().nullish(),
      currency: z.string().nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
    }),
  }),
});

/** Events that can complete a card payment: paid at once, or later for delayed payment methods. */
const PAYMENT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** Payments through Stripe Checkout. */
export class StripePayments implements PaymentsPort {
  readonly kind = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #settings: StripeSettings;

  /** `client` is for tests (a Stripe instance with a stand-in HTTP client); the server builds one from the key. */
  constructor(settings: StripeSettings, client?: Stripe) {
    this.#settings = settings;
    this.#stripe = client ?? new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  }

  /** Creates the Checkout Session; retried calls for one order reuse it (Stripe idempotency key). */
  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const origin = this.#settings.returnOrigin;
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      client_reference_id: request.weborder_id,
      metadata: { weborder_id: request.weborder_id },
      payment_intent_data: { metadata: { weborder_id: request.weborder_id } },
      line_items: request.lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: line.unit_cents,
          product_data: { name: line.name },
        },
      })),
      success_url: new URL(successPath(request.weborder_id), origin).href,
      cancel_url: new URL(CANCEL_PATH, origin).href,
      ...(request.customer_email ? { customer_email: request.customer_email } : {}),
    };
    const session = await this.#stripe.checkout.sessions.create(params, {
      idempotencyKey: `checkout-${request.weborder_id}-${request.total_cents}`,
    });
    const parsed = createdSessionSchema.parse(session);
    return { payment_link: parsed.url, reference: parsed.id };
  }

  /** Verifies the Stripe-Signature header on the raw body and reads a paid Checkout Session from it. */
  readWebhook(rawBody: string, signature: string | null): PaymentEvent {
    if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
    let event: unknown;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.#settings.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(
        error instanceof Error ? error.message : 'The webhook signature does not verify.',
      );
    }
    const parsed = sessionEventSchema.safeParse(event);
    if (!parsed.success)
      return {
        kind: 'ignored',
        type: typeof event === 'object' && event && 'type' in event ? String(event.type) : 'unknown',
      };
    const {
      type,
      data: { object: session },
    } = parsed.data;
    const weborder_id = session.client_reference_id ?? session.metadata?.['weborder_id'];
    if (
      !PAYMENT_EVENTS.has(type) ||
      session.payment_status !== 'paid' ||
      !weborder_id ||
      session.amount_total == null ||
      !session.currency
    ) {
      return { kind: 'ignored', type };
    }
    return {
      kind: 'paid',
      weborder_id,
      amount_cents: session.amount_total,
      currency: session.currency.toUpperCase(),
      reference: session.id,
    };
  }
}
