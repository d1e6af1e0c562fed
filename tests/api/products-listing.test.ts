import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Issue 15: /products is rendered on demand, and a URL's filter is searched on the server with the
 * island's own requests (search-page-state.server.ts filteredListing), against the demo content.
 */
type Module = typeof import('../../src/features/search/search-page-state.server.ts');
let filteredListing: Module['filteredListing'];
let config: ReturnType<typeof import('../../src/features/search/search.server.ts')['searchClientConfig']>;

beforeAll(async () => {
  vi.resetModules();
  process.env['CONTENT_DATASET'] = 'content/dataset.ndjson';
  ({ filteredListing } = await import('../../src/features/search/search-page-state.server.ts'));
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
