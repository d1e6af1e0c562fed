import type { APIRoute } from 'astro';
import { admitOperator } from '../../../features/operations/admin.server.ts';
import { authEventsQuerySchema, listAuthEvents } from '../../../features/operations/auth-events-admin.server.ts';
import { json, methodNotAllowed, problem } from '../../../lib/http/json-response.ts';

export const prerender = false;

/** GET /api/admin/auth-events?account=<uid>&limit=: the account's last authentication events (docs/operations.md). */
export const GET: APIRoute = async ({ request, url }) => {
  const admitted = admitOperator(request, 'list auth events');
  if (admitted instanceof Response) return admitted;
  const query = authEventsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return problem(query.error.issues[0]?.message ?? 'The query is not valid.', 400);
  return json({ data: await listAuthEvents(query.data) });
};

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/admin/auth-events', ['GET']);
