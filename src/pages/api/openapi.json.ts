import type { APIRoute } from 'astro';
import { openApiDocument } from '../../features/api-docs/openapi.server.ts';
import { jsonText, methodNotAllowed } from '../../lib/http/json-response.ts';

export const prerender = false;

/** The document is the same for every request: built and serialized once, on the first. */
let serialized: string | undefined;

/** GET /api/openapi.json: the OpenAPI 3.1 document of the API (docs/api.md). */
export const GET: APIRoute = () => {
  serialized ??= JSON.stringify(openApiDocument());
  return jsonText(serialized, 200, { 'Cache-Control': 'public, max-age=300' });
};

/** HEAD answers as GET without the body; named here because `ALL` would catch it first. */
export const HEAD: APIRoute = (context) => GET(context);

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/openapi.json', ['GET', 'HEAD']);
