import type { APIRoute } from 'astro';
import { admitOperator } from '../../../features/operations/admin.server.ts';
import { takeBackup } from '../../../features/operations/backup.server.ts';
import { methodNotAllowed } from '../../../lib/http/json-response.ts';

export const prerender = false;

/** GET /api/admin/backup: a consistent snapshot of the embedded database while it serves (docs/operations.md). */
export const GET: APIRoute = async ({ request }) => {
  const admitted = admitOperator(request, 'backup');
  if (admitted instanceof Response) return admitted;
  return takeBackup();
};

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/admin/backup', ['GET']);
