import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMultiQuery } from '../../src/services/search/protocol.ts';
import { RECORDED_REQUESTS } from '../fixtures/algolia/recorded-requests.ts';
import { demoSiteSearch } from '../support/demo-search.ts';

/**
 * Conformance against recorded Algolia answers: every recording in tests/fixtures/algolia/recorded/
 * (written by `npm run search:sync -- --record` from a real Algolia application holding the same records)
 * is replayed on the embedded engine and compared on every field InstantSearch reads. The repository has
 * no recording yet: this machine has no network (docs/search.md); the shape contract is
 * search-contract.test.ts, on a hand-written answer.
 */
const FOLDER = 'tests/fixtures/algolia/recorded';
interface Recording {
  request: Record<string, unknown> & { indexName: string };
  answer: Record<string, unknown>;
}
const recordings = readdirSync(FOLDER)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, ...(JSON.parse(readFileSync(join(FOLDER, file), 'utf8')) as Recording) }));

type Highlight = Record<string, { value: string; matchLevel: string }>;
interface AnswerRead {
  hits?: { objectID: string; _highlightResult?: Highlight; _snippetResult?: Highlight }[];
  facetHits?: { value: string; highlighted: string; count: number }[];
  [field: string]: unknown;
}

const highlights = (values: Highlight | undefined) =>
  values &&
  Object.fromEntries(
    Object.entries(values).map(([attribute, { value, matchLevel }]) => [attribute, { value, matchLevel }]),
  );

/**
 * What InstantSearch (algoliasearch-helper's SearchResults and the widgets) reads of an answer, with the
 * values that cannot agree left out: timings, the index name (ALGOLIA_INDEX vs `site`), the echoed params.
 */
function readByInstantSearch(answer: AnswerRead): Record<string, unknown> {
  if (answer.facetHits)
    return { facetHits: answer.facetHits.map(({ value, highlighted, count }) => ({ value, highlighted, count })) };
  const {
    nbHits,
    nbPages,
    page,
    hitsPerPage,
    query,
    facets,
    facets_stats: facetsStats,
    exhaustiveFacetsCount,
    exhaustiveNbHits,
  } = answer;
  return {
    nbHits,
    nbPages,
    page,
    hitsPerPage,
    query,
    facets,
    facets_stats: facetsStats,
    exhaustiveFacetsCount,
    exhaustiveNbHits,
    hits: (answer.hits ?? []).map((hit) => ({
      objectID: hit.objectID,
      _highlightResult: highlights(hit._highlightResult),
      _snippetResult: highlights(hit._snippetResult),
    })),
  };
}

const port = demoSiteSearch();

describe('recorded Algolia answers, replayed on the embedded engine', () => {
  it('records only requests of the list the recorder sends', () => {
    const names = new Set(RECORDED_REQUESTS.map((recorded) => recorded.name));
    for (const { file } of recordings) expect(names).toContain(file.replace(/\.json$/, ''));
  });

  it('the comparison sees what InstantSearch reads: a changed count, order or highlight is a difference', () => {
    const answer = {
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      query: 'a',
      facets: {},
      processingTimeMS: 3,
      hits: [
        {
          objectID: 'x',
          _highlightResult: { title: { value: '<em>A</em>', matchLevel: 'full', matchedWords: ['a'] } },
        },
        { objectID: 'y' },
      ],
    };
    expect(readByInstantSearch({ ...answer, processingTimeMS: 9, index: 'other' })).toEqual(
      readByInstantSearch(answer),
    );
    expect(readByInstantSearch({ ...answer, nbHits: 3 })).not.toEqual(readByInstantSearch(answer));
    expect(readByInstantSearch({ ...answer, hits: [...answer.hits].reverse() })).not.toEqual(
      readByInstantSearch(answer),
    );
    expect(
      readByInstantSearch({
        ...answer,
        hits: [{ objectID: 'x', _highlightResult: { title: { value: 'A', matchLevel: 'none' } } }, { objectID: 'y' }],
      }),
    ).not.toEqual(readByInstantSearch(answer));
  });

  for (const { file, request, answer } of recordings) {
    it(`${file}: the embedded engine answers as Algolia did`, async () => {
      // Parsed as the endpoint parses it (defaults included), on the site's index.
      const parsed = parseMultiQuery(JSON.stringify({ requests: [{ ...request, indexName: 'site' }] }));
      if ('message' in parsed) throw new Error(parsed.message);
      const [embedded] = await port().search(parsed.requests);
      expect(readByInstantSearch(JSON.parse(JSON.stringify(embedded)) as AnswerRead)).toEqual(
        readByInstantSearch(answer as AnswerRead),
      );
    });
  }
});
