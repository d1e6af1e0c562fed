import type { APIRoute } from 'astro';
import { json, methodNotAllowed, problem } from '../../features/http/json-response.ts';
import { services } from '../../services/config.ts';

export const prerender = false;

/**
 * GET /api/health: 200 once the server is ready to serve every route: the database is open and migrated
 * and the identity server built (docs/api.md). The server wrapper (scripts/serve.mjs) calls it before it
 * listens, so no visitor pays for the cold start; a load balancer can use it as a readiness check.
 */
export const GET: APIRoute = async () => {
  try {
    await services().warmUp();
    return json({ data: { status: 'ready' } });
  } catch (error) {
    console.error('GET /api/health: the server is not ready.', error);
    return problem('The server is not ready: its database or identity server could not start.', 503);
  }
};

export const HEAD: APIRoute = (context) => GET(context);

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/health', ['GET', 'HEAD']);
