import type { APIRoute } from 'astro';
import { readUserDocument, writeUserDocument } from '../../../features/account/account.server.ts';
import { userBodySchema } from '../../../schemas/user.ts';
import { forSignedIn } from '../../../features/account/route.server.ts';
import { methodNotAllowed, readBody } from '../../../lib/http/json-response.ts';

export const prerender = false;

/** GET /api/account/user: the signed-in user's document (docs/api.md). */
export const GET: APIRoute = ({ request }) => forSignedIn(request, 'GET /api/account/user', readUserDocument);

/** PUT /api/account/user {data}: write the whitelisted fields of the signed-in user's document. */
export const PUT: APIRoute = ({ request }) =>
  forSignedIn(request, 'PUT /api/account/user', async (session) => {
    const body = await readBody(request, userBodySchema);
    return 'response' in body ? body.response : writeUserDocument(session, body.data.data);
  });

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/account/user', ['GET', 'PUT']);
