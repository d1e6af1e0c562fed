import type { APIRoute } from 'astro';
import { json, jsonText, readBodyText, requestedMethod } from '../../../lib/http/json-response.ts';
import { siteSearch } from '../../../features/search/search.server.ts';
import {
  answerFacetQuery,
  answerMultiQuery,
  answerSingleQuery,
  answerText,
  type SearchAnswer,
} from '../../../services/search/protocol.ts';
import { logFailure } from '../../../services/log-failure.ts';

export const prerender = false;

const error = (message: string, status: number, headers: Record<string, string> = {}): Response =>
  json({ message, status }, status, headers);

const PATHS = 'POST /1/indexes/*/queries, /1/indexes/{index}/query and /1/indexes/{index}/facets/{facet}/query';

/** Which of Algolia's search paths `rest` (after /1/indexes/) names, with its decoded index and facet. */
function route(rest: string): ((body: string) => Promise<SearchAnswer<unknown>>) | undefined {
  const port = siteSearch();
  const parts = rest.split('/').map((part) => decodeURIComponent(part));
  if (parts.length === 2 && parts[0] === '*' && parts[1] === 'queries') return (body) => answerMultiQuery(body, port);
  if (parts.length === 2 && parts[0] && parts[1] === 'query')
    return (body) => answerSingleQuery(body, parts[0] ?? '', port);
  if (parts.length === 4 && parts[0] && parts[1] === 'facets' && parts[2] && parts[3] === 'query') {
    return (body) => answerFacetQuery(body, parts[0] ?? '', parts[2] ?? '', port);
  }
  return undefined;
}

/** Algolia's search paths over the site's search (docs/search.md). */
export const POST: APIRoute = async ({ params, request }) => {
  let answer: ((body: string) => Promise<SearchAnswer<unknown>>) | undefined;
  try {
    answer = route(params['rest'] ?? '');
  } catch {
    answer = undefined; // a malformed %-escape in the path
  }
  if (!answer) return error(`Not found: the search serves ${PATHS}.`, 404);
  const text = await readBodyText(request);
  if ('response' in text)
    return error(((await text.response.json()) as { message: string }).message, text.response.status);
  try {
    const { status, body } = await answer(text.text);
    return jsonText(answerText(body), status);
  } catch (cause) {
    logFailure('POST /1/indexes/…: the search failed.', cause);
    return error('Search is not available at the moment. Please try again later.', 503);
  }
};

/** Any other method: 405 in Algolia's error shape. */
export const ALL: APIRoute = ({ request }) =>
  error(`Method ${requestedMethod(request)} is not allowed on the search paths; use POST.`, 405, { Allow: 'POST' });
