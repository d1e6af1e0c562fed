/**
 * First results searched on the server (issue 15), so the page's HTML already holds them (no layout
 * shift, works without JavaScript) and the island hydrates on intent: InstantSearch's server state for
 * the `q` of a /search URL, and the /products listing for its `?q=` / `?industries.title=`.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import type { LiteClient } from 'algoliasearch/lite';
import { answerMultiQuery } from '../../services/search/protocol.ts';
import { isEmptySearch, searchHits, type SearchClientConfig } from './client.ts';
import { GRID_PAGE_SIZE_MAX } from '../ui/constants.ts';
import { isUnfiltered, listingRequests, listingResults, listingStateFrom, type FilteredListing } from './listing.ts';
import type { SearchRecord } from './records.ts';
import SearchPage from './SearchPage.tsx';
import { siteSearch } from './search.server.ts';

/** Algolia's `params` string, as the algoliasearch clients encode it (strings as they are, the rest as JSON). */
function encodeParams(params: Record<string, unknown>): string {
  const encoded = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) encoded.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return encoded.toString();
}

/** A request as InstantSearch passes it (`params` apart) or as algoliasearch v5 takes it (flat). */
interface ClientRequest { indexName: string; params?: Record<string, unknown>; [param: string]: unknown }

/** A request's search parameters, in either shape. */
function paramsOf({ indexName: _indexName, params, ...flat }: ClientRequest): Record<string, unknown> {
  return params ?? flat;
}

/**
 * A search client that answers in-process, through the same protocol parser as the site's search
 * endpoint (so the server searches exactly as the browser would), skipping empty searches (SPEC §5).
 */
function inProcessClient(): LiteClient {
  const search = async (requests: unknown) => {
    const list = (Array.isArray(requests) ? requests : (requests as { requests: ClientRequest[] }).requests) as ClientRequest[];
    const body = JSON.stringify({ requests: list.map((request) => ({ indexName: request.indexName, params: encodeParams(paramsOf(request)) })) });
    if (list.every((request) => isEmptySearch(request))) {
      return { results: list.map((request) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, exhaustiveNbHits: true, query: '', params: '', index: request.indexName, facets: {} })) };
    }
    const answer = await answerMultiQuery(body, siteSearch());
    if (answer.status !== 200) throw new Error(`search answered ${answer.status}`);
    return answer.body;
  };
  // InstantSearch calls only `search` of its client (getServerState, then nothing: the island makes its own).
  return { search } as unknown as LiteClient;
}

/**
 * The /products listing for the URL's filter, searched as the island searches it (the same requests,
 * through the same protocol parser); undefined when the URL has no filter or search failed (the island
 * then hydrates at once and searches itself).
 */
export async function filteredListing(config: SearchClientConfig, searchParams: URLSearchParams): Promise<FilteredListing | undefined> {
  const state = listingStateFrom(searchParams);
  if (isUnfiltered(state)) return undefined;
  try {
    const answers = await searchHits<SearchRecord>(inProcessClient(), listingRequests(config.indexName, state, GRID_PAGE_SIZE_MAX));
    return { state, ...listingResults(answers) };
  } catch (cause) {
    console.error('/products: the server could not search; the browser will.', cause);
    return undefined;
  }
}

/** InstantSearch's state for the /search page with this query; undefined if search failed (the island then searches itself). */
export async function searchPageServerState(config: SearchClientConfig, query: string): Promise<InstantSearchServerState | undefined> {
  try {
    return await getServerState(createElement(SearchPage, { config, query, searchClient: inProcessClient() }), { renderToString });
  } catch (cause) {
    console.error('/search: the server could not search; the browser will.', cause);
    return undefined;
  }
}
