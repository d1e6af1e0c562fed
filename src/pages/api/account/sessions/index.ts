import type { APIRoute } from 'astro';
import { endOtherAccountSessions, listAccountSessions } from '../../../../features/account/sessions.server.ts';
import { forSignedIn } from '../../../../features/account/route.server.ts';
import { methodNotAllowed } from '../../../../lib/http/json-response.ts';

export const prerender = false;

/** GET /api/account/sessions: the signed-in buyer's sessions (docs/api.md). */
export const GET: APIRoute = ({ request }) => forSignedIn(request, 'GET /api/account/sessions', listAccountSessions);

/** DELETE /api/account/sessions: ends every session of the buyer's but this one. */
export const DELETE: APIRoute = ({ request }) =>
  forSignedIn(request, 'DELETE /api/account/sessions', endOtherAccountSessions);

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/account/sessions', ['GET', 'DELETE']);
