import { readFileSync } from 'node:fs';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkedAgainstTheDocument } from './harness.ts';
import { serveSearchEndpoint } from './search-server.ts';

/**
 * Conformance: the real algoliasearch clients (the full searchClient and the lite client)
 * against the embedded endpoint over HTTP, one assertion of meaning per parameter the engine supports,
 * and refusals for what it does not apply. docs/search.md lists each parameter with the test that covers it.
 */

interface Hit {
  objectID: string;
  title?: string;
  kind?: string;
  description?: string;
  _highlightResult?: Record<string, { value: string }>;
  _snippetResult?: Record<string, { value: string }>;
}
interface Hits {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  offset?: number;
  length?: number;
}
interface FacetHits {
  facetHits: { value: string; highlighted: string; count: number }[];
  exhaustiveFacetsCount: boolean;
}

const saved = { dataset: process.env['CONTENT_DATASET'], declared: process.env['SEARCH_DECLARED_INDEXES'] };
/** The index declared by configuration beside the site's: numbers, booleans, tags, hierarchical levels, replicas. */
const WIDGETS_FILE = 'tests/fixtures/search/widgets-index.json';
interface Widget {
  objectID: string;
  name: string;
  brand: string;
  type: string;
  categories: { lvl0: string; lvl1: string };
  price: number;
  free_shipping: boolean;
  _tags?: string[];
}
const widgetRecords = (JSON.parse(readFileSync(WIDGETS_FILE, 'utf8')) as { records: Widget[] }).records;
let served: Awaited<ReturnType<typeof serveSearchEndpoint>>;
checkedAgainstTheDocument();
let full: ReturnType<typeof algoliasearch>;
let lite: ReturnType<typeof liteClient>;

beforeAll(async () => {
  vi.resetModules();
  process.env['CONTENT_DATASET'] = 'content/dataset.ndjson';
  process.env['SEARCH_DECLARED_INDEXES'] = WIDGETS_FILE;
  served = await serveSearchEndpoint(await import('../../src/pages/1/indexes/[...rest].ts'));
  // Build both indexes before any client call, so no first request runs into the client's read timeout.
  const { siteSearch } = await import('../../src/features/search/search.server.ts');
  await siteSearch().search([
    { indexName: 'site', query: '', page: 0, hitsPerPage: 1 },
    { indexName: 'widgets', query: '', page: 0, hitsPerPage: 1 },
  ]);
  const hosts = [{ url: served.host, protocol: 'http' as const, accept: 'readWrite' as const }];
  full = algoliasearch('local', 'local-search-key', { hosts });
  lite = liteClient('local', 'local-search-key', { hosts });
}, 60_000); // indexing the demo content and the widgets index takes seconds on a busy machine
afterAll(async () => {
  await served.close();
  for (const [name, value] of [
    ['CONTENT_DATASET', saved.dataset],
    ['SEARCH_DECLARED_INDEXES', saved.declared],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
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
    const viaParams = (await full.searchSingleIndex({
      indexName: 'site',
      searchParams: { params: 'query=kestrel&hitsPerPage=1' },
    })) as unknown as Hits;
    expect(viaParams).toMatchObject({ hitsPerPage: 1, hits: [{ title: 'Kestrel Civil' }] });
  });

  it('search (multi-query) from both clients, hits and facet requests mixed', async () => {
    for (const client of [full, lite]) {
      const { results } = await client.search({
        requests: [
          { indexName: 'site', query: 'strata' },
          { indexName: 'site', type: 'facet', facet: 'kind', facetQuery: 'prod' },
        ],
      });
      const [hits, facets] = results as unknown as [Hits, FacetHits];
      expect(titles(hits)).toContain('Strata BIM');
      expect(facets.facetHits[0]).toMatchObject({ value: 'product', highlighted: '<em>prod</em>uct' });
    }
  });

  it('searchForFacetValues (POST /1/indexes/{index}/facets/{facet}/query) honours facetQuery, filters, maxFacetHits', async () => {
    const answer = (await full.searchForFacetValues({
      indexName: 'site',
      facetName: 'industries.title',
      searchForFacetValuesRequest: { facetQuery: 'surveying', maxFacetHits: 5 },
    })) as unknown as FacetHits;
    expect(answer.facetHits.map((hit) => hit.value)).toContain('surveying-geospatial');
    expect(answer.exhaustiveFacetsCount).toBe(true);
    const all = (await full.searchForFacetValues({
      indexName: 'site',
      facetName: 'kind',
      searchForFacetValuesRequest: { params: 'filters=kind%3Aproduct' },
    })) as unknown as FacetHits;
    expect(all.facetHits.map((hit) => hit.value)).toEqual(['product']);
    const two = (await full.searchForFacetValues({
      indexName: 'site',
      facetName: 'kind',
      searchForFacetValuesRequest: { maxFacetHits: 2 },
    })) as unknown as FacetHits;
    expect(two.facetHits).toHaveLength(2);
  });

  it('an unknown index answers 404 "Index does not exist"; a replica name too (no field to sort on)', async () => {
    for (const indexName of ['nope', 'site_price_asc']) {
      expect(await statusOf(full.searchSingleIndex({ indexName, searchParams: { query: 'x' } }))).toEqual({
        status: 404,
        message: 'Index does not exist',
      });
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
    // "min": only the fewest typos; "print" matches exactly somewhere, so its one-typo matches drop out.
    const print = await one({ query: 'print', hitsPerPage: 0 });
    const printMin = await one({ query: 'print', typoTolerance: 'min', hitsPerPage: 0 });
    expect(printMin.nbHits).toBeLessThan(print.nbHits);
    expect(printMin.nbHits).toBe((await one({ query: 'print', typoTolerance: false, hitsPerPage: 0 })).nbHits);
    expect(titles(await one({ query: 'kestrle', typoTolerance: 'min' }))).toContain('Kestrel Civil');
  });

  it('every word must match (AND): a word said twice changes nothing, a word nothing has leaves no hit', async () => {
    const once = await one({ query: 'strata bim' });
    expect(once.nbHits).toBeGreaterThan(0);
    const twice = await one({ query: 'strata strata bim bim' });
    expect(twice.nbHits).toBe(once.nbHits);
    expect(titles(twice)).toEqual(titles(once));
    expect((await one({ query: 'qzxv strata bim' })).nbHits).toBe(0);
    expect((await one({ query: 'strata bim qzxv' })).nbHits).toBe(0);
  });

  it('filters, facetFilters, numericFilters, tagFilters', async () => {
    const products = await one({ filters: 'kind:product', hitsPerPage: 100 });
    expect(products.hits.every((hit) => hit.kind === 'product')).toBe(true);
    expect((await one({ facetFilters: [['kind:product', 'kind:blog']], hitsPerPage: 0 })).nbHits).toBeGreaterThan(
      products.nbHits,
    );
    expect(
      (await one({ facetFilters: ['kind:-product'], hitsPerPage: 100 })).hits.some((hit) => hit.kind === 'product'),
    ).toBe(false);
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
    expect(
      Object.keys((await one({ facets: ['kind'], maxValuesPerFacet: 2, hitsPerPage: 0 })).facets?.['kind'] ?? {}),
    ).toHaveLength(2);
    expect(
      Object.keys((await one({ facets: ['kind'], sortFacetValuesBy: 'alpha', hitsPerPage: 0 })).facets?.['kind'] ?? {}),
    ).toEqual([...values].sort());
  });

  it('attributesToRetrieve, attributesToHighlight with the tags asked for, attributesToSnippet', async () => {
    const [hit] = (
      await one({
        query: 'kestrel',
        hitsPerPage: 1,
        attributesToRetrieve: ['title'],
        attributesToHighlight: ['title'],
        attributesToSnippet: ['description:3'],
        highlightPreTag: '<b>',
        highlightPostTag: '</b>',
      })
    ).hits;
    expect(Object.keys(hit ?? {}).sort()).toEqual(['_highlightResult', '_snippetResult', 'objectID', 'title']);
    expect(hit?._highlightResult?.['title']?.value).toBe('<b>Kestrel</b> Civil');
    expect(hit?._snippetResult?.['description']?.value.split(' ').filter((word) => word !== '…')).toHaveLength(3);
  });

  it('distinct, analytics, clickAnalytics, userToken are accepted with no effect', async () => {
    const plain = await one({ query: 'strata' });
    const flagged = await one({
      query: 'strata',
      distinct: true,
      analytics: false,
      clickAnalytics: true,
      userToken: 'u-1',
    });
    expect(titles(flagged)).toEqual(titles(plain));
    expect(titles(await one({ query: 'strata', distinct: 1 }))).toEqual(titles(plain));
  });

  it('anything else answers 400 naming the parameter', async () => {
    for (const [name, value] of [
      ['aroundLatLng', '1,2'],
      ['optionalWords', ['x']],
      ['getRankingInfo', true],
      ['restrictSearchableAttributes', ['title']],
    ] as const) {
      const { status, message } = await statusOf(one({ [name]: value }));
      expect({ name, status }).toEqual({ name, status: 400 });
      expect(message).toContain(`"${name}"`);
    }
  });
});

describe('an index declared by configuration (SEARCH_DECLARED_INDEXES): numbers, booleans, tags, hierarchical facets, replicas', () => {
  type WidgetHits = Omit<Hits, 'hits'> & {
    hits: (Widget & Hit)[];
    index: string;
    facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  };
  const widgets = async (searchParams: Record<string, unknown>, indexName = 'widgets'): Promise<WidgetHits> =>
    (await full.searchSingleIndex({
      indexName,
      searchParams: { hitsPerPage: 100, ...searchParams },
    })) as unknown as WidgetHits;
  const ids = (result: WidgetHits) => result.hits.map((hit) => hit.objectID).sort();
  const expected = (keep: (record: Widget) => boolean) =>
    widgetRecords
      .filter(keep)
      .map((record) => record.objectID)
      .sort();

  it('filters: numeric comparisons and ranges, booleans, tags, AND/OR/NOT with parentheses', async () => {
    expect(ids(await widgets({ filters: 'price < 500 AND free_shipping:true' }))).toEqual(
      expected((r) => r.price < 500 && r.free_shipping),
    );
    expect(
      ids(await widgets({ filters: '(brand:Kea OR brand:Moa) AND NOT type:course AND price:100 TO 3000' })),
    ).toEqual(
      expected((r) => ['Kea', 'Moa'].includes(r.brand) && r.type !== 'course' && r.price >= 100 && r.price <= 3000),
    );
    expect(ids(await widgets({ filters: '_tags:bestseller AND price >= 1000' }))).toEqual(
      expected((r) => (r._tags ?? []).includes('bestseller') && r.price >= 1000),
    );
    expect(ids(await widgets({ filters: 'NOT free_shipping:false AND price != 51' }))).toEqual(
      expected((r) => r.free_shipping && r.price !== 51),
    );
  });

  it('numericFilters (AND of OR-groups), tagFilters (negation), facetFilters on a boolean and a hierarchical level', async () => {
    expect(ids(await widgets({ numericFilters: ['price>=100', ['price<200', 'price>4000']] }))).toEqual(
      expected((r) => r.price >= 100 && (r.price < 200 || r.price > 4000)),
    );
    expect(ids(await widgets({ numericFilters: ['price:400 TO 800'] }))).toEqual(
      expected((r) => r.price >= 400 && r.price <= 800),
    );
    expect(ids(await widgets({ tagFilters: ['-bestseller'] }))).toEqual(
      expected((r) => !(r._tags ?? []).includes('bestseller')),
    );
    expect(ids(await widgets({ tagFilters: [['bestseller', 'nothing']] }))).toEqual(
      expected((r) => (r._tags ?? []).includes('bestseller')),
    );
    expect(ids(await widgets({ facetFilters: ['free_shipping:true', 'categories.lvl1:Hardware > Plotters'] }))).toEqual(
      expected((r) => r.free_shipping && r.categories.lvl1 === 'Hardware > Plotters'),
    );
  });

  it('facets count numbers, booleans and hierarchical levels; facets_stats gives a numeric facet its min, max, avg, sum', async () => {
    const software = widgetRecords.filter((r) => r.categories.lvl0 === 'Software');
    const answer = await widgets({
      facets: ['free_shipping', 'categories.lvl1', 'price', 'brand'],
      facetFilters: ['categories.lvl0:Software'],
      hitsPerPage: 0,
    });
    const tally = (values: string[]) =>
      values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});
    expect(answer.facets?.['free_shipping']).toEqual(tally(software.map((r) => String(r.free_shipping))));
    expect(answer.facets?.['categories.lvl1']).toEqual(tally(software.map((r) => r.categories.lvl1)));
    const prices = software.map((r) => r.price);
    const sum = prices.reduce((total, price) => total + price, 0);
    expect(answer.facets_stats?.['price']).toEqual({
      min: Math.min(...prices),
      max: Math.max(...prices),
      avg: sum / prices.length,
      sum,
    });
    // Only numeric facets have stats (Algolia's rule).
    expect(Object.keys(answer.facets_stats ?? {})).toEqual(['price']);
  });

  it('facet-value search (a searchable RefinementList): facetHits with counts, most frequent first, with the filters applied', async () => {
    const answer = (await full.searchForFacetValues({
      indexName: 'widgets',
      facetName: 'brand',
      searchForFacetValuesRequest: { facetQuery: 'k' },
    })) as unknown as FacetHits;
    const brands = widgetRecords.map((r) => r.brand).filter((brand) => brand.toLowerCase().startsWith('k'));
    const counts = [...new Set(brands)]
      .map((value) => ({ value, count: brands.filter((brand) => brand === value).length }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    expect(answer.facetHits.map(({ value, count }) => ({ value, count }))).toEqual(counts);
    expect(answer.facetHits[0]?.highlighted).toMatch(/^<em>K<\/em>/);
    const cheap = (await full.searchForFacetValues({
      indexName: 'widgets',
      facetName: 'brand',
      searchForFacetValuesRequest: {
        facetQuery: 'k',
        params: new URLSearchParams({ filters: 'price < 200' }).toString(),
      },
    })) as unknown as FacetHits;
    expect(cheap.facetHits.reduce((total, hit) => total + hit.count, 0)).toBe(
      widgetRecords.filter((r) => r.price < 200 && r.brand.startsWith('K')).length,
    );
  });

  it('replicas sort the same records by price (asc/desc), the query and filters still apply; an undeclared replica is 404', async () => {
    const byPrice = [...widgetRecords].sort((a, b) => a.price - b.price).map((r) => r.price);
    const ascending = await widgets({}, 'widgets_price_asc');
    expect(ascending.index).toBe('widgets_price_asc');
    expect(ascending.hits.map((hit) => hit.price)).toEqual(byPrice);
    expect((await widgets({}, 'widgets_price_desc')).hits.map((hit) => hit.price)).toEqual([...byPrice].reverse());
    const plotters = await widgets({ query: 'plotter', filters: 'free_shipping:false' }, 'widgets_price_asc');
    expect(plotters.hits.map((hit) => hit.price)).toEqual(
      widgetRecords
        .filter((r) => r.name.includes('Plotter') && !r.free_shipping)
        .map((r) => r.price)
        .sort((a, b) => a - b),
    );
    expect((await statusOf(widgets({}, 'widgets_name_asc'))).status).toBe(404);
  });

  it('minWordSizefor2Typos: two typos from 8 letters by default, none beyond the one typo below the size asked for', async () => {
    const workstations = expected((r) => r.name.includes('Workstation'));
    expect(ids(await widgets({ query: 'wrkstaton' }))).toEqual(workstations);
    expect((await widgets({ query: 'wrkstaton', minWordSizefor2Typos: 10 })).nbHits).toBe(0);
    expect(ids(await widgets({ query: 'wrkstation', minWordSizefor2Typos: 10 }))).toEqual(workstations);
  });

  it('the params string carries JSON-encoded arrays in a multi-query, with the same meaning as fields', async () => {
    const fields = {
      facets: ['brand'],
      numericFilters: ['price>50'],
      facetFilters: [['type:device', 'type:course']],
      hitsPerPage: 5,
    };
    const params = new URLSearchParams(
      Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)]),
    ).toString();
    const { results } = await lite.search({
      requests: [
        { indexName: 'widgets', ...fields },
        { indexName: 'widgets', params },
      ] as never,
    });
    const [asFields, asParams] = results as unknown as [WidgetHits, WidgetHits];
    expect(asParams.hits.map((hit) => hit.objectID)).toEqual(asFields.hits.map((hit) => hit.objectID));
    expect(asParams.facets).toEqual(asFields.facets);
    expect(asParams.nbHits).toBe(
      widgetRecords.filter((r) => r.price > 50 && ['device', 'course'].includes(r.type)).length,
    );
  });
});
