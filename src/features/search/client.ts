/**
 * The browser's search client (islands only): algoliasearch's lite client pointed at Algolia, or at
 * the site's own endpoint (`POST /1/indexes/*\/queries`, same origin) when Algolia is not configured.
 *
 * Resilience comes from algoliasearch's transporter (docs/requirements.md#timings-and-limits): timeouts connect 1 s, read 2 s,
 * write 30 s; a request is retried on the next host on a timeout, a network failure or a status
 * outside 2xx/4xx; a failed host is skipped for 2 minutes (the transporter's hosts cache). Algolia
 * has several hosts; the embedded endpoint has one, listed twice so that a failed request is retried once.
 */
import { liteClient, type LiteClient, type SearchForHits } from 'algoliasearch/lite';

/** What an island needs to reach the search service; built on the server by `searchClientConfig()`. */
export interface SearchClientConfig {
  appId: string;
  /** The search-only key (public by design in Algolia; a placeholder for the embedded engine). */
  apiKey: string;
  indexName: string;
  /** `same-origin`: the site's own endpoint; `algolia`: Algolia's hosts for `appId`. */
  target: 'same-origin' | 'algolia';
}

export const SEARCH_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 } as const;

/** The request shapes instantsearch and our islands send (legacy array of `{indexName, params}` or `{requests}`). */
type Requests = Parameters<LiteClient['search']>[0];
interface LooseRequest {
  indexName?: string;
  query?: unknown;
  facetFilters?: unknown;
  params?: Record<string, unknown> | string | undefined;
}

const hasValue = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.every((item) => !hasValue(item)));

/** docs/requirements.md#search: a search with no text and no facet filters is not sent. */
export function isEmptySearch(request: LooseRequest): boolean {
  const params =
    typeof request.params === 'string' ? Object.fromEntries(new URLSearchParams(request.params)) : request.params;
  const query = params?.['query'] ?? request.query;
  const facetFilters = params?.['facetFilters'] ?? request.facetFilters;
  return !(typeof query === 'string' && query.trim() !== '') && !hasValue(facetFilters);
}

const requestList = (requests: Requests): LooseRequest[] => (Array.isArray(requests) ? requests : requests.requests);

/** An empty answer in Algolia's shape, for searches that are not sent. */
const emptyResult = (request: LooseRequest) => ({
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: 0,
  processingTimeMS: 0,
  exhaustiveNbHits: true,
  query: '',
  params: '',
  index: request.indexName ?? '',
  facets: {},
});

/** The lite client for a config, with empty searches answered locally. */
export function createSearchClient(
  config: SearchClientConfig,
  origin?: { host: string; protocol: 'http' | 'https' },
): LiteClient {
  const sameOrigin = config.target === 'same-origin';
  // Server rendering of an island has no location; the client made there never sends (the server's
  // results come through getServerState), so any host does.
  const location = globalThis.location as Location | undefined;
  const here = origin ?? {
    host: location?.host ?? 'localhost',
    protocol: location?.protocol === 'https:' ? 'https' : 'http',
  };
  const host = { url: here.host, protocol: here.protocol, accept: 'read' } as const;
  const client = liteClient(config.appId, config.apiKey, {
    timeouts: SEARCH_TIMEOUTS,
    ...(sameOrigin ? { hosts: [host, host] } : {}),
  });
  const search: LiteClient['search'] = (requests, options) => {
    const list = requestList(requests);
    if (list.length > 0 && list.every(isEmptySearch)) {
      return Promise.resolve({ results: list.map(emptyResult) });
    }
    return client.search(requests, options);
  };
  return { ...client, search };
}

/** A message for a person when search fails (unreachable hosts, an API error, a bad response). */
export function searchErrorMessage(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
  if (status !== undefined && status >= 400 && status < 500) {
    const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
    return `Search could not answer this request${detail}.`;
  }
  return 'Search is not available right now. Please check your connection and try again.';
}

/** The parts of a hits answer the islands read. */
export interface HitsAnswer<T> {
  hits: T[];
  nbHits: number;
  facets: Record<string, Record<string, number>>;
}

/**
 * Send hits requests in one round trip and read the answers defensively (a bad response becomes an
 * empty answer rather than a crash). `T` is the record type the index holds.
 */
export async function searchHits<T>(client: LiteClient, requests: SearchForHits[]): Promise<HitsAnswer<T>[]> {
  const { results } = await client.search<T>({ requests });
  return results.map((result) => {
    if (!('hits' in result)) return { hits: [], nbHits: 0, facets: {} };
    const hits: unknown = result.hits;
    const list = Array.isArray(hits) ? (hits as T[]) : [];
    return { hits: list, nbHits: result.nbHits ?? list.length, facets: result.facets ?? {} };
  });
}
