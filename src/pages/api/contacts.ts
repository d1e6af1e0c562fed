import type { APIRoute } from 'astro';
import { contactsAction } from '../../features/account/account.server.ts';
import { contactsBodySchema } from '../../schemas/contact.ts';
import { forSignedIn } from '../../features/account/route.server.ts';
import { methodNotAllowed, readBody } from '../../lib/http/json-response.ts';

export const prerender = false;

/** POST /api/contacts {action: GET|POST, data} (docs/requirements.md#calls, docs/api.md): the caller's own contact only. */
export const POST: APIRoute = ({ request }) =>
  forSignedIn(request, 'POST /api/contacts', async (session) => {
    const body = await readBody(request, contactsBodySchema);
    return 'response' in body ? body.response : contactsAction(session, body.data);
  });

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/contacts', ['POST']);
