import { readFileSync } from 'node:fs';
import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { searchHits } from '../../src/features/search/client.ts';
import type { SearchRecord } from '../../src/schemas/search-record.ts';
import { demoSiteSearch } from '../support/demo-search.ts';

/**
 * Contract: the embedded engine answers in the shape Algolia answers. The Algolia side is
 * tests/fixtures/algolia/multi-query-response.json, written from Algolia's documented multi-query
 * response (fields, types and highlight format of API v1 with react-instantsearch's highlight tags); it
 * could not be recorded from a live application on this offline machine, so refresh it from a real
 * response (`npm run search:sync -- --record`) when Algolia is configured.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const recorded = JSON.parse(readFileSync('tests/fixtures/algolia/multi-query-response.json', 'utf8')) as {
  results: Record<string, Json>[];
};

/** The JSON type of every path in a value (arrays by their first item), e.g. `hits[]._highlightResult.title.value: string`. */
function shape(value: Json, path = '', into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) {
    into.set(path, 'array');
    if (value[0] !== undefined) shape(value[0], `${path}[]`, into);
  } else if (value !== null && typeof value === 'object') {
    into.set(path || '(root)', 'object');
    for (const [key, child] of Object.entries(value)) shape(child, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value === null ? 'null' : typeof value);
  }
  return into;
}

/** Fields the islands and react-instantsearch read; vendor-only extras (timings, renderingContent) are not promised. */
const READ_BY_THE_SITE =
  /^(hits|nbHits|page|nbPages|hitsPerPage|facets|exhaustiveFacetsCount|exhaustiveNbHits|query|params|index|processingTimeMS)(\b|$)/;

const port = demoSiteSearch();

const request = {
  indexName: 'site',
  query: 'stata',
  page: 0,
  hitsPerPage: 20,
  facets: ['kind'],
  highlightPreTag: '__ais-highlight__',
  highlightPostTag: '__/ais-highlight__',
};

describe('embedded search answers as Algolia does', () => {
  it('has every field the site reads, with the same JSON types', async () => {
    const [embedded] = await port().search([request]);
    const expected = [...shape(recorded.results[0] ?? {})].filter(([path]) => READ_BY_THE_SITE.test(path));
    const actual = shape(JSON.parse(JSON.stringify(embedded)) as Json);
    expect(expected.length).toBeGreaterThan(20);
    for (const [path, type] of expected) expect({ path, type: actual.get(path) }).toEqual({ path, type });
  });

  it('highlights with the tags the client sent, as Algolia does', async () => {
    const [embedded] = await port().search([request]);
    const recordedTitle = (recorded.results[0]?.['hits'] as { _highlightResult: { title: { value: string } } }[])[0]
      ?._highlightResult.title.value;
    const strata = embedded && 'hits' in embedded ? embedded.hits.find((hit) => hit.title === 'Strata BIM') : undefined;
    expect(strata?._highlightResult?.['title']?.value).toBe(recordedTitle);
  });

  it("the islands' reader gets the same typed answer from both", async () => {
    const fromRecorded = liteClient('app', 'key', {
      requester: { send: () => Promise.resolve({ status: 200, content: JSON.stringify(recorded), isTimedOut: false }) },
    });
    const fromEmbedded = liteClient('app', 'key', {
      requester: {
        send: async () => ({
          status: 200,
          content: JSON.stringify({ results: await port().search([request]) }),
          isTimedOut: false,
        }),
      },
    });
    const [a] = await searchHits<SearchRecord>(fromRecorded, [request]);
    const [b] = await searchHits<SearchRecord>(fromEmbedded, [request]);
    expect(a?.hits[0]?.title).toBe('Strata BIM');
    expect(b?.hits.map((hit) => hit.title)).toContain('Strata BIM');
    expect(typeof a?.nbHits).toBe(typeof b?.nbHits);
    expect(Object.keys(a?.facets ?? {})).toEqual(Object.keys(b?.facets ?? {}));
  });
});
