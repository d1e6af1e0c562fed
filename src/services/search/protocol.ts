/**
 * Algolia's search protocol over a search port (docs/search.md): the three paths the algoliasearch
 * clients call, their bodies parsed with zod (parameters as fields or as a URL-encoded `params` string),
 * and answers in Algolia's shapes, errors as `{message, status}`.
 *
 * - `POST /1/indexes/*\/queries`: `{requests: [...]}`, hits or facet-values requests (`type: "facet"`).
 * - `POST /1/indexes/{index}/query`: one hits request (searchSingleIndex).
 * - `POST /1/indexes/{index}/facets/{facet}/query`: one facet-values request (searchForFacetValues).
 */
import { z } from 'zod';
import { jsonText } from './answer-text.ts';
import { FilterSyntaxError } from './filters.ts';
import { decodeParams, intFromText, paramsProblem, paramsSchema, paramsShape } from './params.ts';
import { filtersOf, SearchRefusal, type SearchPort, type SearchRequest, type SearchResult } from './port.ts';

/** A facet-values request's own fields (made once: a zod schema costs more to build than to run). */
const facetFieldsSchema = z.object({
  facetQuery: z.string().max(512).default(''),
  maxFacetHits: intFromText.pipe(z.number().min(1).max(100)).default(10),
});

const requestSchema = z
  .looseObject({
    indexName: z.string().min(1).max(256),
    params: z.string().max(16_384).optional(),
    type: z.enum(['default', 'facet']).optional(),
    facet: z.string().min(1).max(256).optional(),
  })
  .transform((request, ctx): SearchRequest => {
    const { indexName, params, type, facet, ...fields } = request;
    const all: Record<string, unknown> = { ...(params ? decodeParams(params) : {}), ...fields };
    // `facetQuery` and `maxFacetHits` belong to facet-values requests only (a hits request refuses them).
    const { facetQuery, maxFacetHits, ...rest } =
      type === 'facet' ? all : { ...all, facetQuery: undefined, maxFacetHits: undefined };
    if (type !== 'facet' && (all['facetQuery'] !== undefined || all['maxFacetHits'] !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Unsupported parameter "facetQuery"/"maxFacetHits" in a hits request: send them with type "facet".',
        path: [],
      });
      return z.NEVER;
    }
    if (type === 'facet' && !facet) {
      ctx.addIssue({
        code: 'custom',
        message: 'A request of type "facet" needs "facet" (the attribute whose values to search).',
        path: [],
      });
      return z.NEVER;
    }
    const facetFields = facetFieldsSchema.safeParse({ facetQuery, maxFacetHits });
    const result = paramsSchema.safeParse(rest);
    if (!result.success || !facetFields.success) {
      ctx.addIssue({
        code: 'custom',
        message: result.success ? 'Invalid facetQuery or maxFacetHits (at most 100).' : paramsProblem(result.error),
        path: [],
      });
      return z.NEVER;
    }
    try {
      filtersOf(result.data);
    } catch (cause) {
      if (!(cause instanceof FilterSyntaxError)) throw cause;
      ctx.addIssue({ code: 'custom', message: `Invalid filter: ${cause.message}.`, path: [] });
      return z.NEVER;
    }
    return { indexName, ...result.data, ...(type === 'facet' && facet ? { type, facet, ...facetFields.data } : {}) };
  });

/**
 * The body of a one-index path (`/1/indexes/{index}/query`, `.../facets/{facet}/query`): the search
 * parameters as fields or as a URL-encoded `params` string (the index, type and facet come from the path).
 */
export const singleQueryBodySchema = z.strictObject({
  ...paramsShape,
  params: z.string().max(16_384).optional(),
  facetQuery: z.string().max(512).optional(),
  maxFacetHits: intFromText.optional(),
});

/** The most queries one multi-query body may carry (a request's cost is bounded). */
export const MAX_QUERIES_PER_REQUEST = 10;

/** A multi-query body: `{"requests":[...]}` (1 to MAX_QUERIES_PER_REQUEST requests). */
export const multiQueryBodySchema = z.object({ requests: z.array(requestSchema).min(1).max(MAX_QUERIES_PER_REQUEST) });

const highlight = z.object({ value: z.string(), matchLevel: z.enum(['none', 'partial', 'full']) });

/** A hits answer (port.ts SearchResponse) as a schema, for the OpenAPI document (features/api-docs). */
export const searchResponseSchema = z.object({
  hits: z.array(
    z.looseObject({
      objectID: z.string(),
      _highlightResult: z
        .record(
          z.string(),
          highlight.extend({ matchedWords: z.array(z.string()), fullyHighlighted: z.boolean().optional() }),
        )
        .optional(),
      _snippetResult: z.record(z.string(), highlight).optional(),
    }),
  ),
  nbHits: z.int(),
  page: z.int(),
  nbPages: z.int(),
  hitsPerPage: z.int(),
  offset: z.int().optional(),
  length: z.int().optional(),
  facets: z.record(z.string(), z.record(z.string(), z.int())),
  facets_stats: z
    .record(z.string(), z.object({ min: z.number(), max: z.number(), avg: z.number(), sum: z.number() }))
    .optional(),
  exhaustiveFacetsCount: z.boolean(),
  exhaustiveNbHits: z.boolean(),
  query: z.string(),
  params: z.string(),
  index: z.string(),
  processingTimeMS: z.number(),
});

/** A facet-values answer (port.ts FacetSearchResponse) as a schema. */
export const facetSearchResponseSchema = z.object({
  facetHits: z.array(z.object({ value: z.string(), highlighted: z.string(), count: z.int() })),
  exhaustiveFacetsCount: z.boolean(),
  processingTimeMS: z.number(),
});

/** Algolia's error answer: the message and the status again. */
export const searchErrorSchema = z.object({ message: z.string(), status: z.int() });

const problem = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (issue?.code === 'custom') return issue.message;
  return `Invalid request: ${issue ? `${issue.path.join('.') || '(body)'}: ${issue.message}` : 'unknown problem'}.`;
};

function parseJson(body: string): { json: unknown } | { message: string } {
  try {
    return { json: JSON.parse(body) as unknown };
  } catch {
    return {
      message:
        'The body is not valid JSON; send {"requests":[{"indexName":"...","params":"query=..."}]} or {"params":"query=..."}.',
    };
  }
}

/** Parse a raw multi-query body (any content type) into requests, or a message saying what is wrong. */
export function parseMultiQuery(body: string): { requests: SearchRequest[] } | { message: string } {
  const parsed = parseJson(body);
  if ('message' in parsed) return parsed;
  const result = multiQueryBodySchema.safeParse(parsed.json);
  return result.success ? { requests: result.data.requests } : { message: problem(result.error) };
}

/**
 * The JSON text of an answer's body: what JSON.stringify would write, with each kept result serialized
 * once (a search answer is tens of kB; writing it again was a sixth of a repeated search's time).
 */
export function answerText(body: unknown): string {
  if (body === null || typeof body !== 'object') return JSON.stringify(body);
  if ('results' in body && Array.isArray(body.results) && Object.keys(body).length === 1) {
    return `{"results":[${body.results.map((result: unknown) => (result !== null && typeof result === 'object' ? jsonText(result) : JSON.stringify(result ?? null))).join(',')}]}`;
  }
  return jsonText(body);
}

/** An HTTP answer: status and JSON body (Algolia's error shape `{message, status}` on failure). */
export interface SearchAnswer<T> {
  status: number;
  body: T | { message: string; status: number };
}

const refused = (status: number, message: string) => ({ status, body: { message, status } });

async function answer<T>(
  requests: SearchRequest[],
  port: SearchPort,
  shape: (results: SearchResult[]) => T,
): Promise<SearchAnswer<T>> {
  try {
    return { status: 200, body: shape(await port.search(requests)) };
  } catch (cause) {
    if (cause instanceof SearchRefusal) return refused(cause.status, cause.message);
    throw cause;
  }
}

/** `POST /1/indexes/*\/queries` (sent as text/plain by algoliasearch; parsed as JSON whatever its type). */
export async function answerMultiQuery(
  rawBody: string,
  port: SearchPort,
): Promise<SearchAnswer<{ results: SearchResult[] }>> {
  const parsed = parseMultiQuery(rawBody);
  if ('message' in parsed) return refused(400, parsed.message);
  return answer(parsed.requests, port, (results) => ({ results }));
}

/** One request on its own path: the body's fields plus what the path names. */
async function answerOne(
  rawBody: string,
  port: SearchPort,
  fromPath: Record<string, string>,
): Promise<SearchAnswer<SearchResult>> {
  const parsed = parseJson(rawBody.trim() === '' ? '{}' : rawBody);
  if ('message' in parsed) return refused(400, parsed.message);
  if (parsed.json === null || typeof parsed.json !== 'object' || Array.isArray(parsed.json))
    return refused(400, 'The body must be a JSON object of search parameters.');
  const result = requestSchema.safeParse({ ...parsed.json, ...fromPath });
  if (!result.success) return refused(400, problem(result.error));
  return answer([result.data], port, ([first]) => {
    if (!first) throw new Error('the search port answered no result');
    return first;
  });
}

/** `POST /1/indexes/{index}/query` (searchSingleIndex). */
export const answerSingleQuery = (
  rawBody: string,
  indexName: string,
  port: SearchPort,
): Promise<SearchAnswer<SearchResult>> => answerOne(rawBody, port, { indexName, type: 'default' });

/** `POST /1/indexes/{index}/facets/{facet}/query` (searchForFacetValues). */
export const answerFacetQuery = (
  rawBody: string,
  indexName: string,
  facet: string,
  port: SearchPort,
): Promise<SearchAnswer<SearchResult>> => answerOne(rawBody, port, { indexName, type: 'facet', facet });
