/**
 * The search port, in the shape of Algolia's multi-query API (`POST /1/indexes/*\/queries`), so that
 * algoliasearch and react-instantsearch talk to either adapter unchanged.
 */
import { z } from 'zod';
import type { SearchRecord } from '../../features/search/records.ts';

/** `facetFilters` as Algolia accepts them: a string, or an AND-list of strings and OR-lists of strings. */
const facetFiltersSchema = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);
const intFromText = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(0));

/** The search parameters this site supports (others are accepted and ignored, as Algolia ignores none). */
const paramsSchema = z.object({
  query: z.string().max(512).default(''),
  page: intFromText.default(0),
  hitsPerPage: intFromText.pipe(z.number().max(1000)).default(20),
  facets: z.union([z.string(), z.array(z.string())]).optional(),
  facetFilters: facetFiltersSchema.optional(),
  highlightPreTag: z.string().max(64).optional(),
  highlightPostTag: z.string().max(64).optional(),
});

export type SearchParams = z.infer<typeof paramsSchema>;

/** One request of a multi-query: the index and its parameters, as fields or as a URL-encoded `params` string. */
export interface SearchRequest extends SearchParams {
  indexName: string;
}

/** A hit: the record and, per searchable attribute, Algolia's highlight result. */
export type SearchHit = SearchRecord & {
  _highlightResult: Record<string, { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]; fullyHighlighted?: boolean }>;
};

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
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
  search(requests: SearchRequest[]): Promise<SearchResponse[]>;
}

/** Parse Algolia's `params` string: JSON-encoded values (`facetFilters=%5B...%5D`) or plain text. */
function decodeParams(params: string): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      decoded[key] = key !== 'query' && /^[[{"]/.test(value) ? JSON.parse(value) : value;
    } catch {
      decoded[key] = value;
    }
  }
  return decoded;
}

const requestSchema = z
  .looseObject({ indexName: z.string().min(1).max(256), params: z.string().max(16_384).optional() })
  .transform((request, ctx) => {
    const { indexName, params, ...fields } = request;
    const result = paramsSchema.safeParse({ ...(params ? decodeParams(params) : {}), ...fields });
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
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
    return { message: `Invalid request: ${issue ? `${issue.path.join('.') || '(body)'}: ${issue.message}` : 'unknown problem'}.` };
  }
  return { requests: result.data.requests };
}

/** Normalise `facetFilters` to an AND-list of OR-lists. */
export function normaliseFacetFilters(filters: SearchParams['facetFilters']): string[][] {
  if (filters === undefined) return [];
  if (typeof filters === 'string') return [[filters]];
  return filters.map((filter) => (typeof filter === 'string' ? [filter] : filter));
}

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
  return { status: 200, body: { results: await port.search(parsed.requests) } };
}
