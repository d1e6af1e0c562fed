import type { APIRoute } from 'astro';
import { forSignedIn } from '../../features/account/route.server.ts';
import { methodNotAllowed, problem, readBody } from '../../lib/http/json-response.ts';
import { webOrdersAction } from '../../features/orders/orders.server.ts';
import { readIdempotencyKey, webOrdersBodySchema } from '../../features/orders/payload.ts';

export const prerender = false;

/** POST /api/web-orders {action: POST|GET, data} (docs/requirements.md#calls, docs/orders.md); optional Idempotency-Key header. */
export const POST: APIRoute = ({ request }) =>
  forSignedIn(request, 'POST /api/web-orders', async (session) => {
    const key = readIdempotencyKey(request.headers.get('idempotency-key'));
    if ('error' in key) return problem(key.error, 400);
    const body = await readBody(request, webOrdersBodySchema);
    return 'response' in body ? body.response : webOrdersAction(session, body.data, key.key);
  });

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/web-orders', ['POST']);
