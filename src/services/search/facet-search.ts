/**
 * Search for facet values (Algolia's `type: "facet"` request and `POST /1/indexes/{index}/facets/{facet}/query`):
 * the values of one facet among the records that match the query and filters, whose words match
 * `facetQuery` (every word as a prefix, with the same typo limits as a search), with their counts. Pure.
 */
import { allowedTypos, osaDistance, type TypoSettings } from './typo.ts';

export interface FacetHit {
  value: string;
  /** The value with the matched part of each matched word between the highlight tags. */
  highlighted: string;
  count: number;
}

export interface FacetSearchOptions {
  facetQuery: string;
  /** At most this many values (Algolia: `maxFacetHits`, default 10, at most 100). */
  maxFacetHits: number;
  /** `count` (most frequent first, Algolia's default) or `alpha`. */
  sortFacetValuesBy: 'count' | 'alpha';
  pre: string;
  post: string;
  typos: TypoSettings;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** How a word of a value matches a query word: the length of the exact prefix, the whole word with typos, or not. */
function matchOf(valueWord: string, queryWord: string, typos: TypoSettings): number | 'word' | undefined {
  const lower = valueWord.toLowerCase();
  if (lower.startsWith(queryWord)) return queryWord.length;
  const allowed = allowedTypos(queryWord, typos);
  if (allowed === 0) return undefined;
  return osaDistance(lower, queryWord) <= allowed || osaDistance(lower.slice(0, queryWord.length), queryWord) <= allowed
    ? 'word'
    : undefined;
}

/** The highlighted value, or undefined when some query word matches no word of the value. */
function highlightValue(value: string, queryWords: readonly string[], options: FacetSearchOptions): string | undefined {
  const matched = new Set<string>();
  const highlighted = value.replace(WORD, (word) => {
    for (const queryWord of queryWords) {
      const match = matchOf(word, queryWord, options.typos);
      if (match === undefined) continue;
      matched.add(queryWord);
      const end = match === 'word' ? word.length : match;
      return `${options.pre}${word.slice(0, end)}${options.post}${word.slice(end)}`;
    }
    return word;
  });
  return queryWords.every((word) => matched.has(word)) ? highlighted : undefined;
}

/** The facet hits for the counts of one facet over the matching records. */
export function facetHits(counts: ReadonlyMap<string, number>, options: FacetSearchOptions): FacetHit[] {
  const queryWords = options.facetQuery.toLowerCase().match(WORD) ?? [];
  const hits: FacetHit[] = [];
  for (const [value, count] of counts) {
    const highlighted = queryWords.length === 0 ? value : highlightValue(value, queryWords, options);
    if (highlighted !== undefined) hits.push({ value, highlighted, count });
  }
  const byAlpha = (a: FacetHit, b: FacetHit) => a.value.localeCompare(b.value);
  hits.sort(options.sortFacetValuesBy === 'alpha' ? byAlpha : (a, b) => b.count - a.count || byAlpha(a, b));
  return hits.slice(0, options.maxFacetHits);
}
