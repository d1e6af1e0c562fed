/**
 * The search port, in the shape of Algolia's multi-query API (`POST /1/indexes/*\/queries`), so that
 * algoliasearch and react-instantsearch talk to either adapter unchanged. The HTTP side (parsing the
 * three paths, answering) is protocol.ts.
 */
import type { SearchRecord } from '../../schemas/search-record.ts';
import { parseFacetFilters, parseFilters, parseNumericFilters, parseTagFilters, type Conjunction } from './filters.ts';
import type { SearchParams } from './params.ts';
import type { FacetHit } from './facet-search.ts';

export type { SearchParams } from './params.ts';

/** One request of a multi-query: the index and its parameters, as fields or as a URL-encoded `params` string. */
export interface SearchRequest extends SearchParams {
  indexName: string;
  /** `facet`: search for values of `facet` matching `facetQuery` (Algolia's searchForFacetValues). */
  type?: 'default' | 'facet';
  facet?: string;
  facetQuery?: string;
  maxFacetHits?: number;
}

/** The answer to a `type: "facet"` request. */
export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

export type SearchResult = SearchResponse | FacetSearchResponse;

/** A hit: the record and, per searchable attribute, Algolia's highlight result. */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
export type SearchHit = Partial<SearchRecord> &
  Pick<SearchRecord, 'objectID'> & {
    /** Absent when `attributesToHighlight` is empty, as in Algolia. */
    _highlightResult?: Record<string, HighlightResult>;
    /** For `attributesToSnippet`: a window of words of the highlighted value. */
    _snippetResult?: Record<string, Pick<HighlightResult, 'value' | 'matchLevel'>>;
  };

/** Algolia's `facets_stats` of a numeric facet (RangeInput reads min and max). */
export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** Echoed when the request paginates by `offset`/`length` instead of `page`. */
  offset?: number;
  length?: number;
  /** Counts per facet value, for the facets asked for. */
  facets: Record<string, Record<string, number>>;
  /** For asked facets whose values are numbers, as Algolia answers. */
  facets_stats?: Record<string, FacetStats>;
  exhaustiveFacetsCount: boolean;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
}

export interface SearchPort {
  /** Answers every request, or throws `SearchRefusal` (e.g. an unknown index) for the whole call, as Algolia does. */
  search(requests: SearchRequest[]): Promise<SearchResult[]>;
}

/** A request the engine refuses with an HTTP status and Algolia's wording (`Index does not exist`, 404). */
export class SearchRefusal extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** Every filter parameter of a request as one AND-list of OR-groups (throws FilterSyntaxError). */
export const filtersOf = (params: SearchParams): Conjunction => [
  ...parseFilters(params.filters ?? ''),
  ...parseFacetFilters(params.facetFilters),
  ...parseNumericFilters(params.numericFilters),
  ...parseTagFilters(params.tagFilters),
];

/** `facets` as a list of attribute names (`*` means every facet attribute). */
export const facetList = (facets: SearchParams['facets']): string[] =>
  facets === undefined ? [] : typeof facets === 'string' ? [facets] : facets;

/** The params string Algolia echoes back. */
export function encodeParams(request: SearchRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === 'indexName' || value === undefined) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}

/** Writes to a search index: records saved whole (new or replacing the one with their objectID), others deleted. */
export interface SearchRecordWrites {
  /** Records to save; each replaces the whole record with its objectID. */
  save: readonly SearchRecord[];
  /** objectIDs of the records to delete (an objectID the index does not hold is no error). */
  delete: readonly string[];
}

/**
 * Keeps a hosted search index in step with a publish (Algolia: the embedded engine rebuilds from the
 * content by itself and needs no writer). `apply` resolves once the index has accepted the writes, not
 * once they are searchable, and rejects when it refused them.
 */
export interface SearchIndexWriter {
  apply(changes: SearchRecordWrites): Promise<void>;
}
