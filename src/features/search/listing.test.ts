import { describe, expect, it } from 'vitest';
import {
  afterLoadMore,
  countFacetValues,
  facetOptions,
  isUnfiltered,
  listingFacetFilters,
  listingStateFrom,
  listingUrl,
  productHit,
} from './listing.ts';
import type { SearchRecord } from '../../schemas/search-record.ts';

const record = (id: string, industries: string[], extra: Partial<SearchRecord> = {}): SearchRecord => ({
  objectID: id,
  kind: 'product',
  title: id,
  description: `${id} text`,
  keywords: '',
  url: `/products/${id}/`,
  industries: { title: industries },
  region: [],
  ...extra,
});

describe('the /products URL', () => {
  it('reads ?q= and ?industries.title=, trimmed', () => {
    expect(listingStateFrom(new URLSearchParams('q=%20strata%20&industries.title=architecture'))).toEqual({
      query: 'strata',
      facet: 'architecture',
    });
    expect(listingStateFrom(new URLSearchParams(''))).toEqual({ query: '', facet: '' });
  });

  it('writes only the filters that are set, and round-trips', () => {
    expect(listingUrl({ query: '', facet: '' })).toBe('/products/');
    expect(listingUrl({ query: 'bim', facet: '' })).toBe('/products/?q=bim');
    const url = listingUrl({ query: 'civil 3d', facet: 'hardware' });
    expect(url).toBe('/products/?q=civil+3d&industries.title=hardware');
    expect(listingStateFrom(new URL(url, 'https://x.example').searchParams)).toEqual({
      query: 'civil 3d',
      facet: 'hardware',
    });
  });

  it('knows the unfiltered listing (the prerendered first page)', () => {
    expect(isUnfiltered({ query: '', facet: '' })).toBe(true);
    expect(isUnfiltered({ query: 'a', facet: '' })).toBe(false);
    expect(isUnfiltered({ query: '', facet: 'construction' })).toBe(false);
  });
});

describe('grid paging', () => {
  it("'Load more' adds 9 whatever the first page size", () => {
    expect(afterLoadMore(9)).toBe(18);
    expect(afterLoadMore(8)).toBe(17);
    expect(afterLoadMore(10)).toBe(19);
  });
});

describe('facets', () => {
  it('always asks for products, and ANDs the chosen facet', () => {
    expect(listingFacetFilters({ query: '', facet: '' })).toEqual([['kind:product']]);
    expect(listingFacetFilters({ query: 'x', facet: 'software' })).toEqual([
      ['kind:product'],
      ['industries.title:software'],
    ]);
  });

  it('counts every facet value over the records', () => {
    expect(
      countFacetValues([record('a', ['architecture', 'software']), record('b', ['architecture', 'hardware'])]),
    ).toEqual({ architecture: 2, software: 1, hardware: 1 });
  });

  it('labels options, industries before product types, each by label, and drops empty or unknown values', () => {
    const options = facetOptions(
      { construction: 3, architecture: 2, software: 4, hardware: 0, mystery: 5 },
      {
        industries: new Map([
          ['construction', 'Construction'],
          ['architecture', 'Architecture'],
        ]),
        productTypes: new Map([
          ['software', 'Software'],
          ['hardware', 'Hardware'],
        ]),
      },
    );
    expect(options).toEqual([
      { value: 'architecture', label: 'Architecture', count: 2, group: 'industry' },
      { value: 'construction', label: 'Construction', count: 3, group: 'industry' },
      { value: 'software', label: 'Software', count: 4, group: 'productType' },
    ]);
  });
});

describe('product hits', () => {
  it('keeps only what a card shows', () => {
    const hit = productHit(
      record('strata', ['architecture'], { eyebrow: 'Strata Labs', image: '/i.svg', keywords: 'secret words' }),
    );
    expect(hit).toEqual({
      objectID: 'strata',
      title: 'strata',
      url: '/products/strata/',
      description: 'strata text',
      image: '/i.svg',
      eyebrow: 'Strata Labs',
    });
  });
});
