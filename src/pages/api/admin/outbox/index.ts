import type { APIRoute } from 'astro';
import { admitOperator } from '../../../../features/operations/admin.server.ts';
import { listOutbox, outboxQuerySchema } from '../../../../features/operations/outbox-admin.server.ts';
import { json, methodNotAllowed, problem } from '../../../../lib/http/json-response.ts';

export const prerender = false;

/** GET /api/admin/outbox?state=failed|pending: the messages in that state (docs/operations.md). */
export const GET: APIRoute = async ({ request, url }) => {
  const admitted = admitOperator(request, 'list outbox');
  if (admitted instanceof Response) return admitted;
  const query = outboxQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return problem(query.error.issues[0]?.message ?? 'The query is not valid.', 400);
  return json({ data: await listOutbox(query.data.state) });
};

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/admin/outbox', ['GET']);
