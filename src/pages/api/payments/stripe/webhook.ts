import type { APIRoute } from 'astro';
import { methodNotAllowed, problem } from '../../../../lib/http/json-response.ts';
import { handleStripeWebhook } from '../../../../features/payments/stripe-webhook.server.ts';
import { logFailure } from '../../../../services/log-failure.ts';

export const prerender = false;

/** POST /api/payments/stripe/webhook: Stripe's signed events (docs/orders.md). */
export const POST: APIRoute = async ({ request }) => {
  try {
    return await handleStripeWebhook(request);
  } catch (error) {
    logFailure('POST /api/payments/stripe/webhook: failed.', error);
    return problem('The event could not be processed. Stripe will retry it.', 503);
  }
};

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/payments/stripe/webhook', ['POST']);
