import type { APIRoute } from 'astro';
import { handleFormPost } from '../../features/forms/forms.server.ts';
import { methodNotAllowed } from '../../lib/http/json-response.ts';

export const prerender = false;

/** POST /api/forms (docs/forms.md): a CMS form submission, validated against the form document. */
export const POST: APIRoute = ({ request }) => handleFormPost(request);

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/forms', ['POST']);
