import type { APIRoute } from 'astro';
import { forSignedIn } from '../../../features/account/route.server.ts';
import { methodNotAllowed } from '../../../lib/http/json-response.ts';
import { listMyOrders } from '../../../features/orders/orders.server.ts';

export const prerender = false;

/** GET /api/web-orders/mine: the signed-in user's orders, newest first (docs/orders.md). */
export const GET: APIRoute = ({ request }) => forSignedIn(request, 'GET /api/web-orders/mine', listMyOrders);

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/web-orders/mine', ['GET']);
