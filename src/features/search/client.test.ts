import { describe, expect, it } from 'vitest';
import { isEmptySearch, searchErrorMessage } from './client.ts';

describe('searches that are not sent', () => {
  it('skips a search with no text and no facet filters', () => {
    expect(isEmptySearch({ indexName: 'site', params: { query: '' } })).toBe(true);
    expect(isEmptySearch({ indexName: 'site', query: '   ' })).toBe(true);
    expect(isEmptySearch({ indexName: 'site', params: { query: '', facetFilters: [] } })).toBe(true);
    expect(isEmptySearch({ indexName: 'site', params: 'query=&hitsPerPage=20' })).toBe(true);
  });

  it('sends a search with text or with a facet filter', () => {
    expect(isEmptySearch({ indexName: 'site', params: { query: 'bim' } })).toBe(false);
    expect(isEmptySearch({ indexName: 'site', query: '', facetFilters: [['kind:product']] })).toBe(false);
    expect(isEmptySearch({ indexName: 'site', params: 'query=bim' })).toBe(false);
    expect(isEmptySearch({ indexName: 'site', params: { facetFilters: 'industries.title:architecture' } })).toBe(false);
  });
});

describe('search error messages', () => {
  it('says search is unreachable for network failures and server errors', () => {
    expect(searchErrorMessage(new Error('Unreachable hosts'))).toMatch(/not available right now/);
    expect(searchErrorMessage(Object.assign(new Error('boom'), { status: 503 }))).toMatch(/not available right now/);
  });

  it('passes on the API message for a refused request', () => {
    expect(searchErrorMessage(Object.assign(new Error('Invalid request: requests: Too big'), { status: 400 }))).toBe(
      'Search could not answer this request (Invalid request: requests: Too big).',
    );
  });
});
