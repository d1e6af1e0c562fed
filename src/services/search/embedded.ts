/**
 * Embedded search adapter: a full-text index over the search records, answering in Algolia's response
 * shape. Which records match comes from the index's own word lists (every query word, within its typos,
 * as a prefix), counted in full; they rank by BM25 as @orama/orama scored them (bm25-index.ts), and only the
 * best the page needs are scored (top-scored.ts); facet filters, facet counts, highlighting and
 * pagination are done here so they follow Algolia's rules exactly.
 *
 * - Every query word must match (Algolia's default); the last and the others match as prefixes.
 * - Typos as Algolia counts them (typo.ts): 1 from `minWordSizefor1Typo` letters (4), 2 from
 *   `minWordSizefor2Typos` (8); a swapped pair of letters is one typo; `typoTolerance` true/false/min/strict.
 *   Ranking: fewest typos, then the query in order in the title, then BM25 (Orama's, the title weighing 3).
 * - The site's index, named `EMBEDDED_INDEX_NAME`, plus indexes declared by configuration (index-settings.ts),
 *   each with its settings and replicas for sorting; any other name answers 404 `Index does not exist`, as Algolia does.
 * - Parameters it does not apply are refused with 400 before they get here (params.ts, docs/search.md).
 * - An empty query returns every record (filtered and paginated), as Algolia does.
 * - Highlighting wraps matched words in `highlightPreTag`/`highlightPostTag`, `<em>`/`</em>` by default
 *   like Algolia (react-instantsearch sends its own tags). Values are not HTML-escaped (as in Algolia).
 */
import { LRUCache } from 'lru-cache';
import type { SearchRecord } from '../../schemas/search-record.ts';
import { jsonText } from './answer-text.ts';
import { facetHits } from './facet-search.ts';
import {
  replicaSortOf,
  type DeclaredIndex,
  type IndexedRecord,
  type IndexSettings,
  type ReplicaSort,
} from './index-settings.ts';
import { snippet, snippetSpec } from './snippet.ts';
import { matchesConjunction, valuesAt } from './filters.ts';
import { allowedTypos, keepByTypos, TypoIndex, type TypoSettings } from './typo.ts';
import { Bm25Index, type ScoredWords } from './bm25-index.ts';
import { topScored } from './top-scored.ts';
import {
  encodeParams,
  facetList,
  filtersOf,
  SearchRefusal,
  type FacetStats,
  type HighlightResult,
  type SearchHit,
  type SearchPort,
  type SearchRequest,
  type SearchResult,
} from './port.ts';

/** The one index the embedded engine serves (the islands send it; see searchClientConfig()). */
export const EMBEDDED_INDEX_NAME = 'site';

/** The site index's settings (the same as algoliaIndexSettings() pushes to Algolia); it declares no replicas. */
export const SITE_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['title', 'description', 'keywords'],
  attributesForFaceting: ['kind', 'industries.title', 'productType', 'blogType', 'region'],
  replicas: [],
};

interface Index {
  settings: IndexSettings;
  records: readonly IndexedRecord[];
  /** Orama's BM25 statistics of the searchable attributes, and each word's records best first (bm25-index.ts). */
  bm25: Bm25Index;
  /** Every word of the searchable attributes, for typo expansion (built once per record set). */
  typos: TypoIndex;
  /** The records (numbers, in order) holding each word (of any searchable attribute): which records a query can match at all. */
  recordsByWord: Map<string, readonly number[]>;
  /** The words of each record's first searchable attribute (the title), for ranking words side by side. */
  titleWords: readonly (readonly string[])[];
  /** The records (numbers, in order) whose title holds each word. */
  recordsByTitleWord: Map<string, readonly number[]>;
  /** Each facet attribute's values per record, made on first use. */
  facetColumns: Map<string, FacetColumn>;
  /** Answers given, by request (and replica): the same search again is answered without searching. */
  answers: LRUCache<string, SearchResult>;
}

/**
 * Answers kept per index: many visitors type the same first letters and words (search-as-you-type), and
 * the answer to a request never changes while its index does. A new index (new content) starts empty.
 * Bounded in bytes as well as in number: an answer's size depends on what was asked (up to 100 hits), so
 * 500 answers of 100 hits would take about 50 MB of heap where 500 of the search page's 20 take about 9.
 */
const KEPT_ANSWERS = 500;
/** Most bytes the kept answers of one index may take (as `keptAnswerBytes` counts them). */
export const KEPT_ANSWER_BYTES = 16 * 1024 * 1024;

/**
 * What a kept answer is counted as: three times its JSON text (kept with it, answer-text.ts). The answer's
 * objects and its text measured 2.3-2.5 times the text in V8's heap (demo records, 20 and 100 hits): the
 * hits' highlights are the answer's own strings, the records' other values the index's.
 */
export const keptAnswerBytes = (answer: SearchResult): number => 3 * jsonText(answer).length + 512;

/** Server time one search request may take before its remaining queries are refused. */
export const SEARCH_TIME_BUDGET_MS = 200;

/**
 * Milliseconds of CPU this thread has run: the budget counts a request's own work, so a machine busy with
 * other processes (which stretches the wall clock of the same work) does not make a search refused.
 */
const threadCpuMs = (): number => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The searchable text of an attribute (a string, or the strings and numbers at a dotted path, joined). */
const textOf = (record: IndexedRecord, attribute: string): string =>
  valuesAt(record, attribute)
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' ');

/** The records (numbers, in order) holding each word, from each record's words (words in order of first appearance). */
function recordsHolding(wordsOfRecords: readonly (readonly string[])[]): Map<string, number[]> {
  const holding = new Map<string, number[]>();
  for (const [record, recordWords] of wordsOfRecords.entries()) {
    for (const word of new Set(recordWords)) {
      const list = holding.get(word);
      if (list) list.push(record);
      else holding.set(word, [record]);
    }
  }
  return holding;
}

function buildIndex(records: readonly IndexedRecord[], settings: IndexSettings): Index {
  // One record per objectID, as Orama's index refused a second (the previous index then keeps answering).
  const ids = new Set<string>();
  for (const { objectID } of records) {
    if (ids.has(objectID)) throw new Error(`A document with id "${objectID}" already exists.`);
    ids.add(objectID);
  }
  const searchable = settings.searchableAttributes;
  const texts = searchable.map((attribute) => records.map((record) => textOf(record, attribute)));
  const bm25 = new Bm25Index(texts, records.length);
  const recordsByWord = recordsHolding(
    records.map((_, record) => texts.flatMap((field) => words(field[record] ?? ''))),
  );
  const typos = new TypoIndex(recordsByWord.keys());
  const titleWords = (texts[0] ?? []).map(words);
  const recordsByTitleWord = recordsHolding(titleWords);
  return {
    settings,
    records,
    bm25,
    typos,
    titleWords,
    recordsByWord,
    recordsByTitleWord,
    facetColumns: new Map(),
    answers: new LRUCache({ max: KEPT_ANSWERS, maxSize: KEPT_ANSWER_BYTES, sizeCalculation: keptAnswerBytes }),
  };
}

/** A facet attribute's values of every record, as numbers standing for the values (counting reads them for every match). */
interface FacetColumn {
  names: string[];
  /** Whether any record holds a number there (only then are there `facets_stats`). */
  numeric: boolean;
  /** Record `r`'s values: `values[offsets[r] .. offsets[r + 1]]`. */
  offsets: Int32Array;
  values: Int32Array;
}

/** The values of a facet attribute on each record, as facet values (strings; `true`/`false`, numbers as written), made on first use. */
function facetColumn(index: Index, attribute: string): FacetColumn {
  const known = index.facetColumns.get(attribute);
  if (known) return known;
  const ids = new Map<string, number>();
  const offsets = new Int32Array(index.records.length + 1);
  const values: number[] = [];
  let numeric = false;
  for (const [record, item] of index.records.entries()) {
    offsets[record] = values.length;
    for (const value of valuesAt(item, attribute)) {
      // Not objects (nor null), as Algolia facets only scalar values.
      if (
        typeof value !== 'string' &&
        typeof value !== 'number' &&
        typeof value !== 'boolean' &&
        typeof value !== 'bigint' &&
        value !== undefined
      )
        continue;
      if (typeof value === 'number') numeric = true;
      const name = String(value);
      let id = ids.get(name);
      if (id === undefined) ids.set(name, (id = ids.size));
      values.push(id);
    }
  }
  offsets[index.records.length] = values.length;
  const column = { names: [...ids.keys()], numeric, offsets, values: Int32Array.from(values) };
  index.facetColumns.set(attribute, column);
  return column;
}

/** How many of the records hold each value of a facet attribute, values in order of first appearance. */
function facetCounts(index: Index, records: readonly number[], attribute: string): Map<string, number> {
  const { names, offsets, values } = facetColumn(index, attribute);
  const counts = new Int32Array(names.length);
  const order: number[] = [];
  for (const record of records) {
    for (let i = offsets[record] ?? 0; i < (offsets[record + 1] ?? 0); i++) {
      const value = values[i] ?? 0;
      if ((counts[value] = (counts[value] ?? 0) + 1) === 1) order.push(value);
    }
  }
  return new Map(order.map((value) => [names[value] ?? '', counts[value] ?? 0]));
}

/** The vocabulary words each query word matches, with their typos (every query word matches as a prefix). */
type Matchers = ReadonlyMap<string, number>[];

/** The matcher of a query word beyond the list (never: one matcher per word). */
const NO_MATCH: ReadonlyMap<string, number> = new Map<string, number>();

/** Each query word's matcher, stopping at the first word no indexed word matches (then nothing can match). */
function matchersFor(index: Index, queryWords: string[], settings: TypoSettings): Matchers {
  const matchers: ReadonlyMap<string, number>[] = [];
  for (const word of queryWords) {
    const matcher = index.typos.match(word, allowedTypos(word, settings), true);
    matchers.push(matcher);
    if (matcher.size === 0) break;
  }
  return matchers;
}

/** Whether a text word matches a query word's matcher (a word not in the vocabulary is matched as a prefix). */
const wordMatches = (textWord: string, matcher: ReadonlyMap<string, number>, queryWord: string): boolean =>
  matcher.has(textWord) || textWord.startsWith(queryWord);

function highlight(
  value: string,
  queryWords: string[],
  matchers: Matchers,
  pre: string,
  post: string,
): HighlightResult {
  const matched = new Set<string>();
  let anyWordMarked = false;
  const marked = value.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const hits = queryWords.filter((queryWord, i) =>
      wordMatches(word.toLowerCase(), matchers[i] ?? NO_MATCH, queryWord),
    );
    if (hits.length === 0) return word;
    hits.forEach((hit) => matched.add(hit));
    anyWordMarked = true;
    return `${pre}${word}${post}`;
  });
  const matchedWords = queryWords.filter((word) => matched.has(word));
  const matchLevel = !anyWordMarked ? 'none' : matchedWords.length === queryWords.length ? 'full' : 'partial';
  return {
    value: marked,
    matchLevel,
    matchedWords,
    ...(anyWordMarked ? { fullyHighlighted: marked === `${pre}${value}${post}` } : {}),
  };
}

/** The records matching every query word, with their typos, before any filter: nothing is ranked yet. */
interface Matches {
  /** Record numbers, in the index's order. */
  records: number[];
  /** Per record number: its typos (per query word the fewest, summed); -1 when it does not match. */
  typos: Int32Array;
  /** Per query word, the words it scores with (Orama's tokens of the word and its typo variants). */
  scored: ScoredWords[];
}

const NO_MATCHES = (index: Index): Matches => ({
  records: [],
  typos: new Int32Array(index.records.length).fill(-1),
  scored: [],
});

/**
 * Records matching every query word (Algolia's default), counted but not ranked. Orama's own `tolerance`
 * misses some one-letter deletions on its radix tree ("stata" does not reach "strata") and counts a swap
 * as two, so each query word is expanded here, through the typo index, to the indexed words within its
 * typos, and scored (as Orama did) on the word and its variants by prefix.
 */
function fullTextMatches(
  index: Index,
  queryWords: string[],
  matchers: Matchers,
  tolerance: TypoSettings['typoTolerance'],
): Matches {
  // The records holding a word within each query word's typos, for every word (AND), from the index's own
  // word lists, with their typos (per query word the fewest, summed). Only words within the typos count
  // (Algolia's rule), so a record holding a prefix of a variant alone is not among them.
  if (matchers.length < queryWords.length) return NO_MATCHES(index);
  const count = index.records.length;
  let typos: Int32Array | undefined;
  let members: number[] = [];
  for (const matcher of matchers) {
    const holding = new Int32Array(count).fill(-1);
    const held: number[] = [];
    for (const [word, wordTypos] of matcher) {
      for (const record of index.recordsByWord.get(word) ?? []) {
        const earlier = typos ? (typos[record] ?? -1) : 0;
        if (earlier === -1) continue;
        const now = holding[record] ?? -1;
        if (now === -1) held.push(record);
        if (now === -1 || earlier + wordTypos < now) holding[record] = earlier + wordTypos;
      }
    }
    typos = holding;
    members = held;
    if (held.length === 0) return NO_MATCHES(index);
  }
  const matched = typos ?? new Int32Array(count).fill(-1);
  // Orama found a record for a query word only when a field holds a word one of its tokens begins: the
  // same rule still decides (its tokens split some words, such as those with letters beyond its alphabet).
  const scored = queryWords.map((queryWord, position) => {
    const matcher = matchers[position] ?? NO_MATCH;
    return index.bm25.scoredWords(
      [queryWord, ...[...matcher.keys()].filter((word) => !word.startsWith(queryWord))].join(' '),
    );
  });
  const found = members.filter((record) => {
    if (scored.every((words) => index.bm25.holds(record, words))) return true;
    matched[record] = -1;
    return false;
  });
  const records = keepByTypos(found, (record) => matched[record] ?? 0, tolerance);
  return { records: records.sort((a, b) => a - b), typos: matched, scored };
}

/**
 * The ranks `start` to `end` of the matching records that pass the filters (`records`): fewest typos, then
 * the query's words in order in the title, then the score (Orama's BM25, summed over the query words),
 * then, as Orama ordered equal scores, the first word's score and the index's order. Only the groups
 * (typos, words in order) the window reaches are looked at, and in them only the best records are scored
 * (top-scored.ts): the other matches are counted, not ranked.
 */
function rankedWindow(
  index: Index,
  records: readonly number[],
  matches: Matches,
  queryWords: string[],
  matchers: Matchers,
  start: number,
  end: number,
): number[] {
  // Only records whose title holds a word matching the first query word can have the query in order
  // there: they are found from the title's word lists, the others are not read.
  const titleHoldsFirst = new Uint8Array(index.records.length);
  for (const word of (matchers[0] ?? NO_MATCH).keys())
    for (const record of index.recordsByTitleWord.get(word) ?? []) titleHoldsFirst[record] = 1;
  const titleInOrder = (record: number): number => {
    if (titleHoldsFirst[record] !== 1) return 1;
    if (queryWords.length === 1) return 0;
    const title = index.titleWords[record] ?? [];
    return title.some((_, at) =>
      queryWords.every((queryWord, i) => wordMatches(title[at + i] ?? '', matchers[i] ?? NO_MATCH, queryWord)),
    )
      ? 0
      : 1;
  };
  const byTypos = new Map<number, number[]>();
  for (const record of records) {
    const typos = matches.typos[record] ?? 0;
    const group = byTypos.get(typos);
    if (group) group.push(record);
    else byTypos.set(typos, [record]);
  }
  const firstScores = new Float64Array(index.records.length).fill(Number.NaN);
  const firstScore = (record: number): number => {
    let value = firstScores[record] ?? Number.NaN;
    if (Number.isNaN(value)) firstScores[record] = value = index.bm25.score(record, matches.scored[0] ?? EMPTY_WORDS);
    return value;
  };
  const score = (record: number): number => {
    let sum = firstScore(record);
    for (let position = 1; position < matches.scored.length; position++)
      sum += index.bm25.score(record, matches.scored[position] ?? EMPTY_WORDS);
    return sum;
  };
  const lists = matches.scored.flatMap((words) =>
    words.words.map((word) => ({ ...index.bm25.postings(word), weight: words.counts[word] ?? 0 })),
  );
  const member = new Int32Array(index.records.length).fill(-1);
  const window: number[] = [];
  let before = 0;
  let groupNumber = 0;
  /** The window's part of one group of equal typos and order, its best records by score. */
  const take = (group: readonly number[]): void => {
    const after = before + group.length;
    if (after > start && before < end) {
      const g = groupNumber++;
      for (const record of group) member[record] = g;
      const best = topScored({
        lists,
        candidates: group,
        recordCount: index.records.length,
        eligible: (record) => member[record] === g,
        score,
        tieBreak: (a, b) => firstScore(b) - firstScore(a) || a - b,
        count: Math.min(end, after) - before,
      });
      window.push(...best.slice(Math.max(0, start - before)));
    }
    before = after;
  };
  for (const [, group] of [...byTypos.entries()].sort(([a], [b]) => a - b)) {
    if (before >= end) break;
    // A group wholly before the window is counted only: its order does not matter to this page.
    if (before + group.length <= start) {
      before += group.length;
      continue;
    }
    const inOrder: number[] = [];
    const others: number[] = [];
    for (const record of group) (titleInOrder(record) === 0 ? inOrder : others).push(record);
    take(inOrder);
    take(others);
  }
  return window;
}

const EMPTY_WORDS: ScoredWords = { tokenRanges: [], counts: new Uint16Array(0), words: [] };

/** Record attributes a hit may carry (`attributesToRetrieve`; `*` is all of them). */
function retrieved(record: IndexedRecord, attributes: readonly string[] | undefined): object {
  if (attributes === undefined || attributes.includes('*')) return record;
  const entries = Object.entries(record).filter(
    ([key]) => attributes.includes(key) || attributes.some((name) => name.startsWith(`${key}.`)),
  );
  return Object.fromEntries(entries);
}

/** A hit: the retrieved attributes, `objectID` always (as in Algolia), and the highlighted attributes asked for. */
function hitFor(
  index: Index,
  record: IndexedRecord,
  request: SearchRequest,
  queryWords: string[],
  matchers: Matchers,
): SearchHit {
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const searchable = index.settings.searchableAttributes;
  const asked = request.attributesToHighlight ?? searchable;
  const attributes = asked.includes('*') ? searchable : searchable.filter((attribute) => asked.includes(attribute));
  const highlighted = Object.fromEntries(
    attributes.map((attribute) => [attribute, highlight(textOf(record, attribute), queryWords, matchers, pre, post)]),
  );
  // Snippets of the searchable attributes only (the others hold no text worth cutting).
  const snippets = (request.attributesToSnippet ?? []).map(snippetSpec).flatMap(({ attribute, words: count }) => {
    if (!searchable.includes(attribute)) return [];
    const { value, matchLevel } = highlight(textOf(record, attribute), queryWords, matchers, pre, post);
    return [[attribute, { value: snippet(value, pre, count), matchLevel }] as const];
  });
  return {
    ...retrieved(record, request.attributesToRetrieve),
    objectID: record.objectID,
    ...(attributes.length > 0 ? { _highlightResult: highlighted } : {}),
    ...(snippets.length > 0 ? { _snippetResult: Object.fromEntries(snippets) } : {}),
  };
}

/** A standard replica's order: records by the sort attribute (those without it last), relevance breaking ties (stable sort). */
function sortedBy(records: readonly IndexedRecord[], sort: ReplicaSort): IndexedRecord[] {
  const key = (record: IndexedRecord): number | string | undefined => {
    const value = valuesAt(record, sort.attribute).find((item) => typeof item === 'number' || typeof item === 'string');
    return typeof value === 'number' || typeof value === 'string' ? value : undefined;
  };
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return direction * order;
  });
}

/**
 * Algolia's `facets_stats`: min, max, avg and sum of a facet whose values are numbers. Whole numbers
 * within the safe range sum the same in any order; only when the order could change the sum (fractions,
 * or a sum beyond the safe range) are they summed in rank order (`inRankOrder`, ranking every match).
 */
function facetStats(
  records: readonly IndexedRecord[],
  attribute: string,
  inRankOrder: () => readonly IndexedRecord[],
): FacetStats | undefined {
  const numbersOf = (list: readonly IndexedRecord[]): number[] =>
    list.flatMap((record) => valuesAt(record, attribute).filter((value): value is number => typeof value === 'number'));
  let numbers = numbersOf(records);
  if (numbers.length === 0) return undefined;
  let sum = numbers.reduce((total, value) => total + value, 0);
  if (!numbers.every(Number.isSafeInteger) || !Number.isSafeInteger(sum)) {
    numbers = numbersOf(inRankOrder());
    sum = numbers.reduce((total, value) => total + value, 0);
  }
  return { min: Math.min(...numbers), max: Math.max(...numbers), avg: sum / numbers.length, sum };
}

/** The search engine over one set of records, answering Algolia-shaped requests. */
export function searchRecords(index: Index, request: SearchRequest, sort?: ReplicaSort): SearchResult {
  const started = performance.now();
  const query = request.query.trim();
  // A word said twice asks nothing more of an AND query (and must not cost twice).
  const queryWords = [...new Set(words(query))];
  const settings: TypoSettings = {
    typoTolerance: request.typoTolerance ?? true,
    minWordSizefor1Typo: request.minWordSizefor1Typo ?? 4,
    minWordSizefor2Typos: request.minWordSizefor2Typos ?? 8,
  };
  const matchers = matchersFor(index, queryWords, settings);
  const full = queryWords.length > 0 ? fullTextMatches(index, queryWords, matchers, settings.typoTolerance) : undefined;
  const filters = filtersOf(request);
  const passes = (record: number): boolean =>
    filters.length === 0 || matchesConjunction(index.records[record], filters);
  // Matching records that pass the filters, in the index's order: what is counted (hits, facets).
  const counted = full
    ? filters.length === 0
      ? full.records
      : full.records.filter(passes)
    : index.records.flatMap((_, record) => (passes(record) ? [record] : []));
  const recordsOf = (numbers: readonly number[]): IndexedRecord[] =>
    numbers.map((record) => index.records[record] as IndexedRecord);
  /** Ranks `start` to `end` of the counted records (relevance, then the replica's sort). */
  const ranked = (start: number, end: number): IndexedRecord[] => {
    if (!full) return (sort ? sortedBy(recordsOf(counted), sort) : recordsOf(counted)).slice(start, end);
    if (!sort) return recordsOf(rankedWindow(index, counted, full, queryWords, matchers, start, end));
    // A replica sorts every match, relevance breaking its ties: every match is ranked.
    return sortedBy(recordsOf(rankedWindow(index, counted, full, queryWords, matchers, 0, counted.length)), sort).slice(
      start,
      end,
    );
  };
  const facetAttributes = index.settings.attributesForFaceting;

  if (request.type === 'facet') {
    const facet = request.facet ?? '';
    if (!facetAttributes.includes(facet)) {
      throw new SearchRefusal(
        `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
        400,
      );
    }
    const counts = facetCounts(index, counted, facet);
    const facetHitsFound = facetHits(counts, {
      facetQuery: request.facetQuery ?? '',
      maxFacetHits: request.maxFacetHits ?? 10,
      sortFacetValuesBy: request.sortFacetValuesBy ?? 'count',
      pre: request.highlightPreTag ?? '<em>',
      post: request.highlightPostTag ?? '</em>',
      typos: settings,
    });
    return {
      facetHits: facetHitsFound,
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  const askedFacets = facetList(request.facets);
  const facetNames = askedFacets.includes('*')
    ? facetAttributes
    : askedFacets.filter((name) => facetAttributes.includes(name));
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  for (const name of facetNames) {
    const counts = Object.fromEntries(facetCounts(index, counted, name));
    // Algolia keeps the `maxValuesPerFacet` most frequent values (ties alphabetically), then orders them.
    const kept = Object.entries(counts)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, request.maxValuesPerFacet ?? 100);
    if (request.sortFacetValuesBy === 'alpha') kept.sort(([a], [b]) => a.localeCompare(b));
    facets[name] = Object.fromEntries(kept);
    const numeric = facetColumn(index, name).numeric
      ? facetStats(recordsOf(counted), name, () => ranked(0, counted.length))
      : undefined;
    if (numeric) stats[name] = numeric;
  }

  const { hitsPerPage, page, offset } = request;
  // `offset`/`length` take over from `page`/`hitsPerPage` when given (Algolia: `length` defaults to hitsPerPage).
  const length = request.length ?? hitsPerPage;
  const window =
    offset === undefined ? ranked(page * hitsPerPage, (page + 1) * hitsPerPage) : ranked(offset, offset + length);
  const hits = (offset === undefined && hitsPerPage === 0 ? [] : window).map((record) =>
    hitFor(index, record, request, queryWords, matchers),
  );

  return {
    hits,
    nbHits: counted.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(counted.length / hitsPerPage),
    hitsPerPage,
    ...(offset === undefined ? {} : { offset, length }),
    facets,
    ...(Object.keys(stats).length > 0 ? { facets_stats: stats } : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    query: request.query,
    params: encodeParams(request),
    index: request.indexName,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/**
 * A kept answer made read-only: the answer, its lists and maps, and each hit (`levels` deep). Not below:
 * a hit's nested values are the index's own records' (`retrieved`), which stay as they are.
 */
function freezeAnswer<T>(value: T, levels = 2): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (levels > 0) for (const inner of Object.values(value)) freezeAnswer(inner, levels - 1);
  }
  return value;
}

/** Where a request's index name leads: an index, and the replica's sort when it names a replica. */
interface Target {
  index: () => Promise<Index>;
  sort?: ReplicaSort;
}

/**
 * The embedded adapter: the site's index over `loadRecords`, rebuilt only when it returns a different
 * array (new content), and the indexes declared by configuration, built once on first use.
 */
export class EmbeddedSearch implements SearchPort {
  readonly #loadRecords: () => Promise<readonly SearchRecord[]>;
  readonly #declared: readonly DeclaredIndex[];
  #site: { records: readonly SearchRecord[]; index: Promise<Index> } | undefined;
  /** The last site index built, answering while a newer one builds. */
  #ready: { records: readonly SearchRecord[]; index: Index } | undefined;
  readonly #built = new Map<string, Promise<Index>>();
  /** The declared indexes once built (what `keptAnswers` reads). */
  readonly #declaredReady = new Set<Index>();

  readonly #workMs: () => number;

  /** `workMs` reads the clock the time budget is counted on (this thread's CPU time; tests give their own). */
  constructor(
    loadRecords: () => Promise<readonly SearchRecord[]>,
    declared: readonly DeclaredIndex[] = [],
    workMs: () => number = threadCpuMs,
  ) {
    this.#loadRecords = loadRecords;
    this.#declared = declared;
    this.#workMs = workMs;
  }

  async #siteIndex(): Promise<Index> {
    const records = await this.#loadRecords();
    if (this.#site?.records !== records) {
      // Built after the current task (a failure is the promise's, as when the build was asynchronous).
      const building = Promise.resolve().then(() => buildIndex(records, SITE_INDEX_SETTINGS));
      this.#site = { records, index: building };
      building.then(
        (index) => {
          if (this.#site?.records === records) this.#ready = { records, index };
        },
        (error: unknown) =>
          console.error(
            `search: the new records could not be indexed; the previous index answers. ${error instanceof Error ? error.message : String(error)}`,
          ),
      );
    }
    // After a publish the new records are indexed in the background (seconds on a large site): searches
    // meanwhile get the previous index rather than wait. Only the very first search waits for a build.
    if (this.#ready && this.#ready.records !== records) return this.#ready.index;
    return this.#site.index;
  }

  #declaredIndex(declared: DeclaredIndex): Promise<Index> {
    let index = this.#built.get(declared.name);
    if (!index) {
      index = Promise.resolve().then(() => buildIndex(declared.records, declared.settings));
      this.#built.set(declared.name, index);
      // A build that fails is reported by the search that waits for it.
      index.then(
        (built) => this.#declaredReady.add(built),
        () => undefined,
      );
    }
    return index;
  }

  /** The index (or replica) a name denotes, or undefined: Algolia's 404. */
  #target(name: string): Target | undefined {
    if (name === EMBEDDED_INDEX_NAME) return { index: () => this.#siteIndex() };
    for (const declared of this.#declared) {
      if (declared.name === name) return { index: () => this.#declaredIndex(declared) };
      const replica = declared.settings.replicas.find((candidate) => candidate.name === name);
      if (replica) return { index: () => this.#declaredIndex(declared), sort: replicaSortOf(replica.sort) };
    }
    return undefined;
  }

  /** The answers the answering indexes keep, and the bytes they count as (the `cache_bytes` metric). */
  keptAnswers(): { entries: number; bytes: number } {
    const indexes = [...(this.#ready ? [this.#ready.index] : []), ...this.#declaredReady];
    return {
      entries: indexes.reduce((sum, index) => sum + index.answers.size, 0),
      bytes: indexes.reduce((sum, index) => sum + index.answers.calculatedSize, 0),
    };
  }

  async search(requests: SearchRequest[]): Promise<SearchResult[]> {
    const targets = requests.map((request) => this.#target(request.indexName));
    if (targets.some((target) => target === undefined)) throw new SearchRefusal('Index does not exist', 404);
    // The indexes are built (once, on first use) before the clock starts: building is not the request's cost.
    const indexes = await Promise.all(targets.map(async (target) => target?.index()));
    // One query at a time, handing the event loop back between them, within a time budget:
    // a request of many queries never keeps other visitors waiting for long.
    // The budget counts this request's own work, not the time it waited for others' between its queries.
    let spent = 0;
    const results: SearchResult[] = [];
    for (const [i, request] of requests.entries()) {
      const index = indexes[i];
      if (!index) throw new SearchRefusal('Index does not exist', 404);
      if (spent > SEARCH_TIME_BUDGET_MS) {
        throw new SearchRefusal(
          'This search asks for too much at once. Please search with fewer words or fewer queries.',
          400,
        );
      }
      const sort = targets[i]?.sort;
      // The parsed request names everything the answer depends on (with the replica's sort).
      const key = JSON.stringify([request, sort ?? null]);
      const kept = index.answers.get(key);
      if (kept) {
        results.push(kept);
        continue;
      }
      const started = this.#workMs();
      // Frozen: one answer object goes to every request that asks the same, so nobody may change it.
      const result = freezeAnswer(searchRecords(index, request, sort));
      index.answers.set(key, result);
      results.push(result);
      spent += this.#workMs() - started;
      await new Promise((resume) => setImmediate(resume));
    }
    return results;
  }
}
