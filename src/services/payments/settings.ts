/**
 * Which payments adapter the server uses, read from the environment (taken as a value), and that
 * adapter: Stripe Checkout, whose SDK is imported only when configured, or the embedded test page.
 */
import { z } from 'zod';
import {
  badEnvironment,
  blankToUndefined,
  parseEnvironment,
  settingsObject,
  type Environment,
} from '../environment.ts';
import { once } from '../lazy.ts';
import { EmbeddedPayments } from './embedded.ts';
import type { PaymentsPort } from './port.ts';

/** Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET), else the embedded test payment page. */
export type PaymentsSettings = { kind: 'embedded' } | { kind: 'stripe'; secretKey: string; webhookSecret: string };

const paymentsEnvironmentSchema = settingsObject({
  STRIPE_SECRET_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(
        /^(sk|rk)_(test|live)_\w+$/,
        'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)',
      )
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be the signing secret of the webhook endpoint (whsec_…)')
      .optional(),
  ),
});

/**
 * Reads STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. With neither: the embedded test page. With the key,
 * the webhook secret is required too (without it no order could ever be marked paid). A bad or missing
 * value throws a message naming the variable to set.
 */
export function paymentsSettings(env: Environment): PaymentsSettings {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = parseEnvironment(
    paymentsEnvironmentSchema,
    env,
  );
  if (!secretKey) return { kind: 'embedded' };
  if (!webhookSecret) {
    throw badEnvironment([
      'STRIPE_WEBHOOK_SECRET: the signing secret of the Stripe webhook endpoint /api/payments/stripe/webhook is required with STRIPE_SECRET_KEY',
    ]);
  }
  return { kind: 'stripe', secretKey, webhookSecret };
}

/** The payments adapter of `settings`; browsers come back to `returnOrigin` (the site's origin) after paying. */
export function createPayments(settings: PaymentsSettings, returnOrigin: string): PaymentsPort {
  if (settings.kind === 'embedded') return new EmbeddedPayments();
  const stripe = once(
    async () =>
      new (await import('./stripe.ts')).StripePayments({
        secretKey: settings.secretKey,
        webhookSecret: settings.webhookSecret,
        returnOrigin,
      }),
  );
  return {
    kind: 'stripe',
    createCheckout: async (request) => (await stripe()).createCheckout(request),
    readWebhook: async (rawBody, signature) => (await stripe()).readWebhook(rawBody, signature),
  };
}
