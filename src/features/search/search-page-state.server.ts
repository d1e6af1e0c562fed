/**
 * First results searched on the server, so the page's HTML already holds them (no layout
 * shift, works without JavaScript) and the island hydrates on intent: InstantSearch's server state for
 * the `q` of a /search URL, and the /products listing for its `?q=` / `?industries.title=`.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import type { LiteClient } from 'algoliasearch/lite';
import { SEARCH_LIMITS } from '../../services/search/params.ts';
import { answerMultiQuery, parseMultiQuery } from '../../services/search/protocol.ts';
import { isEmptySearch, searchHits, type SearchClientConfig } from './client.ts';
import { GRID_PAGE_SIZE_MAX } from '../../lib/ui/constants.ts';
import { isUnfiltered, listingRequests, listingResults, listingStateFrom, type FilteredListing } from './listing.ts';
import type { SearchRecord } from '../../schemas/search-record.ts';
import SearchPage from './SearchPage.tsx';
import { siteSearch } from './search.server.ts';

/**
 * The search refused what the URL asked (a 4xx: a query over 512 characters or 10 words, a bad filter).
 * It is the visitor's input, not a fault of the server: the page answers the same status as the search
 * endpoint would, and the log gets one short line without the input (no stack per request,
 * no visitor's text in the log).
 */
class SearchRefused extends Error {
  /** The status the search protocol answered (400 for a refused parameter). */
  readonly status: number;
  constructor(status: number) {
    super(`search refused the request (${status})`);
    this.name = 'SearchRefused';
    this.status = status;
  }
}

/** What /search says without JavaScript when the search refused its query (the island says why itself). */
export const REFUSED_QUERY_MESSAGE = `Search could not answer this request: a search may have at most ${SEARCH_LIMITS.queryLength} characters and ${SEARCH_LIMITS.queryWords} words.`;

/**
 * Whether the protocol refused the visitor's parameters (400). Other statuses (404: an index the
 * configuration names but the engine lacks) are the server's fault, logged as such.
 */
const isRefusal = (status: number): boolean => status === 400;

/** One short log line for a refused search: the page and the status, never the query (personal data). */
function logRefusal(page: string, refusal: SearchRefused): void {
  console.warn(`${page}: the URL's search was refused (${refusal.status}); answered ${refusal.status}.`);
}

/** Algolia's `params` string, as the algoliasearch clients encode it (strings as they are, the rest as JSON). */
function encodeParams(params: Record<string, unknown>): string {
  const encoded = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) encoded.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return encoded.toString();
}

/** A request as InstantSearch passes it (`params` apart) or as algoliasearch v5 takes it (flat). */
interface ClientRequest {
  indexName: string;
  params?: Record<string, unknown>;
  [param: string]: unknown;
}

/** A multi-query body as the algoliasearch clients send it, for the protocol's own parser. */
function multiQueryBody(list: readonly ClientRequest[]): string {
  return JSON.stringify({
    requests: list.map((request) => ({ indexName: request.indexName, params: encodeParams(paramsOf(request)) })),
  });
}

/** A request's search parameters, in either shape. */
function paramsOf({ indexName: _indexName, params, ...flat }: ClientRequest): Record<string, unknown> {
  return params ?? flat;
}

/**
 * A search client that answers in-process, through the same protocol parser as the site's search
 * endpoint (so the server searches exactly as the browser would), skipping empty searches (docs/requirements.md#search).
 */
function inProcessClient(): LiteClient {
  const search = async (requests: unknown) => {
    const list = (
      Array.isArray(requests) ? requests : (requests as { requests: ClientRequest[] }).requests
    ) as ClientRequest[];
    const body = multiQueryBody(list);
    if (list.every((request) => isEmptySearch(request))) {
      return {
        results: list.map((request) => ({
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: 0,
          processingTimeMS: 0,
          exhaustiveNbHits: true,
          query: '',
          params: '',
          index: request.indexName,
          facets: {},
        })),
      };
    }
    const answer = await answerMultiQuery(body, siteSearch());
    if (isRefusal(answer.status)) throw new SearchRefused(answer.status);
    if (answer.status !== 200) throw new Error(`search answered ${answer.status}`);
    return answer.body;
  };
  // InstantSearch calls only `search` of its client (getServerState, then nothing: the island makes its own).
  return { search } as unknown as LiteClient;
}

/**
 * The status at which the endpoint would refuse the /products listing this URL asks for (the same
 * requests through the same protocol parser, nothing searched), or undefined when it would answer.
 * The route file sets it as the page's status before the template renders (a status set while the
 * page streams is too late).
 */
export function listingRefusal(config: SearchClientConfig, searchParams: URLSearchParams): number | undefined {
  const state = listingStateFrom(searchParams);
  if (isUnfiltered(state)) return undefined;
  const parsed = parseMultiQuery(multiQueryBody(listingRequests(config.indexName, state, GRID_PAGE_SIZE_MAX)));
  return 'message' in parsed ? 400 : undefined;
}

/**
 * The /products listing for the URL's filter, searched as the island searches it (the same requests,
 * through the same protocol parser); undefined when the URL has no filter, the search refused it (see
 * listingRefusal) or failed (the island then hydrates at once and searches itself).
 */
export async function filteredListing(
  config: SearchClientConfig,
  searchParams: URLSearchParams,
): Promise<FilteredListing | undefined> {
  const state = listingStateFrom(searchParams);
  if (isUnfiltered(state)) return undefined;
  try {
    const answers = await searchHits<SearchRecord>(
      inProcessClient(),
      listingRequests(config.indexName, state, GRID_PAGE_SIZE_MAX),
    );
    return { state, ...listingResults(answers) };
  } catch (cause) {
    if (cause instanceof SearchRefused) logRefusal('/products', cause);
    else console.error('/products: the server could not search; the browser will.', cause);
    return undefined;
  }
}

/** The server's search for /search: InstantSearch's state, the status of a refused query, or neither if search failed. */
export type SearchPageSearch =
  | { state: InstantSearchServerState; refusedWith?: never }
  | { state?: never; refusedWith: number }
  | { state?: never; refusedWith?: never };

/**
 * InstantSearch's state for the /search page with this query; `refusedWith` the status when the
 * search refused the query (the page answers it); neither when search failed (the island then
 * searches itself and says what went wrong).
 */
export async function searchPageServerState(config: SearchClientConfig, query: string): Promise<SearchPageSearch> {
  try {
    return {
      state: await getServerState(createElement(SearchPage, { config, query, searchClient: inProcessClient() }), {
        renderToString,
      }),
    };
  } catch (cause) {
    if (cause instanceof SearchRefused) {
      logRefusal('/search', cause);
      return { refusedWith: cause.status };
    }
    console.error('/search: the server could not search; the browser will.', cause);
    return {};
  }
}
