import { describe, expect, it } from 'vitest';
import {
  FilterSyntaxError,
  matchesConjunction,
  parseFacetFilters,
  parseFilters,
  parseNumericFilters,
  parseTagFilters,
} from './filters.ts';

const record = {
  kind: 'product',
  title: 'Kestrel Civil',
  price: 120,
  rating: 4,
  onSale: true,
  industries: { title: ['civil', 'software'] },
  _tags: ['featured'],
};
const passes = (filters: string) => matchesConjunction(record, parseFilters(filters));

describe('Algolia filters', () => {
  it('reads facet, quoted, boolean, numeric, range and tag filters', () => {
    expect(parseFilters('kind:product AND price > 3')).toEqual([
      [{ negated: false, filter: { kind: 'facet', attribute: 'kind', value: 'product' } }],
      [{ negated: false, filter: { kind: 'numeric', attribute: 'price', op: '>', value: 3 } }],
    ]);
    expect(passes('title:"Kestrel Civil"')).toBe(true);
    expect(passes("title:'kestrel civil'")).toBe(true); // facet values compare case-insensitively
    expect(passes('onSale:true')).toBe(true);
    expect(passes('onSale:false')).toBe(false);
    expect(passes('price:100 TO 120')).toBe(true);
    expect(passes('price:121 TO 200')).toBe(false);
    for (const [op, result] of [
      ['<', false],
      ['<=', true],
      ['=', true],
      ['!=', false],
      ['>=', true],
      ['>', false],
    ] as const) {
      expect(passes(`price ${op} 120`), op).toBe(result);
    }
    expect(passes('_tags:featured')).toBe(true);
    expect(passes('featured')).toBe(true);
    expect(passes('Featured')).toBe(false); // tags are case-sensitive
    expect(passes('industries.title:software')).toBe(true);
  });

  it('combines with AND, OR, NOT and parentheses', () => {
    expect(passes('kind:blog OR kind:product')).toBe(true);
    expect(passes('(kind:blog OR kind:product) AND NOT industries.title:civil')).toBe(false);
    expect(passes('kind:product AND (rating > 4 OR rating < 2)')).toBe(false);
    expect(passes('NOT kind:blog AND (price:1 TO 200 OR rating = 9)')).toBe(true);
    expect(parseFilters('')).toEqual([]);
  });

  it('refuses what Algolia refuses, with a message', () => {
    for (const bad of [
      'kind:product OR price > 3',
      'kind:a OR (kind:b AND kind:c)',
      'NOT (kind:a OR kind:b)',
      '(kind:a AND kind:b)',
      'price > x',
      'kind:"open',
      'kind:',
      'AND kind:a',
      '(kind:a',
    ]) {
      expect(() => parseFilters(bad), bad).toThrow(FilterSyntaxError);
    }
  });
});

describe('facetFilters, numericFilters, tagFilters', () => {
  it('reads nested OR-lists and negation', () => {
    expect(
      matchesConjunction(record, parseFacetFilters([['kind:blog', 'kind:product'], 'industries.title:civil'])),
    ).toBe(true);
    expect(matchesConjunction(record, parseFacetFilters(['-kind:product']))).toBe(false);
    expect(matchesConjunction(record, parseFacetFilters('kind:-blog'))).toBe(true);
    expect(parseFacetFilters('kind:\\-x')).toEqual([
      [{ negated: false, filter: { kind: 'facet', attribute: 'kind', value: '-x' } }],
    ]);
    expect(() => parseFacetFilters('nocolon')).toThrow(FilterSyntaxError);
  });

  it('reads numeric comparisons and ranges, and tags', () => {
    expect(matchesConjunction(record, parseNumericFilters(['price >= 100', ['rating = 1', 'rating:3 TO 5']]))).toBe(
      true,
    );
    expect(() => parseNumericFilters('kind:product')).toThrow(FilterSyntaxError);
    expect(parseTagFilters('')).toEqual([]);
    expect(matchesConjunction(record, parseTagFilters([['other', 'featured']]))).toBe(true);
    expect(matchesConjunction(record, parseTagFilters(['-featured']))).toBe(false);
  });
});
