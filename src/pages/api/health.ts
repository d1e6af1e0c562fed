import type { APIRoute } from 'astro';
import { json, methodNotAllowed, problem } from '../../lib/http/json-response.ts';
import { isServeProbe } from '../../lib/http/serve-probe.ts';
import { startContentSync } from '../../features/publish/publish.server.ts';
import { services } from '../../services/config.ts';
import { logFailure } from '../../services/log-failure.ts';
import { DATABASE_AWAY_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, databaseReachable } from '../../services/db/reachable.ts';

export const prerender = false;

/**
 * GET /api/health: 200 once the server is ready to serve every route: the database is open and migrated
 * and the identity server built, and the database answers now (docs/api.md); 503 once the server is stopping. The server wrapper (scripts/serve.mjs) calls it before it
 * listens, so no visitor pays for the cold start, and learns from its answer the reverse proxies to
 * trust (TRUSTED_PROXY, parsed by the composition root); a load balancer can use it as a readiness check.
 */
export const GET: APIRoute = async ({ request }) => {
  // A stopping server says so at once, so a proxy sends no more (scripts/serve.mjs drains the rest).
  if (services().stopping()) return problem('The server is stopping.', 503, { 'Retry-After': '1' });
  try {
    await Promise.all([services().warmUp(), startContentSync()]);
    if (!(await databaseReachable(await services().database()))) {
      return problem(DATABASE_AWAY_MESSAGE, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
    }
    const probe = isServeProbe(request);
    return json({ data: { status: 'ready', ...(probe ? { trustedProxies: services().config.proxy.trusted } : {}) } });
  } catch (error) {
    logFailure('GET /api/health: the server is not ready.', error);
    return problem('The server is not ready: its database, identity server or content could not start.', 503);
  }
};

export const HEAD: APIRoute = (context) => GET(context);

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/health', ['GET', 'HEAD']);
