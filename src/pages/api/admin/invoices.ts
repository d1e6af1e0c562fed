import type { APIRoute } from 'astro';
import { admitOperator } from '../../../features/operations/admin.server.ts';
import { invoicesFromCsv, invoicesQuerySchema } from '../../../features/invoices/invoices-admin.server.ts';
import { methodNotAllowed, problem } from '../../../lib/http/json-response.ts';

export const prerender = false;

/** GET /api/admin/invoices?from=YYYY-MM-DD: the invoices issued since that date, as CSV (docs/operations.md). */
export const GET: APIRoute = async ({ request, url }) => {
  const admitted = admitOperator(request, 'list invoices');
  if (admitted instanceof Response) return admitted;
  const query = invoicesQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return problem(query.error.issues[0]?.message ?? 'The query is not valid.', 400);
  return new Response(await invoicesFromCsv(query.data.from), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
};

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/admin/invoices', ['GET']);
