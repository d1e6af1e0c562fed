import type { APIRoute } from 'astro';
import { readResources } from '../../../features/account/account.server.ts';
import { forSignedIn } from '../../../features/account/route.server.ts';
import { methodNotAllowed } from '../../../lib/http/json-response.ts';

export const prerender = false;

/** GET /api/account/resources: the signed-in user's resources record, created empty if missing. */
export const GET: APIRoute = ({ request }) => forSignedIn(request, 'GET /api/account/resources', readResources);

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/account/resources', ['GET']);
