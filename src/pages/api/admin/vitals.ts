import type { APIRoute } from 'astro';
import { admitOperator } from '../../../features/operations/admin.server.ts';
import { vitalsQuerySchema, vitalsReport } from '../../../features/vitals/report.server.ts';
import { json, methodNotAllowed, problem } from '../../../lib/http/json-response.ts';

export const prerender = false;

/** GET /api/admin/vitals?since=7d: the 75th percentile per template and metric, rated (docs/operations.md). */
export const GET: APIRoute = async ({ request, url }) => {
  const admitted = admitOperator(request, 'vitals report');
  if (admitted instanceof Response) return admitted;
  const query = vitalsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return problem(query.error.issues[0]?.message ?? 'The query is not valid.', 400);
  return json({ data: await vitalsReport(query.data.since) });
};

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/admin/vitals', ['GET']);
