import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * /products is rendered on demand, and a URL's filter is searched on the server with the
 * island's own requests (search-page-state.server.ts filteredListing), against the demo content.
 */
type Module = typeof import('../../src/features/search/search-page-state.server.ts');
let filteredListing: Module['filteredListing'];
let listingRefusal: Module['listingRefusal'];
let searchPageServerState: Module['searchPageServerState'];
let config: ReturnType<(typeof import('../../src/features/search/search.server.ts'))['searchClientConfig']>;

beforeAll(async () => {
  vi.resetModules();
  process.env['CONTENT_DATASET'] = 'content/dataset.ndjson';
  ({ filteredListing, listingRefusal, searchPageServerState } =
    await import('../../src/features/search/search-page-state.server.ts'));
  const search = await import('../../src/features/search/search.server.ts');
  config = search.searchClientConfig();
  await search.siteSearch().search([{ indexName: config.indexName, query: '', page: 0, hitsPerPage: 1 }]);
}, 60_000);

const titles = (listing: Awaited<ReturnType<Module['filteredListing']>>) => listing?.hits.map((hit) => hit.title) ?? [];

describe('the /products listing searched on the server', () => {
  it('is not searched without a filter: the prerendered first page is the listing', async () => {
    expect(await filteredListing(config, new URLSearchParams(''))).toBeUndefined();
    expect(await filteredListing(config, new URLSearchParams('q=%20&industries.title='))).toBeUndefined();
  });

  it('filters by an industry, with every industry keeping its own count', async () => {
    const all = await filteredListing(config, new URLSearchParams('q=a'));
    const listing = await filteredListing(config, new URLSearchParams('industries.title=hardware'));
    expect(listing?.state).toEqual({ query: '', facet: 'hardware' });
    expect(titles(listing)).toContain('Harbour W7 Workstation');
    expect(titles(listing)).not.toContain('Strata BIM');
    expect(listing?.total).toBe(listing?.counts['hardware']);
    expect(Object.keys(listing?.counts ?? {}).length).toBeGreaterThan(1);
    expect(listing?.total).toBeLessThan(all?.total ?? 0);
  });

  it('searches the text of ?q=', async () => {
    const listing = await filteredListing(config, new URLSearchParams('q=kestrel'));
    expect(listing?.state).toEqual({ query: 'kestrel', facet: '' });
    expect(titles(listing)).toContain('Kestrel Civil');
    expect(titles(listing)).not.toContain('Strata BIM');
  });
});

describe('a search the engine refuses, on /search and /products', () => {
  const secret = `kestrelsecret${'q'.repeat(600)}`;
  const elevenWords = Array.from({ length: 11 }, (_, i) => `kestrel${i}`).join(' ');

  /** Runs `work` with the console's error and warn lines captured. */
  async function logged<T>(work: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
    };
    const error = vi.spyOn(console, 'error').mockImplementation(capture);
    const warn = vi.spyOn(console, 'warn').mockImplementation(capture);
    try {
      return { result: await work(), lines };
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  }

  it.each([
    ['over 512 characters', secret],
    ['over 10 words', elevenWords],
  ])('/search with a query %s: refused with 400, one short line logged without the query', async (_case, query) => {
    const { result, lines } = await logged(() => searchPageServerState(config, query));
    expect(result).toEqual({ refusedWith: 400 });
    expect(lines).toEqual(["/search: the URL's search was refused (400); answered 400."]);
  });

  it.each([
    ['over 512 characters', secret],
    ['over 10 words', elevenWords],
  ])(
    '/products with a ?q= %s: the page answers 400, the listing is left to the island, one short line logged',
    async (_case, query) => {
      const params = new URLSearchParams({ q: query });
      expect(listingRefusal(config, params)).toBe(400);
      const { result, lines } = await logged(() => filteredListing(config, params));
      expect(result).toBeUndefined();
      expect(lines).toEqual(["/products: the URL's search was refused (400); answered 400."]);
    },
  );

  it('a query within the bounds is not refused and logs nothing', async () => {
    expect(listingRefusal(config, new URLSearchParams('q=kestrel'))).toBeUndefined();
    expect(listingRefusal(config, new URLSearchParams(''))).toBeUndefined();
    const { result, lines } = await logged(() => searchPageServerState(config, 'kestrel'));
    expect(result.state).toBeDefined();
    expect(lines).toEqual([]);
  });
});
