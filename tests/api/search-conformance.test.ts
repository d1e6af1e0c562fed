import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveSearchEndpoint } from './search-server.ts';

/**
 * Conformance (issue 16): the real algoliasearch clients (the full searchClient and the lite client)
 * against the embedded endpoint over HTTP, one assertion of meaning per parameter the engine supports,
 * and refusals for what it does not apply. docs/search.md lists each parameter with the test that covers it.
 */

interface Hit { objectID: string; title?: string; kind?: string; description?: string; _highlightResult?: Record<string, { value: string }>; _snippetResult?: Record<string, { value: string }> }
interface Hits { hits: Hit[]; nbHits: number; page: number; nbPages: number; hitsPerPage: number; facets?: Record<string, Record<string, number>>; offset?: number; length?: number }
interface FacetHits { facetHits: { value: string; highlighted: string; count: number }[]; exhaustiveFacetsCount: boolean }

const saved = process.env['CONTENT_DATASET'];
let served: Awaited<ReturnType<typeof serveSearchEndpoint>>;
let full: ReturnType<typeof algoliasearch>;
let lite: ReturnType<typeof liteClient>;

beforeAll(async () => {
  vi.resetModules();
  process.env['CONTENT_DATASET'] = 'content/dataset.ndjson';
  served = await serveSearchEndpoint(await import('../../src/pages/1/indexes/[...rest].ts'));
  const hosts = [{ url: served.host, protocol: 'http' as const, accept: 'readWrite' as const }];
  full = algoliasearch('local', 'local-search-key', { hosts });
  lite = liteClient('local', 'local-search-key', { hosts });
});
afterAll(async () => {
  await served.close();
  if (saved === undefined) delete process.env['CONTENT_DATASET'];
  else process.env['CONTENT_DATASET'] = saved;
});

const one = async (searchParams: Record<string, unknown>): Promise<Hits> =>
  (await full.searchSingleIndex({ indexName: 'site', searchParams })) as unknown as Hits;
const titles = (result: Hits) => result.hits.map((hit) => hit.title);
/** The status an Algolia client error carries. */
async function statusOf(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
    return { status: 200, message: '' };
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
}

describe('paths the clients call', () => {
  it('searchSingleIndex (POST /1/indexes/{index}/query), with fields or a params string', async () => {
    expect(titles(await one({ query: 'kestrel' }))[0]).toBe('Kestrel Civil');
    const viaParams = (await full.searchSingleIndex({ indexName: 'site', searchParams: { params: 'query=kestrel&hitsPerPage=1' } })) as unknown as Hits;
    expect(viaParams).toMatchObject({ hitsPerPage: 1, hits: [{ title: 'Kestrel Civil' }] });
  });

  it('search (multi-query) from both clients, hits and facet requests mixed', async () => {
    for (const client of [full, lite]) {
      const { results } = await client.search({ requests: [
        { indexName: 'site', query: 'strata' },
        { indexName: 'site', type: 'facet', facet: 'kind', facetQuery: 'prod' },
      ] });
      const [hits, facets] = results as unknown as [Hits, FacetHits];
      expect(titles(hits)).toContain('Strata BIM');
      expect(facets.facetHits[0]).toMatchObject({ value: 'product', highlighted: '<em>prod</em>uct' });
    }
  });

  it('searchForFacetValues (POST /1/indexes/{index}/facets/{facet}/query) honours facetQuery, filters, maxFacetHits', async () => {
    const answer = (await full.searchForFacetValues({ indexName: 'site', facetName: 'industries.title', searchForFacetValuesRequest: { facetQuery: 'surveying', maxFacetHits: 5 } })) as unknown as FacetHits;
    expect(answer.facetHits.map((hit) => hit.value)).toContain('surveying-geospatial');
    expect(answer.exhaustiveFacetsCount).toBe(true);
    const all = (await full.searchForFacetValues({ indexName: 'site', facetName: 'kind', searchForFacetValuesRequest: { params: 'filters=kind%3Aproduct' } })) as unknown as FacetHits;
    expect(all.facetHits.map((hit) => hit.value)).toEqual(['product']);
    const two = (await full.searchForFacetValues({ indexName: 'site', facetName: 'kind', searchForFacetValuesRequest: { maxFacetHits: 2 } })) as unknown as FacetHits;
    expect(two.facetHits).toHaveLength(2);
  });

  it('an unknown index answers 404 "Index does not exist"; a replica name too (no field to sort on)', async () => {
    for (const indexName of ['nope', 'site_price_asc']) {
      expect(await statusOf(full.searchSingleIndex({ indexName, searchParams: { query: 'x' } }))).toEqual({ status: 404, message: 'Index does not exist' });
    }
    expect((await statusOf(lite.search({ requests: [{ indexName: 'nope' }] }))).status).toBe(404);
  });
});

describe('parameters, with their meaning', () => {
  it('query, typo tolerance (a swap is one typo), typoTolerance and word sizes', async () => {
    expect(titles(await one({ query: 'kestrle' }))).toContain('Kestrel Civil');
    expect(titles(await one({ query: 'stata' }))).toContain('Strata BIM');
    expect((await one({ query: 'stata', typoTolerance: false })).nbHits).toBe(0);
    expect((await one({ query: 'stata', minWordSizefor1Typo: 6 })).nbHits).toBe(0);
    expect(titles(await one({ query: 'kestrle', typoTolerance: 'strict' }))).toContain('Kestrel Civil');
  });

  it('filters, facetFilters, numericFilters, tagFilters', async () => {
    const products = await one({ filters: 'kind:product', hitsPerPage: 100 });
    expect(products.hits.every((hit) => hit.kind === 'product')).toBe(true);
    expect((await one({ facetFilters: [['kind:product', 'kind:blog']], hitsPerPage: 0 })).nbHits).toBeGreaterThan(products.nbHits);
    expect((await one({ facetFilters: ['kind:-product'], hitsPerPage: 100 })).hits.some((hit) => hit.kind === 'product')).toBe(false);
    expect((await one({ numericFilters: ['price > 0'] })).nbHits).toBe(0);
    expect((await one({ tagFilters: [['featured']] })).nbHits).toBe(0);
  });

  it('page, hitsPerPage, offset/length', async () => {
    const first = await one({ hitsPerPage: 4, page: 1 });
    expect(first).toMatchObject({ page: 1, hitsPerPage: 4 });
    expect(first.hits).toHaveLength(4);
    const window = await one({ offset: 4, length: 4 });
    expect(window.hits.map((hit) => hit.objectID)).toEqual(first.hits.map((hit) => hit.objectID));
  });

  it('facets, maxValuesPerFacet, sortFacetValuesBy', async () => {
    const counted = await one({ facets: ['kind'], hitsPerPage: 0 });
    const values = Object.keys(counted.facets?.['kind'] ?? {});
    expect(values.length).toBeGreaterThan(2);
    expect(Object.keys((await one({ facets: ['kind'], maxValuesPerFacet: 2, hitsPerPage: 0 })).facets?.['kind'] ?? {})).toHaveLength(2);
    expect(Object.keys((await one({ facets: ['kind'], sortFacetValuesBy: 'alpha', hitsPerPage: 0 })).facets?.['kind'] ?? {})).toEqual([...values].sort());
  });

  it('attributesToRetrieve, attributesToHighlight with the tags asked for, attributesToSnippet', async () => {
    const [hit] = (await one({ query: 'kestrel', hitsPerPage: 1, attributesToRetrieve: ['title'], attributesToHighlight: ['title'], attributesToSnippet: ['description:3'], highlightPreTag: '<b>', highlightPostTag: '</b>' })).hits;
    expect(Object.keys(hit ?? {}).sort()).toEqual(['_highlightResult', '_snippetResult', 'objectID', 'title']);
    expect(hit?._highlightResult?.['title']?.value).toBe('<b>Kestrel</b> Civil');
    expect(hit?._snippetResult?.['description']?.value.split(' ').filter((word) => word !== '…')).toHaveLength(3);
  });

  it('distinct, analytics, clickAnalytics, userToken are accepted with no effect', async () => {
    const plain = await one({ query: 'strata' });
    const flagged = await one({ query: 'strata', distinct: true, analytics: false, clickAnalytics: true, userToken: 'u-1' });
    expect(titles(flagged)).toEqual(titles(plain));
    expect(titles(await one({ query: 'strata', distinct: 1 }))).toEqual(titles(plain));
  });

  it('anything else answers 400 naming the parameter', async () => {
    for (const [name, value] of [['aroundLatLng', '1,2'], ['optionalWords', ['x']], ['getRankingInfo', true], ['restrictSearchableAttributes', ['title']]] as const) {
      const { status, message } = await statusOf(one({ [name]: value }));
      expect({ name, status }).toEqual({ name, status: 400 });
      expect(message).toContain(`"${name}"`);
    }
  });
});
