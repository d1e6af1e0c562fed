import { describe, expect, it } from 'vitest';
import { paymentsSettings } from './settings.ts';

describe('paymentsSettings', () => {
  it('uses the embedded test payment page with no Stripe key (blank counts as unset)', () => {
    expect(paymentsSettings({})).toEqual({ kind: 'embedded' });
    expect(paymentsSettings({ STRIPE_SECRET_KEY: ' ', STRIPE_WEBHOOK_SECRET: '' })).toEqual({ kind: 'embedded' });
  });

  it('uses Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set', () => {
    expect(paymentsSettings({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_xyz' })).toEqual({
      kind: 'stripe',
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_xyz',
    });
  });

  it('names the variable to set when the webhook secret is missing or a value is malformed', () => {
    expect(() => paymentsSettings({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => paymentsSettings({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_xyz' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => paymentsSettings({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});
