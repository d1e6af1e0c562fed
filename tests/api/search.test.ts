import { liteClient } from 'algoliasearch/lite';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRoute, checkedAgainstTheDocument } from './harness.ts';
import { serveSearchEndpoint, type SearchEndpoint } from './search-server.ts';

/**
 * POST /1/indexes/*\/queries: Algolia's multi-query protocol answered by the embedded engine
 * on the demo dataset, called through the endpoint module, and through the real algoliasearch lite client.
 */

interface Hit {
  objectID: string;
  kind: string;
  title: string;
  url: string;
  _highlightResult: Record<string, { value: string; matchLevel: string }>;
}
interface Result {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  query: string;
  index: string;
  params: string;
  exhaustiveNbHits: boolean;
  processingTimeMS: number;
}

const saved = process.env['CONTENT_DATASET'];
let endpoint: SearchEndpoint;
checkedAgainstTheDocument();

beforeAll(async () => {
  vi.resetModules();
  process.env['CONTENT_DATASET'] = 'content/dataset.ndjson';
  endpoint = await import('../../src/pages/1/indexes/[...rest].ts');
});
afterAll(() => {
  if (saved === undefined) delete process.env['CONTENT_DATASET'];
  else process.env['CONTENT_DATASET'] = saved;
});

function contextFor(method: string, body?: string, rest = '*/queries'): APIContext {
  const url = `http://localhost:4321/1/indexes/${rest}?x-algolia-application-id=local&x-algolia-api-key=local`;
  const partial: Partial<APIContext> = {
    request: new Request(url, {
      method,
      ...(body === undefined ? {} : { body, headers: { 'content-type': 'text/plain' } }),
    }),
    url: new URL(url),
    params: { rest },
    locals: {},
  };
  return partial as APIContext;
}

async function post(
  body: unknown,
): Promise<{ status: number; json: { results: Result[] } & { message?: string; status?: number } }> {
  const response = await callRoute(
    endpoint.POST,
    contextFor('POST', typeof body === 'string' ? body : JSON.stringify(body)),
  );
  return { status: response.status, json: (await response.json()) as { results: Result[] } };
}

async function searchOne(request: Record<string, unknown>): Promise<Result> {
  const { status, json } = await post({ requests: [{ indexName: 'site', ...request }] });
  expect(status).toBe(200);
  const result = json.results[0];
  if (!result) throw new Error('no result');
  return result;
}

const titles = (result: Result) => result.hits.map((hit) => hit.title);

describe('POST /1/indexes/*/queries', () => {
  it('tolerates typos: "stata" and "strat bim" find Strata BIM', async () => {
    expect(titles(await searchOne({ params: 'query=stata' }))).toContain('Strata BIM');
    const result = await searchOne({ params: 'query=strat%20bim&hitsPerPage=5' });
    expect(result.hits[0]?.title).toBe('Strata BIM');
  });

  it('counts a swapped pair of letters as one typo, and honours typoTolerance and the word-size limits', async () => {
    expect(titles(await searchOne({ query: 'kestrle' }))).toContain('Kestrel Civil');
    expect(titles(await searchOne({ query: 'strata', typoTolerance: false }))).toContain('Strata BIM');
    expect((await searchOne({ query: 'stata', typoTolerance: false })).nbHits).toBe(0);
    expect((await searchOne({ params: 'query=stata&typoTolerance=false' })).nbHits).toBe(0);
    expect((await searchOne({ query: 'stata', minWordSizefor1Typo: 6 })).nbHits).toBe(0);
    expect(titles(await searchOne({ query: 'kestrle', typoTolerance: 'min' }))).toContain('Kestrel Civil');
    expect((await post({ requests: [{ indexName: 'site', typoTolerance: 'sometimes' }] })).status).toBe(400);
  });

  it('matches prefixes: "kest" finds Kestrel Civil, highlighted with the tags asked for', async () => {
    const result = await searchOne({ query: 'kest', highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    const hit = result.hits.find((h) => h.title === 'Kestrel Civil');
    expect(hit).toMatchObject({ kind: 'product', url: '/products/kestrel-civil/' });
    expect(hit?._highlightResult['title']).toMatchObject({ value: '<mark>Kestrel</mark> Civil', matchLevel: 'full' });
    const defaults = await searchOne({ query: 'kestrel' });
    expect(defaults.hits[0]?._highlightResult['title']?.value).toBe('<em>Kestrel</em> Civil');
  });

  it('filters by industry facet and counts facets', async () => {
    const params = new URLSearchParams({
      query: '',
      hitsPerPage: '50',
      facetFilters: JSON.stringify([['industries.title:surveying-geospatial'], 'kind:product']),
      facets: JSON.stringify(['industries.title', 'productType']),
    });
    const result = await searchOne({ params: params.toString() });
    expect(titles(result).sort()).toEqual(['Kestrel Civil', 'Ridgeline Reality Capture']);
    expect(result.facets['industries.title']).toMatchObject({ 'surveying-geospatial': 2, software: 2 });
    expect(result.facets['productType']).toEqual({ software: 2 });
    const hardware = await searchOne({ facetFilters: [['industries.title:hardware']], hitsPerPage: 50 });
    expect(hardware.nbHits).toBe(3);
    const either = await searchOne({
      facetFilters: [['industries.title:hardware', 'industries.title:services']],
      hitsPerPage: 50,
    });
    expect(either.nbHits).toBeGreaterThan(3);
  });

  it('applies filters, numericFilters and facetFilters negation, and refuses a bad filter with 400', async () => {
    const products = await searchOne({ query: '', filters: 'kind:product', hitsPerPage: 0 });
    const surveying = await searchOne({
      params: new URLSearchParams({
        filters: 'kind:product AND "industries.title":"surveying-geospatial"',
        hitsPerPage: '50',
      }).toString(),
    });
    expect(titles(surveying).sort()).toEqual(['Kestrel Civil', 'Ridgeline Reality Capture']);
    const notProducts = await searchOne({ query: '', filters: 'NOT kind:product', hitsPerPage: 0 });
    const all = await searchOne({ query: '', hitsPerPage: 0 });
    expect(products.nbHits + notProducts.nbHits).toBe(all.nbHits);
    expect(
      (await searchOne({ query: '', filters: 'kind:product OR kind:industry', hitsPerPage: 0 })).nbHits,
    ).toBeGreaterThan(products.nbHits);
    expect((await searchOne({ query: '', facetFilters: ['-kind:product'], hitsPerPage: 0 })).nbHits).toBe(
      notProducts.nbHits,
    );
    // The records hold no numbers: a numeric filter matches none, as in Algolia for an attribute without numbers.
    expect((await searchOne({ query: '', numericFilters: ['price > 3'] })).nbHits).toBe(0);
    for (const filters of ['kind:product OR price > 3', 'kind:"open', 'NOT (kind:a OR kind:b)']) {
      const { status, json } = await post({ requests: [{ indexName: 'site', filters }] });
      expect(status, filters).toBe(400);
      expect(json.message).toMatch(/^Invalid filter: filters: /);
    }
  });

  it("answers an empty query with every record, paginated, in Algolia's response shape", async () => {
    const first = await searchOne({ params: 'query=&hitsPerPage=9&page=0' });
    expect(first.hits).toHaveLength(9);
    expect(first.nbHits).toBeGreaterThan(30);
    expect(first).toMatchObject({
      page: 0,
      hitsPerPage: 9,
      nbPages: Math.ceil(first.nbHits / 9),
      query: '',
      index: 'site',
      exhaustiveNbHits: true,
    });
    expect(typeof first.params).toBe('string');
    expect(typeof first.processingTimeMS).toBe('number');
    const second = await searchOne({ params: 'query=&hitsPerPage=9&page=1' });
    expect(second.hits[0]?.objectID).not.toBe(first.hits[0]?.objectID);
    expect(titles(first)).not.toContain('Drop-ship freight');
  });

  it('answers several requests in order and returns no hits for nonsense', async () => {
    const { json } = await post({
      requests: [
        { indexName: 'site', query: 'kestrel' },
        { indexName: 'site', query: 'zzqqxx' },
      ],
    });
    expect(json.results.map((r) => r.query)).toEqual(['kestrel', 'zzqqxx']);
    expect(json.results[1]?.nbHits).toBe(0);
  });

  it("answers an unknown index with 404 in Algolia's words, and refuses parameters it does not apply", async () => {
    expect(
      await post({
        requests: [
          { indexName: 'site', query: 'a' },
          { indexName: 'other', query: 'b' },
        ],
      }),
    ).toEqual({ status: 404, json: { message: 'Index does not exist', status: 404 } });
    for (const request of [{ aroundLatLng: '1,2' }, { params: 'query=x&optionalWords=x' }, { facetQuery: 'x' }]) {
      const { status, json } = await post({ requests: [{ indexName: 'site', ...request }] });
      expect(status, JSON.stringify(request)).toBe(400);
      expect(json.message).toMatch(/Unsupported parameter "(aroundLatLng|optionalWords|facetQuery)"/);
    }
  });

  it("answers malformed requests with 400 in Algolia's error shape", async () => {
    for (const body of [
      'not json',
      '{}',
      '{"requests":[]}',
      '{"requests":[{"query":"x"}]}',
      '{"requests":[{"indexName":"a","hitsPerPage":-1}]}',
      '{"requests":[{"indexName":"a","params":"page=abc"}]}',
    ]) {
      const { status, json } = await post(body);
      expect(status, body).toBe(400);
      expect(json.status).toBe(400);
      expect(json.message).toMatch(/\w/);
    }
  });

  it('applies attributesToRetrieve, attributesToHighlight, maxValuesPerFacet, offset/length and tagFilters', async () => {
    const retrieved = await searchOne({ query: 'kestrel', attributesToRetrieve: ['title'], attributesToHighlight: [] });
    expect(retrieved.hits[0]).toEqual({ objectID: retrieved.hits[0]?.objectID, title: 'Kestrel Civil' });
    const facets = await searchOne({ query: '', facets: ['industries.title'], maxValuesPerFacet: 2, hitsPerPage: 0 });
    expect(Object.keys(facets.facets['industries.title'] ?? {})).toHaveLength(2);
    const all = await searchOne({ query: '', hitsPerPage: 10 });
    const window = await searchOne({ query: '', offset: 3, length: 2 });
    expect(window.hits.map((hit) => hit.objectID)).toEqual(all.hits.slice(3, 5).map((hit) => hit.objectID));
    expect(window).toMatchObject({ offset: 3, length: 2 });
    expect((await searchOne({ params: 'query=&tagFilters=' })).nbHits).toBe(all.nbHits);
    expect((await searchOne({ tagFilters: ['published'] })).nbHits).toBe(0);
    expect((await searchOne({ tagFilters: ['-published'] })).nbHits).toBe(all.nbHits);
  });

  it('answers facet-values requests in the multi-query and on their own path, and single queries on theirs', async () => {
    const { json } = await post({
      requests: [
        {
          indexName: 'site',
          type: 'facet',
          facet: 'industries.title',
          params: 'facetQuery=surv&filters=kind%3Aproduct',
        },
        { indexName: 'site', type: 'facet', facet: 'kind', maxFacetHits: 2, sortFacetValuesBy: 'alpha' },
      ],
    });
    const [surveying, kinds] = json.results as unknown as {
      facetHits: { value: string; highlighted: string; count: number }[];
      exhaustiveFacetsCount: boolean;
    }[];
    // "serv…" values match too, with one typo, as Algolia would find them; all by count.
    expect(surveying?.facetHits.find((hit) => hit.value === 'surveying-geospatial')).toEqual({
      value: 'surveying-geospatial',
      highlighted: '<em>surv</em>eying-geospatial',
      count: 2,
    });
    expect(surveying?.facetHits.every((hit) => hit.highlighted.includes('<em>'))).toBe(true);
    expect(kinds?.facetHits.map((hit) => hit.value)).toEqual(['blog', 'industry']);
    const onPath = await callRoute(
      endpoint.POST,
      contextFor('POST', JSON.stringify({ params: 'facetQuery=prod' }), 'site/facets/kind/query'),
    );
    expect(await onPath.json()).toMatchObject({
      facetHits: [{ value: 'product', highlighted: '<em>prod</em>uct' }],
      exhaustiveFacetsCount: true,
    });
    expect((await callRoute(endpoint.POST, contextFor('POST', '{}', 'site/facets/title/query'))).status).toBe(400);
    const single = await callRoute(
      endpoint.POST,
      contextFor('POST', JSON.stringify({ params: 'query=kestrel&hitsPerPage=1' }), 'site/query'),
    );
    expect(await single.json()).toMatchObject({ hits: [{ title: 'Kestrel Civil' }], hitsPerPage: 1, index: 'site' });
  });

  it('answers other methods with 405 and other paths with 404', async () => {
    const response = await callRoute(endpoint.ALL, contextFor('GET'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await callRoute(endpoint.POST, contextFor('POST', '{}', 'site/browse'))).status).toBe(404);
    expect((await callRoute(endpoint.POST, contextFor('POST', '{}', 'other/query'))).status).toBe(404);
  });
});

describe('the algoliasearch lite client against the endpoint', () => {
  let served: Awaited<ReturnType<typeof serveSearchEndpoint>>;
  beforeAll(async () => {
    served = await serveSearchEndpoint(endpoint);
  });
  afterAll(() => served.close());

  it("gets hits and facets through the client's own multi-query request", async () => {
    const client = liteClient('local', 'local-search-key', {
      hosts: [{ url: served.host, protocol: 'http', accept: 'read' }],
    });
    const { results } = await client.search({
      requests: [
        { indexName: 'site', query: 'kest', facets: ['industries.title'] },
        { indexName: 'site', query: '', facetFilters: [['industries.title:architecture'], 'kind:industry'] },
      ],
    });
    const [prefix, filtered] = results as unknown as Result[];
    expect(prefix?.hits.map((hit) => hit.title)).toContain('Kestrel Civil');
    expect(prefix?.facets['industries.title']?.['civil-infrastructure']).toBeGreaterThan(0);
    expect(prefix?.hits[0]?.title).toBe('Kestrel Civil');
    expect(filtered?.hits.map((hit) => hit.title)).toEqual(['Architecture']);
  });
});
