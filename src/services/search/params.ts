/**
 * The search parameters the site's search applies, parsed strictly: a parameter the engine would not
 * apply is refused with 400 naming it, because a silently ignored parameter is a wrong answer nobody
 * notices until the shop moves to Algolia. docs/search.md lists each one and how it applies.
 */
import { z } from 'zod';

export const intFromText = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().min(0));
/** Booleans as fields (`true`) or in a params string (`"true"`); Algolia also takes 0/1 for `distinct`. */
const boolFromText = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]);
const stringList = z.union([z.string().transform((text) => (text === '' ? [] : text.split(','))), z.array(z.string())]);
/** `facetFilters`/`numericFilters`/`tagFilters`: a string, or an AND-list of strings and OR-lists of strings. */
const filterList = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);

/**
 * Cost bounds of one query: the words a query may have and the hits a page may hold, so no
 * request can make the engine match or highlight without end. The whole request: protocol.ts.
 */
export const SEARCH_LIMITS = { queryWords: 10, queryLength: 512, hits: 100 } as const;

/** Words as a person typed them (separated by white space). */
const wordCount = (query: string): number => query.split(/\s+/).filter(Boolean).length;

export const paramsShape = {
  query: z
    .string()
    .max(SEARCH_LIMITS.queryLength)
    .refine((query) => wordCount(query) <= SEARCH_LIMITS.queryWords, {
      error: `at most ${SEARCH_LIMITS.queryWords} words`,
    })
    .default(''),
  page: intFromText.pipe(z.number().max(10_000)).default(0),
  hitsPerPage: intFromText.pipe(z.number().max(SEARCH_LIMITS.hits)).default(20),
  offset: intFromText.pipe(z.number().max(1_000_000)).optional(),
  length: intFromText.pipe(z.number().max(SEARCH_LIMITS.hits)).optional(),
  facets: stringList.optional(),
  // Defaults the engine applies when absent (Algolia: 100), so a port caller need not spell them.
  maxValuesPerFacet: intFromText.pipe(z.number().max(1000)).optional(),
  /** Order of facet values in `facets` and `facetHits`: `count` (Algolia's default) or `alpha`. */
  sortFacetValuesBy: z.enum(['count', 'alpha']).optional(),
  facetFilters: filterList.optional(),
  tagFilters: filterList.optional(),
  /** Algolia's filter syntax (filters.ts); checked when the request is parsed, so a bad one answers 400. */
  filters: z.string().max(4096).optional(),
  numericFilters: filterList.optional(),
  attributesToRetrieve: stringList.optional(),
  attributesToHighlight: stringList.optional(),
  /** `attr` or `attr:N` (N words, 10 by default), searchable attributes only. */
  attributesToSnippet: stringList.optional(),
  highlightPreTag: z.string().max(64).optional(),
  highlightPostTag: z.string().max(64).optional(),
  typoTolerance: z.union([boolFromText, z.enum(['min', 'strict'])]).optional(),
  minWordSizefor1Typo: intFromText.pipe(z.number().max(100)).optional(),
  minWordSizefor2Typos: intFromText.pipe(z.number().max(100)).optional(),
  /** Accepted with no effect: the index has no `attributeForDistinct`, and Algolia then ignores `distinct` too. */
  distinct: z.union([boolFromText, z.literal(0), z.literal(1), z.enum(['0', '1'])]).optional(),
  /** Accepted with no effect: the embedded engine keeps no analytics (Algolia's answer does not depend on them). */
  analytics: boolFromText.optional(),
  clickAnalytics: boolFromText.optional(),
  userToken: z.string().max(129).optional(),
} as const;

export const paramsSchema = z.strictObject(paramsShape);
export type SearchParams = z.infer<typeof paramsSchema>;

/** Parse Algolia's `params` string: JSON-encoded values (`facetFilters=%5B...%5D`) or plain text. */
export function decodeParams(params: string): Record<string, unknown> {
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

/** The message of a refused parameter set: names the first unsupported or invalid parameter. */
export function paramsProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid search parameters.';
  if (issue.code === 'unrecognized_keys') {
    const [key] = issue.keys;
    return `Unsupported parameter "${key ?? '?'}": the site's search does not apply it (see docs/search.md for what it does apply).`;
  }
  return `Invalid value for parameter "${issue.path.join('.') || '(params)'}": ${issue.message}.`;
}
