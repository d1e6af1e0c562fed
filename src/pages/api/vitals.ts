import type { APIRoute } from 'astro';
import { handleVitalsPost } from '../../features/vitals/vitals.server.ts';
import { methodNotAllowed } from '../../lib/http/json-response.ts';

export const prerender = false;

/** POST /api/vitals (docs/api.md): one page view's Core Web Vitals, from the every-page script's beacon. */
export const POST: APIRoute = ({ request }) => handleVitalsPost(request);

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/vitals', ['POST']);
