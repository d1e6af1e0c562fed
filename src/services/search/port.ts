/**
 * The search port, in the shape of Algolia's multi-query API (`POST /1/indexes/*\/queries`), so that
 * algoliasearch and react-instantsearch talk to either adapter unchanged.
 */
import { z } from 'zod';
import type { SearchRecord } from '../../features/search/records.ts';
import { FilterSyntaxError, parseFacetFilters, parseFilters, parseNumericFilters, parseTagFilters, type Conjunction } from './filters.ts';
import { decodeParams, paramsProblem, paramsSchema, type SearchParams } from './params.ts';

export type { SearchParams } from './params.ts';

/** One request of a multi-query: the index and its parameters, as fields or as a URL-encoded `params` string. */
export interface SearchRequest extends SearchParams {
  indexName: string;
}

/** A hit: the record and, per searchable attribute, Algolia's highlight result. */
export interface HighlightResult { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]; fullyHighlighted?: boolean }
export type SearchHit = Partial<SearchRecord> & Pick<SearchRecord, 'objectID'> & {
  /** Absent when `attributesToHighlight` is empty, as in Algolia. */
  _highlightResult?: Record<string, HighlightResult>;
};

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
  exhaustiveFacetsCount: boolean;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
}

export interface SearchPort {
  /** Answers every request, or throws `SearchRefusal` (e.g. an unknown index) for the whole call, as Algolia does. */
  search(requests: SearchRequest[]): Promise<SearchResponse[]>;
}

/** A request the engine refuses with an HTTP status and Algolia's wording (`Index does not exist`, 404). */
export class SearchRefusal extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

const requestSchema = z
  .looseObject({
    indexName: z.string().min(1).max(256),
    params: z.string().max(16_384).optional(),
    // Facet-value queries (`type: "facet"`) are not answered yet: refused rather than answered with hits.
    type: z.literal('default', { error: 'Unsupported parameter "type": only "default" (hits) requests are answered' }).optional(),
  })
  .transform((request, ctx) => {
    const { indexName, params, type: _type, ...fields } = request;
    const result = paramsSchema.safeParse({ ...(params ? decodeParams(params) : {}), ...fields });
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: paramsProblem(result.error), path: [] });
      return z.NEVER;
    }
    try {
      filtersOf(result.data);
    } catch (cause) {
      if (!(cause instanceof FilterSyntaxError)) throw cause;
      ctx.addIssue({ code: 'custom', message: `Invalid filter: ${cause.message}.`, path: [] });
      return z.NEVER;
    }
    return { indexName, ...result.data };
  });

/** A multi-query body: `{"requests":[...]}` (1 to 50 requests). */
export const multiQueryBodySchema = z.object({ requests: z.array(requestSchema).min(1).max(50) });

/** Parse a raw body (any content type) into requests, or a message saying what is wrong. */
export function parseMultiQuery(body: string): { requests: SearchRequest[] } | { message: string } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { message: 'The body is not valid JSON; send {"requests":[{"indexName":"...","params":"query=..."}]}.' };
  }
  const result = multiQueryBodySchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    if (issue?.code === 'custom') return { message: issue.message };
    return { message: `Invalid request: ${issue ? `${issue.path.join('.') || '(body)'}: ${issue.message}` : 'unknown problem'}.` };
  }
  return { requests: result.data.requests };
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

/** An HTTP answer: status and JSON body (Algolia's error shape `{message, status}` on failure). */
export interface MultiQueryAnswer {
  status: number;
  body: { results: SearchResponse[] } | { message: string; status: number };
}

/** Answer a raw multi-query body (sent as text/plain by algoliasearch; parsed as JSON whatever its type). */
export async function answerMultiQuery(rawBody: string, port: SearchPort): Promise<MultiQueryAnswer> {
  const parsed = parseMultiQuery(rawBody);
  if ('message' in parsed) return { status: 400, body: { message: parsed.message, status: 400 } };
  try {
    return { status: 200, body: { results: await port.search(parsed.requests) } };
  } catch (cause) {
    if (cause instanceof SearchRefusal) return { status: cause.status, body: { message: cause.message, status: cause.status } };
    throw cause;
  }
}
