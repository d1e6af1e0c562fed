/**
 * Which payments adapter the server uses, read from the environment. Pure (takes the environment as a
 * value) so it can move into services/config.ts beside the other settings.
 */
import { z } from 'zod';

/** Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET), else the embedded test payment page. */
export type PaymentsSettings =
  | { kind: 'embedded' }
  | { kind: 'stripe'; secretKey: string; webhookSecret: string };

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const paymentsEnvironmentSchema = z.object({
  STRIPE_SECRET_KEY: z.preprocess(blankToUndefined, z.string().trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().trim()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be the signing secret of the webhook endpoint (whsec_…)').optional()),
});

/**
 * Reads STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. With neither: the embedded test page. With the key,
 * the webhook secret is required too (without it no order could ever be marked paid). A bad or missing
 * value throws a message naming the variable to set.
 */
export function paymentsSettings(env: Readonly<Record<string, string | undefined>>): PaymentsSettings {
  const result = paymentsEnvironmentSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Bad environment, set: ${problems.join('; ')}`);
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = result.data;
  if (!secretKey) return { kind: 'embedded' };
  if (!webhookSecret) {
    throw new Error('Bad environment, set: STRIPE_WEBHOOK_SECRET: the signing secret of the Stripe webhook endpoint /api/payments/stripe/webhook is required with STRIPE_SECRET_KEY');
  }
  return { kind: 'stripe', secretKey, webhookSecret };
}
