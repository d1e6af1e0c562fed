import type { APIRoute } from 'astro';
import { siteSearch } from '../../../features/search/search.server.ts';
import { answerMultiQuery } from '../../../services/search/port.ts';

export const prerender = false;

/** Algolia's multi-query path, the only one served (`/1/indexes/*` + `/queries`). */
const QUERIES = '*/queries';

const json = (body: unknown, status: number, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

const error = (message: string, status: number, headers: Record<string, string> = {}): Response =>
  json({ message, status }, status, headers);

/** POST /1/indexes/*\/queries: Algolia's multi-query protocol over the site's search (docs/api.md). */
export const POST: APIRoute = async ({ params, request }) => {
  if (params['rest'] !== QUERIES) return error('Not found: only POST /1/indexes/*/queries is served.', 404);
  try {
    const answer = await answerMultiQuery(await request.text(), siteSearch());
    return json(answer.body, answer.status);
  } catch (cause) {
    console.error('POST /1/indexes/*/queries: the search failed.', cause);
    return error('Search is not available at the moment. Please try again later.', 503);
  }
};

/** Any other method: 405 in Algolia's error shape. */
export const ALL: APIRoute = ({ request }) =>
  error(`Method ${request.method} is not allowed on /1/indexes/*/queries; use POST.`, 405, { Allow: 'POST' });
