import type { APIRoute } from 'astro';
import { gatedFileResponse } from '../../../features/gated/file.server.ts';
import { methodNotAllowed } from '../../../lib/http/json-response.ts';

export const prerender = false;

/** GET /api/gated-files/{file} (docs/forms.md): a gated blog's file, through a signed link only. */
export const GET: APIRoute = ({ url, params }) => gatedFileResponse(url, params['file'] ?? '');

export const ALL: APIRoute = ({ request, params }) =>
  methodNotAllowed(request, `/api/gated-files/${params['file'] ?? ''}`, ['GET']);
