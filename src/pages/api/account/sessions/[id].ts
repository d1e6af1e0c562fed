import type { APIRoute } from 'astro';
import { endAccountSession } from '../../../../features/account/sessions.server.ts';
import { forSignedIn } from '../../../../features/account/route.server.ts';
import { methodNotAllowed } from '../../../../lib/http/json-response.ts';

export const prerender = false;

/** DELETE /api/account/sessions/{id}: ends one of the signed-in buyer's other sessions (docs/api.md). */
export const DELETE: APIRoute = ({ request, params }) =>
  forSignedIn(request, 'DELETE /api/account/sessions/{id}', (session) =>
    endAccountSession(session, params['id'] ?? ''),
  );

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/account/sessions/{id}', ['DELETE']);
