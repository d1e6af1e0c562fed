import type { APIRoute } from 'astro';
import { methodNotAllowed, problem } from '../../../../lib/http/json-response.ts';
import { payWithTestCard } from '../../../../features/payments/test-payment.server.ts';
import { logFailure } from '../../../../services/log-failure.ts';

export const prerender = false;

/** POST /api/payments/test/{weborder_id}: the card form of the test payment page (docs/orders.md). */
export const POST: APIRoute = async ({ request, params }) => {
  try {
    return await payWithTestCard(request, params['weborderId'] ?? '');
  } catch (error) {
    logFailure('POST /api/payments/test: failed.', error);
    return problem('Payments are not available at the moment. Please try again later.', 503);
  }
};

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/payments/test/{weborder_id}', ['POST']);
